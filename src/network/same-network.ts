import { ENDPOINT_REFUSAL_TEXT } from '../lib/endpoint-refusal-text';
import type { RpcClient } from '../rpc/client';
import { isTransientError } from '../rpc/errors';

const TEXT = ENDPOINT_REFUSAL_TEXT;
/** The P-Chain's first block: two nodes with the same one are on the same chain. */
const GENESIS_HEIGHT = 0;

/** `unreachable`: the candidate could not be asked (it may be down for a moment), rather than shown to be elsewhere. */
export type SameNetwork = { same: true } | { same: false; reason: string; unreachable?: boolean };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

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
    return { same: false, reason: TEXT.unreachable(messageOf(error)), unreachable: true };
  }
  const ours = await networkIdOf(current, signal).catch(() => BigInt(current.settings.networkId));
  if (theirs !== ours) return { same: false, reason: TEXT.otherNetworkId(theirs.toString(), ours.toString()) };
  let theirGenesis: string;
  try {
    theirGenesis = await genesisOf(candidate, signal);
  } catch (error) {
    return { same: false, reason: TEXT.unreachable(messageOf(error)), unreachable: true };
  }
  const ourGenesis = await genesisOf(current, signal);
  return theirGenesis === ourGenesis ? { same: true } : { same: false, reason: TEXT.otherPChain };
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
  return theirs === undefined || theirs === networkId ? { same: true } : { same: false, reason: TEXT.otherNetworkId(theirs.toString(), networkId.toString()) };
}
