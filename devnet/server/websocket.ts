import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { JsonValue } from '../../src/lib/json-value';
import { MethodError, UnmarshalError, type JsonOutput } from '../handler';
import { optionalLogFilterArg, type LogFilter } from '../evm/eth-logs';
import { jsonKind } from '../evm/geth-args';
import { encodeJson } from './json-write';
import { GethError, serveGeth, type SubscriptionHost } from './geth';
import type { GethService } from './geth-method';
import type { CallGuard } from './rpc-reply';

/** Where subscriptions get their events: new headers, matching logs, new pool transactions. */
export interface ChainFeed {
  onHead(listener: (head: JsonOutput) => void): () => void;
  onLogs(filter: LogFilter, listener: (log: JsonOutput) => void): () => void;
  onPendingTransaction(full: boolean, listener: (tx: JsonOutput) => void): () => void;
}

const SUBSCRIPTION_ID_BYTES = 16;
const NAMESPACE = 'eth';

/** One WebSocket connection to an EVM chain: the same methods as `/rpc`, plus subscriptions. */
export function serveWebSocket(
  connection: WebSocket,
  endpoint: { service: GethService; heads: ChainFeed },
  options: { batchLimit: number; guard?: CallGuard },
): void {
  const subscriptions = new Map<string, () => void>();
  const host: SubscriptionHost = {
    subscribe(params) {
      const name = Array.isArray(params) && typeof params[0] === 'string' ? params[0] : undefined;
      if (name === undefined) throw new UnmarshalError('expected subscription name as first argument');
      const id = `0x${randomBytes(SUBSCRIPTION_ID_BYTES).toString('hex')}`;
      const send = (result: JsonOutput) => {
        if (connection.readyState !== connection.OPEN) return;
        connection.send(encodeJson({ jsonrpc: '2.0', method: `${NAMESPACE}_subscription`, params: { subscription: id, result } }));
      };
      const argument = (params as JsonValue[])[1];
      let stop: () => void;
      if (name === 'newHeads') stop = endpoint.heads.onHead(send);
      else if (name === 'logs') stop = endpoint.heads.onLogs(decodeLogFilter(argument), send);
      else if (name === 'newPendingTransactions') stop = endpoint.heads.onPendingTransaction(argument === true, send);
      else throw new GethError(-32601, `no "${name}" subscription in ${NAMESPACE} namespace`);
      subscriptions.set(id, stop);
      return id;
    },
    unsubscribe(params) {
      const id = Array.isArray(params) ? params[0] : undefined;
      if (id === undefined) throw new UnmarshalError('missing value for required argument 0');
      if (typeof id !== 'string') throw new UnmarshalError(`invalid argument 0: json: cannot unmarshal ${jsonKind(id)} into Go value of type rpc.ID`);
      const stop = subscriptions.get(id);
      if (!stop) throw new MethodError('subscription not found');
      stop();
      subscriptions.delete(id);
      return true;
    },
  };
  let queue = Promise.resolve();
  connection.on('message', (data, isBinary) => {
    const text = isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString();
    queue = queue.then(async () => {
      const outcome = await serveGeth(text, { service: endpoint.service, batchLimit: options.batchLimit, guard: options.guard, subscriptions: host });
      if (connection.readyState !== connection.OPEN) return;
      if (outcome.syntaxError !== undefined) {
        // The reference server names the decoder error on a stream and then hangs up.
        connection.send(encodeJson({ jsonrpc: '2.0', id: null, error: { code: -32700, message: outcome.syntaxError } }));
        connection.close();
        return;
      }
      if (outcome.body !== '') connection.send(outcome.body.trimEnd());
    });
  });
  connection.on('close', () => {
    for (const stop of subscriptions.values()) stop();
    subscriptions.clear();
  });
  connection.on('error', () => connection.terminate());
}

/** The `logs` subscription's criteria, refused as geth refuses a bad argument. */
function decodeLogFilter(value: JsonValue | undefined): LogFilter {
  if (value === undefined || value === null) return { addresses: new Set(), topics: [] };
  try {
    return optionalLogFilterArg.decode(value);
  } catch (error) {
    throw new UnmarshalError(`invalid argument 1: ${(error as Error).message}`);
  }
}
