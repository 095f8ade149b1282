import { t } from '@lingui/core/macro';
import { P_CHAIN_KEY, type EndpointRefusal } from '../../rpc/endpoint-refusal';
import { P_CHAIN_NAME } from '../../lib/id-constants';
import { errorText } from './error-text';

// Heights and network IDs are written as the node writes them (no digit grouping), as IDs are.

/** Why a node is not used as an endpoint or an observer, in the reader's language (the English is `endpointRefusalMessage`'s). */
export function endpointRefusalText(refusal: EndpointRefusal): string {
  switch (refusal.code) {
    case 'unreachable': {
      const failure = errorText(refusal.error);
      return t`It did not answer: ${failure}`;
    }
    case 'other-network-id': {
      const [theirs, ours] = [refusal.theirs.toString(), refusal.ours.toString()];
      return t`It is on network ${theirs}, not network ${ours}.`;
    }
    case 'other-p-chain':
      return t`It is on another network: its P-Chain starts with a different genesis block.`;
    case 'other-chain-than-most': {
      const since = refusal.since.toString();
      const { most, of } = refusal;
      return t`On another chain since height ${since}: its P-Chain blocks from there differ from those of most nodes (${most} of ${of}), which are taken as right.`;
    }
    case 'other-chain-than-first': {
      const since = refusal.since.toString();
      const first = refusal.first;
      return t`On another chain since height ${since}: its P-Chain blocks from there differ from those of ${first}, taken as right as it comes first in the list (as many nodes are on each chain).`;
    }
    case 'behind': {
      const [blocks, head] = [refusal.blocks.toString(), refusal.head.toString()];
      const chain = refusal.chain === P_CHAIN_KEY ? P_CHAIN_NAME : refusal.chain;
      return refusal.chain === P_CHAIN_KEY ? t`${blocks} blocks behind another endpoint (at ${head}, ${chain})` : t`${blocks} blocks behind another endpoint (at ${head}, chain ${chain})`;
    }
    case 'failed':
      return errorText(refusal.error);
    case 'not-checked':
      return t`not checked yet`;
  }
}
