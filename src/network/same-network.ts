import type { RpcClient } from '../rpc/client';
import type { EndpointRefusal } from '../rpc/endpoint-refusal';
import { isTransientError } from '../rpc/errors';

/** The P-Chain's first block: two nodes with the same one are on the same chain. */
const GENESIS_HEIGHT = 0;

/** A reason `unreachable`: the candidate could not be asked (it may be down for a moment), rather than shown to be elsewhere. */
export type SameNetwork = { same: true } | { same: false; reason: EndpointRefusal };

const otherNetworkId = (theirs: bigint, ours: bigint): SameNetwork => ({ same: false, reason: { code: 'other-network-id', theirs, ours } });

/** The network ID the node reports (`info.getNetworkID`). */
export async function networkIdOf(client: RpcClient, signal?: AbortSignal): Promise<bigint> {
  return (await client.call('info.getNetworkID', {}, { signal })).networkID;
}

/** The P-Chain's first block, as text: two nodes with the same one are on the same chain. */
export async function genesisOf(client: RpcClient, signal?: AbortSignal): Promise<string> {
  const { block } = await client.call('platform.getBlockByHeight', { height: GENESIS_HEIGHT, encoding: 'hex' }, { signal });
  return JSON.stringify(block);
}

/**
 * Whether `candidate` is a node of the network `current` is on: the same network ID
 * (`info.getNetworkID`) and the same P-Chain (the same genesis block). The current node's network
 * ID is its preset's when it does not serve the info API; a candidate that cannot say is refused.
 */
export async function checkSameNetwork(current: RpcClient, candidate: RpcClient, signal?: AbortSignal): Promise<SameNetwork> {
  let theirs: bigint;
  try {
    theirs = await networkIdOf(candidate, signal);
  } catch (error) {
    return { same: false, reason: { code: 'unreachable', error } };
  }
  const ours = await networkIdOf(current, signal).catch(() => BigInt(current.settings.networkId));
  if (theirs !== ours) return otherNetworkId(theirs, ours);
  let theirGenesis: string;
  try {
    theirGenesis = await genesisOf(candidate, signal);
  } catch (error) {
    return { same: false, reason: { code: 'unreachable', error } };
  }
  const ourGenesis = await genesisOf(current, signal);
  return theirGenesis === ourGenesis ? { same: true } : { same: false, reason: { code: 'other-p-chain' } };
}

/**
 * Whether an endpoint of a network's list is on it as far as its network ID goes: the preset's, or
 * not told (no info API). Which P-Chain is the network's, the endpoint pool settles by comparing
 * the endpoints' blocks. An endpoint that cannot be asked rejects with why.
 */
export async function checkNetworkId(candidate: RpcClient, networkId: bigint): Promise<SameNetwork> {
  const theirs = await networkIdOf(candidate).catch((error: unknown) => {
    if (isTransientError(error)) throw error;
    return undefined;
  });
  return theirs === undefined || theirs === networkId ? { same: true } : otherNetworkId(theirs, networkId);
}
