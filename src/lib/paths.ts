/**
 * Every internal link of the app. A link keeps the page's `?rpc=` custom node, so a shared or
 * followed link stays on the same node.
 */
export interface NetRef {
  /** Network id from networks.json (the first path segment). */
  id: string;
  /** Custom node base URL from `?rpc=`, when one is in use. */
  rpc?: string;
}

/** A network id alone, or a ref that also carries the custom node. */
export type Net = NetRef | string;

export type ChainSection = 'config' | 'rules' | 'fees' | 'validators' | 'permissions';

type Query = Record<string, string | undefined>;

function build(net: Net, path: string, query: Query = {}): string {
  const ref = typeof net === 'string' ? { id: net } : net;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  if (ref.rpc) params.set('rpc', ref.rpc);
  const search = params.toString();
  return `/${encodeURIComponent(ref.id)}${path}${search ? `?${search}` : ''}`;
}

const segment = (value: string | bigint): string => encodeURIComponent(value.toString());

export const paths = {
  root: (): string => '/',
  dashboard: (net: Net): string => build(net, ''),
  blocks: (net: Net, options: { before?: bigint } = {}): string =>
    build(net, '/blocks', { before: options.before?.toString() }),
  block: (net: Net, heightOrId: bigint | string): string => build(net, `/blocks/${segment(heightOrId)}`),
  /** `block`: the height of the block the link comes from, which holds the tx (the node's tx answer does not say). */
  tx: (net: Net, txId: string, options: { block?: bigint } = {}): string => build(net, `/tx/${segment(txId)}`, { block: options.block?.toString() }),
  atomicTx: (net: Net, txId: string): string => build(net, `/atomic-tx/${segment(txId)}`),
  validators: (net: Net, options: { subnet?: string } = {}): string =>
    build(net, '/validators', { subnet: options.subnet }),
  validator: (net: Net, nodeId: string): string => build(net, `/validators/${segment(nodeId)}`),
  /** Validators' uptime as several nodes of the network see it. */
  validatorUptime: (net: Net): string => build(net, '/validators/uptime'),
  /** `tx`: the tx that registered the validator, which the link comes from (the node's validator answer does not say). */
  l1Validator: (net: Net, validationId: string, options: { tx?: string } = {}): string => build(net, `/l1-validators/${segment(validationId)}`, { tx: options.tx }),
  subnets: (net: Net): string => build(net, '/subnets'),
  subnet: (net: Net, subnetId: string): string => build(net, `/subnets/${segment(subnetId)}`),
  blockchain: (net: Net, blockchainId: string): string => build(net, `/blockchains/${segment(blockchainId)}`),
  /** Every blockchain of every subnet. */
  allChains: (net: Net): string => build(net, '/chains'),
  /** An EVM chain's home (`chainId` is `C` or a blockchain ID): its latest blocks and transactions. */
  evmHome: (net: Net, chainId: string): string => build(net, `/chains/${segment(chainId)}`),
  /** `chainId` is `C` or a blockchain ID. */
  chain: (net: Net, chainId: string, section: ChainSection = 'config', query: Query = {}): string =>
    build(net, `/chains/${segment(chainId)}/${section}`, query),
  fees: (net: Net): string => build(net, '/fees'),
  address: (net: Net, address: string): string => build(net, `/address/${segment(address)}`),
  /** An EVM chain's blocks, newest first; `before` pages back by block number. */
  evmBlocks: (net: Net, chainId: string, options: { before?: bigint } = {}): string =>
    build(net, `/chains/${segment(chainId)}/blocks`, { before: options.before?.toString() }),
  evmBlock: (net: Net, chainId: string, numberOrHash: bigint | string): string =>
    build(net, `/chains/${segment(chainId)}/blocks/${segment(numberOrHash)}`),
  evmTx: (net: Net, chainId: string, hash: string): string => build(net, `/chains/${segment(chainId)}/tx/${segment(hash)}`),
  /** `tab`: `read` or `write` for a contract with a known ABI; `at`: the block a read is made at. */
  evmAddress: (net: Net, chainId: string, address: string, query: { tab?: string; at?: string } = {}): string =>
    build(net, `/chains/${segment(chainId)}/address/${segment(address)}`, query),
  /** A token contract: its metadata and recent transfers. */
  evmToken: (net: Net, chainId: string, address: string): string =>
    build(net, `/chains/${segment(chainId)}/token/${segment(address)}`),
  broadcast: (net: Net): string => build(net, '/tools/broadcast'),
  decode: (net: Net): string => build(net, '/tools/decode'),
  /** The rewards calculator; its inputs (`stake`, `kind`, `node`, …) make a calculation shareable. */
  rewards: (net: Net, inputs: Query = {}): string => build(net, '/tools/rewards', inputs),
  node: (net: Net): string => build(net, '/node'),
  watchlist: (net: Net): string => build(net, '/watchlist'),
} as const;

const CHAIN_PATH = /^\/[^/]+\/chains\/([^/?#]+)/;

/** The EVM chain a page path is about (`/:net/chains/:chainId/…`), if any. */
export function chainIdOfPath(pathname: string): string | undefined {
  const chainId = CHAIN_PATH.exec(pathname)?.[1];
  return chainId === undefined ? undefined : decodeURIComponent(chainId);
}
