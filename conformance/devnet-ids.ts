import type { JsonObject, JsonValue } from '../src/lib/json-value';
import { PRIMARY_NETWORK_ID } from '../src/lib/id-constants';
import { stringifyJson } from '../src/rpc/json';

/** The local test key's P-Chain address, funded on every devnet. */
export const EWOQ = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const SUBNET_EVM_VM = 'srEXiWaHuhNyGwPUi444Tu47ZEDwxTWrbQiuD7FmgSAQ6X7Dy';
const P = '/ext/bc/P';

/** One call's result from a devnet, by plain fetch (not the client under test). */
export async function devnetResult(url: string, path: string, method: string, params: JsonValue = {}): Promise<JsonObject> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stringifyJson({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as JsonObject;
  if (answer.error) throw new Error(`${method}: ${JSON.stringify(answer.error)}`);
  return answer.result as JsonObject;
}

/** Entities that exist on a devnet, to ask about in place of another network's IDs. */
export interface DevnetIds {
  blockId: string;
  height: number;
  txId: string;
  stakerTxId: string;
  delegatorTxId: string;
  nodeId: string;
  subnetId: string;
  blockchainId: string;
  evmChainId: string;
  atomicTxId: string;
}

export async function findDevnetIds(url: string): Promise<DevnetIds> {
  const result = (method: string, params: JsonValue = {}) => devnetResult(url, P, method, params);
  const height = Number((await result('platform.getHeight')).height);
  const block = (await result('platform.getBlockByHeight', { height: 1, encoding: 'json' })).block as JsonObject;
  const firstTx = (block.txs as JsonObject[])[0]!;
  const validators = (await result('platform.getCurrentValidators')).validators as JsonObject[];
  const withDelegators = validators.find((validator) => Number(validator.delegatorCount) > 0);
  if (typeof withDelegators?.nodeID !== 'string') throw new Error('platform.getCurrentValidators: no validator with delegators');
  const [detailed] = (await result('platform.getCurrentValidators', { nodeIDs: [withDelegators.nodeID] })).validators as JsonObject[];
  const subnets = ((await result('platform.getSubnets')).subnets as JsonObject[]).filter((subnet) => subnet.id !== PRIMARY_NETWORK_ID);
  const chains = (await result('platform.getBlockchains')).blockchains as JsonObject[];
  const evmChain = chains.find((chain) => chain.vmID === SUBNET_EVM_VM)!;
  let atomicTxId = '';
  for (let at = height; at > 0 && !atomicTxId; at--) {
    const candidate = (await result('platform.getBlockByHeight', { height: at, encoding: 'json' })).block as JsonObject;
    for (const tx of (candidate.txs as JsonObject[] | undefined) ?? []) {
      const imported = (tx.unsignedTx as JsonObject).importedInputs as JsonObject[] | undefined;
      if (imported?.length) atomicTxId = imported[0]!.txID as string;
    }
  }
  return {
    blockId: block.id as string,
    height: 1,
    txId: firstTx.id as string,
    stakerTxId: validators[0]!.txID as string,
    delegatorTxId: (detailed!.delegators as JsonObject[])[0]!.txID as string,
    nodeId: validators[0]!.nodeID as string,
    subnetId: subnets[0]!.id as string,
    blockchainId: chains[0]!.id as string,
    evmChainId: evmChain.id as string,
    atomicTxId,
  };
}
