import { endpointRefusalMessage, type EndpointRefusal } from '../../rpc/endpoint-refusal';
import { NetworkError } from '../../rpc/errors';
import { endpointRefusalText } from './endpoint-refusal-text';

const FIRST = 'http://127.0.0.1:9650';

describe('endpoint-refusal-text', () => {
  test.each<[EndpointRefusal, string]>([
    [{ code: 'unreachable', error: new NetworkError() }, 'It did not answer: Could not reach the node.'],
    [{ code: 'unreachable', error: new Error('down') }, 'It did not answer: down'],
    [{ code: 'other-network-id', theirs: 5n, ours: 12345n }, 'It is on network 5, not network 12345.'],
    [{ code: 'other-p-chain' }, 'It is on another network: its P-Chain starts with a different genesis block.'],
    [{ code: 'other-chain-than-most', since: 60n, most: 2, of: 3 }, 'On another chain since height 60: its P-Chain blocks from there differ from those of most nodes (2 of 3), which are taken as right.'],
    [
      { code: 'other-chain-than-first', since: 60n, first: FIRST },
      `On another chain since height 60: its P-Chain blocks from there differ from those of ${FIRST}, taken as right as it comes first in the list (as many nodes are on each chain).`,
    ],
    [{ code: 'behind', blocks: 30n, head: 47n, chain: 'P' }, '30 blocks behind another endpoint (at 47, P-Chain)'],
    [{ code: 'behind', blocks: 10n, head: 10n, chain: 'C' }, '10 blocks behind another endpoint (at 10, chain C)'],
    [{ code: 'failed', error: new NetworkError() }, 'Could not reach the node.'],
    [{ code: 'not-checked' }, 'not checked yet'],
  ])('args: %o is written in English as %j, as the endpoint pool writes it', (refusal, english) => {
    expect(endpointRefusalText(refusal)).toBe(english);
    expect(endpointRefusalMessage(refusal)).toBe(english);
  });
});
