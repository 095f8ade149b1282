import { t } from '@lingui/core/macro';
/**
 * The browser wallet a page may use (EIP-1193, `window.ethereum`): the app never holds a key. It
 * asks for an account, switches the wallet to the chain when it is on another, and hands it the
 * transaction to sign and send.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

export function injectedProvider(): Eip1193Provider | undefined {
  const candidate = (globalThis as { ethereum?: Eip1193Provider }).ethereum;
  return candidate && typeof candidate.request === 'function' ? candidate : undefined;
}

const toQuantity = (value: bigint): string => `0x${value.toString(16)}`;

/** The wallet's first account, once the user lets the page see it. */
export async function connectAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[];
  const [account] = accounts;
  if (!account) throw new Error(t`The wallet shared no account.`);
  return account;
}

/** Switches the wallet to `chainId` when it is on another chain. */
export async function ensureChain(provider: Eip1193Provider, chainId: bigint): Promise<void> {
  const current = BigInt((await provider.request({ method: 'eth_chainId' })) as string);
  if (current === chainId) return;
  await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toQuantity(chainId) }] });
}

export interface WalletTransaction {
  from: string;
  to: string;
  data: string;
  value?: bigint;
}

/** Has the wallet sign and send the transaction; resolves to its hash. */
export async function sendTransaction(provider: Eip1193Provider, tx: WalletTransaction): Promise<string> {
  const params = { from: tx.from, to: tx.to, data: tx.data, ...(tx.value ? { value: toQuantity(tx.value) } : {}) };
  return (await provider.request({ method: 'eth_sendTransaction', params: [params] })) as string;
}
