import { E2E_PORT } from '../playwright.config';

/** The devnet started by playwright.config.ts serves the app and the node on one origin. */
export const NODE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A loopback port nothing listens on: the "node is down" case. */
export const CLOSED_PORT_URL = 'http://127.0.0.1:9';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** One JSON-RPC call to the devnet (numbers beyond 2^53 are not needed by the tests). */
export async function rpc<T = Json>(path: string, method: string, params: unknown = {}): Promise<T> {
  const response = await fetch(`${NODE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result as T;
}

export const platform = <T = Json>(method: string, params: unknown = {}) => rpc<T>('/ext/bc/P', `platform.${method}`, params);
export const control = <T = Json>(method: string, params: unknown = {}) => rpc<T>('/ext/devnet/control', `control.${method}`, params);

interface TxJson {
  id: string;
  unsignedTx: Record<string, Json>;
}
interface BlockJson {
  id: string;
  height: number;
  txs?: TxJson[];
  tx?: TxJson;
}

export async function height(): Promise<number> {
  return Number((await platform<{ height: string }>('getHeight')).height);
}

export async function blockAt(at: number): Promise<BlockJson> {
  return (await platform<{ block: BlockJson }>('getBlockByHeight', { height: at, encoding: 'json' })).block;
}

/** Scans accepted blocks newest first for a tx matching `match`, producing blocks until one shows up. */
export async function findTx(match: (tx: TxJson) => boolean, attempts = 3): Promise<TxJson> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const top = await height();
    for (let at = top; at > 0; at--) {
      const block = await blockAt(at);
      const found = [...(block.txs ?? []), ...(block.tx ? [block.tx] : [])].find(match);
      if (found) return found;
    }
    await control('produceBlocks', { count: 10 });
  }
  throw new Error('no matching tx on the devnet');
}

/** Height of a commit or abort block (no txs at all), producing blocks until one shows up. */
export async function findOptionBlockHeight(attempts = 5): Promise<number> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    const top = await height();
    for (let at = top; at > 0; at--) {
      const block = await blockAt(at);
      if (!block.txs && !block.tx) return at;
    }
    await control('advanceTime', { seconds: 86_400 });
    await control('produceBlocks', { count: 10 });
  }
  throw new Error('no commit or abort block on the devnet');
}

/** A C-Chain atomic export: the P-Chain import that spends it names its ID. */
export async function findAtomicTxId(): Promise<string> {
  const importTx = await findTx((tx) => Array.isArray(tx.unsignedTx.importedInputs) && tx.unsignedTx.importedInputs.length > 0);
  const input = (importTx.unsignedTx.importedInputs as Array<{ txID: string }>)[0]!;
  return input.txID;
}

/** The first address that received an output of a tx. */
export function firstOutputAddress(tx: TxJson): string {
  const outputs = tx.unsignedTx.outputs as Array<{ output: { addresses?: string[]; output?: { addresses: string[] } } }>;
  const output = outputs.find((item) => (item.output.addresses ?? item.output.output?.addresses ?? []).length > 0)!;
  return (output.output.addresses ?? output.output.output!.addresses)[0]!;
}

export async function firstValidatorNodeId(): Promise<string> {
  const { validators } = await platform<{ validators: Array<{ nodeID: string }> }>('getCurrentValidators');
  return validators[0]!.nodeID;
}
