import { classifyId, type IdKind } from '../lib/id-kind';
import { paths, type NetRef } from '../lib/paths';
import type { RpcClient } from '../rpc/client';
import { NodeError } from '../rpc/errors';

/** What an ID turned out to be, with the page to open. */
export interface SearchMatch {
  kind: 'subnet' | 'blockchain' | 'l1Validator' | 'block' | 'tx' | 'atomicTx';
  label: string;
  to: string;
}

export type SearchOutcome =
  | { type: 'go'; to: string }
  | { type: 'choose'; matches: SearchMatch[] }
  | { type: 'none'; message: string };

type Probe = (client: RpcClient, id: string, signal?: AbortSignal) => Promise<boolean>;

/** A node error means "not this kind of thing"; anything else (transport) is a real failure. */
async function exists(call: () => Promise<boolean>): Promise<boolean> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof NodeError) return false;
    throw error;
  }
}

/** Probes in order of specificity: a subnet or chain ID is also its creating tx's ID. */
const PROBES: ReadonlyArray<{ kind: SearchMatch['kind']; label: string; probe: Probe; to: (net: NetRef, id: string) => string }> = [
  {
    kind: 'subnet',
    label: 'Subnet',
    probe: async (client, id, signal) => Boolean(await client.call('platform.getSubnet', { subnetID: id }, { signal })),
    to: paths.subnet,
  },
  {
    kind: 'blockchain',
    label: 'Blockchain',
    probe: async (client, id, signal) =>
      (await client.call('platform.getBlockchainStatus', { blockchainID: id }, { signal })).status !== 'Unknown',
    to: paths.blockchain,
  },
  {
    kind: 'l1Validator',
    label: 'L1 validator',
    probe: async (client, id, signal) => Boolean(await client.call('platform.getL1Validator', { validationID: id }, { signal })),
    to: paths.l1Validator,
  },
  {
    kind: 'block',
    label: 'P-Chain block',
    probe: async (client, id, signal) => Boolean(await client.call('platform.getBlock', { blockID: id, encoding: 'json' }, { signal })),
    to: paths.block,
  },
  {
    kind: 'tx',
    label: 'P-Chain transaction',
    probe: async (client, id, signal) => (await client.call('platform.getTxStatus', { txID: id }, { signal })).status !== 'Unknown',
    to: paths.tx,
  },
  {
    kind: 'atomicTx',
    label: 'C-Chain atomic transaction',
    probe: async (client, id, signal) =>
      (await client.call('native.getAtomicTxStatus', { txID: id }, { chain: 'C', signal })).status !== 'Unknown',
    to: paths.atomicTx,
  },
];

/** Asks the node, in parallel, what a cb58 ID names. */
export async function probeId(client: RpcClient, net: NetRef, id: string, signal?: AbortSignal): Promise<SearchMatch[]> {
  const results = await Promise.allSettled(PROBES.map(async (entry) => ({ entry, found: await exists(() => entry.probe(client, id, signal)) })));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length === results.length) throw (failures[0] as PromiseRejectedResult).reason;
  return results.flatMap((result) => {
    if (result.status === 'rejected' || !result.value.found) return [];
    const { entry } = result.value;
    return [{ kind: entry.kind, label: entry.label, to: entry.to(net, id) }];
  });
}

/** Where a search looks for `0x` values: the EVM chain in view, else the C-Chain. */
export interface SearchScope {
  /** `C` or a blockchain ID. */
  chain: string;
  /** How the chain is named in messages. */
  chainName: string;
}

export const C_CHAIN_SCOPE: SearchScope = { chain: 'C', chainName: 'the C-Chain' };

/** A 32-byte `0x` hash names a transaction, else a block; both are asked in one batch. */
async function resolveEvmHash(client: RpcClient, net: NetRef, hash: string, scope: SearchScope, signal?: AbortSignal): Promise<SearchOutcome> {
  const [tx, block] = await Promise.all([
    client.call('eth_getTransactionByHash', [hash], { chain: scope.chain, signal }),
    client.call('eth_getBlockByHash', [hash, false], { chain: scope.chain, signal }),
  ]);
  if (tx) return { type: 'go', to: paths.evmTx(net, scope.chain, hash) };
  if (block) return { type: 'go', to: paths.evmBlock(net, scope.chain, hash) };
  return { type: 'none', message: `No transaction or block with hash ${hash} was found on ${scope.chainName}.` };
}

/** What the search box takes, for the messages about entries it cannot use. */
const SEARCH_ACCEPTS = 'a block height, a NodeID-…, a P-, X- or C- address, a 0x… hash or address, or a cb58 ID';

/**
 * Says what was typed and what the box takes. A near miss of one form (a short 0x value, an
 * address of another network) also says what is wrong with it; text that is no form at all does
 * not get a decoder's complaint about its first odd character.
 */
function unusableEntryMessage(kind: Extract<IdKind, { kind: 'unknown' }>): string {
  if (kind.form === 'empty') return `Type what to look for: ${SEARCH_ACCEPTS}.`;
  if (kind.form === 'none') return `“${kind.value}” is not something the search can look up. It takes ${SEARCH_ACCEPTS}.`;
  return `“${kind.value}” cannot be looked up: ${kind.reason}. The search takes ${SEARCH_ACCEPTS}.`;
}

function direct(kind: IdKind, net: NetRef, scope: SearchScope): SearchOutcome | null {
  switch (kind.kind) {
    case 'height':
      return { type: 'go', to: paths.block(net, kind.height) };
    case 'nodeId':
      return { type: 'go', to: paths.validator(net, kind.value) };
    case 'address':
      return { type: 'go', to: paths.address(net, kind.value) };
    case 'evmAddress':
      return { type: 'go', to: paths.evmAddress(net, scope.chain, kind.value) };
    case 'evmHash':
      return null;
    case 'unknown':
      return { type: 'none', message: unusableEntryMessage(kind) };
    case 'id':
      return null;
  }
}

/** Turns a search entry into a page to open, a choice between pages, or a reason there is none. */
export async function resolveSearch(
  input: string,
  client: RpcClient,
  net: NetRef,
  scope: SearchScope = C_CHAIN_SCOPE,
  signal?: AbortSignal,
): Promise<SearchOutcome> {
  const kind = classifyId(input, { hrp: client.settings.hrp });
  const known = direct(kind, net, scope);
  if (known) return known;
  if (kind.kind === 'evmHash') return resolveEvmHash(client, net, kind.value, scope, signal);
  const id = (kind as { value: string }).value;
  const matches = await probeId(client, net, id, signal);
  const [first, ...others] = matches;
  if (first === undefined) return { type: 'none', message: `Nothing with ID ${id} was found on this node.` };
  if (others.length === 0) return { type: 'go', to: first.to };
  return { type: 'choose', matches };
}

