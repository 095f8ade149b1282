import { messageOf } from '../lib/error-message';

/**
 * Why a node is not used as an endpoint (out for a while, or refused) or not added as an observer:
 * what was found, with its values. `endpointRefusalMessage` writes it in English (for developers,
 * logs and the benchmarks, which run outside the app); the pages write it in the reader's language.
 */
export type EndpointRefusal =
  /** It could not be asked whether it is on the network. */
  | { code: 'unreachable'; error: unknown }
  | { code: 'other-network-id'; theirs: bigint; ours: bigint }
  | { code: 'other-p-chain' }
  /** Its P-Chain blocks from `since` differ from those of most endpoints (`most` of `of`). */
  | { code: 'other-chain-than-most'; since: bigint; most: number; of: number }
  /** Its P-Chain blocks from `since` differ from those of `first`, taken as right as it comes first in the list. */
  | { code: 'other-chain-than-first'; since: bigint; first: string }
  /** `blocks` behind another endpoint, at `head` on `chain` (`P` or an EVM chain as the calls name it). */
  | { code: 'behind'; blocks: bigint; head: bigint; chain: string }
  /** A call or a probe failed with `error`. */
  | { code: 'failed'; error: unknown }
  | { code: 'not-checked' };

/** The chain the endpoint pool names `P`. */
export const P_CHAIN_KEY = 'P';

export function endpointRefusalMessage(refusal: EndpointRefusal): string {
  switch (refusal.code) {
    case 'unreachable':
      return `It did not answer: ${messageOf(refusal.error)}`;
    case 'other-network-id':
      return `It is on network ${refusal.theirs}, not network ${refusal.ours}.`;
    case 'other-p-chain':
      return 'It is on another network: its P-Chain starts with a different genesis block.';
    case 'other-chain-than-most':
      return `On another chain since height ${refusal.since}: its P-Chain blocks from there differ from those of most nodes (${refusal.most} of ${refusal.of}), which are taken as right.`;
    case 'other-chain-than-first':
      return `On another chain since height ${refusal.since}: its P-Chain blocks from there differ from those of ${refusal.first}, taken as right as it comes first in the list (as many nodes are on each chain).`;
    case 'behind':
      return `${refusal.blocks} blocks behind another endpoint (at ${refusal.head}, ${refusal.chain === P_CHAIN_KEY ? 'P-Chain' : `chain ${refusal.chain}`})`;
    case 'failed':
      return messageOf(refusal.error);
    case 'not-checked':
      return 'not checked yet';
  }
}

/** A node refused as an observer, with why. */
export class RefusedEndpointError extends Error {
  override name = 'RefusedEndpointError';
  constructor(readonly refusal: EndpointRefusal) {
    super(endpointRefusalMessage(refusal));
  }
}
