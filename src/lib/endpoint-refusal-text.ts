/**
 * Why a node is refused as an endpoint or an observer: it is not on this network. The endpoint pool (src/rpc),
 * which the benchmarks run outside the app, gives these, so they hold no Lingui macro.
 */
export const ENDPOINT_REFUSAL_TEXT = {
  unreachable: (message: string) => `It did not answer: ${message}`,
  otherNetworkId: (theirs: string, ours: string) => `It is on network ${theirs}, not network ${ours}.`,
  otherPChain: 'It is on another network: its P-Chain starts with a different genesis block.',
  otherChainThanMost: (height: bigint, most: number, of: number) =>
    `On another chain since height ${height}: its P-Chain blocks from there differ from those of most nodes (${most} of ${of}), which are taken as right.`,
  otherChainThanFirst: (height: bigint, url: string) =>
    `On another chain since height ${height}: its P-Chain blocks from there differ from those of ${url}, taken as right as it comes first in the list (as many nodes are on each chain).`,
};
