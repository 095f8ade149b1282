import { isAbsentMethodError } from './absent-method';
import { isTransientError } from './errors';
import type { Offered } from './node-dialect';
import { createTransport, type Transport, type TransportOptions } from './transport';

/**
 * Whether a node's C-Chain admin API is on, asked only where it is used (the node page, an admin
 * call) and at most once per node in a browser session: a node without it answers HTTP 404, which
 * the browser reports as a failed request each time it is asked.
 */
export interface AdminApiLearner {
  learn(): Promise<Offered>;
  /** Asks the node again next time ("Probe again"). */
  forget(): void;
}

const STORAGE_PREFIX = 'explorer.adminApi.';
const ASK_TIMEOUT_MS = 8000;

const adminApi = (offered: boolean): Offered => ({ offered, finding: offered ? 'on' : 'off' });

/** Storage can be missing or refuse (private modes): then the answer is kept for the page's life only. */
function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function stored(key: string): Offered | undefined {
  try {
    const value: unknown = JSON.parse(sessionStore()?.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null && 'offered' in value && typeof value.offered === 'boolean' ? adminApi(value.offered) : undefined;
  } catch {
    return undefined;
  }
}

function store(key: string, offered: Offered | undefined): void {
  try {
    if (offered) sessionStore()?.setItem(key, JSON.stringify(offered));
    else sessionStore()?.removeItem(key);
  } catch {
    // Not kept: the node is asked again on the next page load.
  }
}

/** On unless the node says the endpoint or method does not exist; a node that does not answer teaches nothing (rejects). */
async function askAdmin(transport: Transport, baseUrl: string): Promise<Offered> {
  try {
    await transport.request(`${baseUrl}/ext/bc/C/admin`, { method: 'admin.getVMConfig', params: {} }, { batchable: false });
  } catch (error) {
    if (isTransientError(error)) throw error;
    if (isAbsentMethodError(error)) return adminApi(false);
  }
  return adminApi(true);
}

export function adminApiLearner(transport: Transport, baseUrl: string): AdminApiLearner {
  const key = `${STORAGE_PREFIX}${baseUrl || globalThis.location?.origin}`;
  let pending: Promise<Offered> | undefined;
  return {
    learn() {
      const known = stored(key);
      if (known) return Promise.resolve(known);
      pending ??= askAdmin(transport, baseUrl).then(
        (offered) => {
          store(key, offered);
          pending = undefined;
          return offered;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    forget() {
      store(key, undefined);
    },
  };
}

/** One admin learner per endpoint of the network, made when first needed. */
export function endpointAdminApis(options: Pick<TransportOptions, 'fetch' | 'onExchange'> = {}): (url: string) => AdminApiLearner {
  const transport = createTransport({ ...options, retries: 0, timeoutMs: ASK_TIMEOUT_MS });
  const learners = new Map<string, AdminApiLearner>();
  return (url) => {
    let learner = learners.get(url);
    if (!learner) learners.set(url, (learner = adminApiLearner(transport, url)));
    return learner;
  };
}
