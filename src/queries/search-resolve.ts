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
  const results = await Promise.allSettled(PROBES.map(({ probe }) => exists(() => probe(client, id, signal))));
  const failures = results.filter((result) => result.status === 'rejected');
  if (failures.length === results.length) throw (failures[0] as PromiseRejectedResult).reason;
  return PROBES.flatMap((entry, index) => {
    const result = results[index]!;
    return result.status === 'fulfilled' && result.value ? [{ kind: entry.kind, label: entry.label, to: entry.to(net, id) }] : [];
  });
}

function direct(kind: IdKind, net: NetRef): SearchOutcome | null {
  switch (kind.kind) {
    case 'height':
      return { type: 'go', to: paths.block(net, kind.height) };
    case 'nodeId':
      return { type: 'go', to: paths.validator(net, kind.value) };
    case 'address':
      return { type: 'go', to: paths.address(net, kind.value) };
    case 'evmAddress':
      return { type: 'none', message: 'EVM account addresses are not covered: this explorer reads the P-Chain and C-Chain atomic data.' };
    case 'evmHash':
      return { type: 'none', message: 'EVM transaction and block hashes are not covered: search a cb58 ID, a height, a node ID or an address.' };
    case 'unknown':
      return { type: 'none', message: `“${kind.value}” is not something to search for: ${kind.reason}.` };
    case 'id':
      return null;
  }
}

/** Turns a search entry into a page to open, a choice between pages, or a reason there is none. */
export async function resolveSearch(input: string, client: RpcClient, net: NetRef, signal?: AbortSignal): Promise<SearchOutcome> {
  const kind = classifyId(input, { hrp: client.settings.hrp });
  const known = direct(kind, net);
  if (known) return known;
  const id = (kind as { value: string }).value;
  const matches = await probeId(client, net, id, signal);
  if (matches.length === 0) return { type: 'none', message: `Nothing with ID ${id} was found on this node.` };
  if (matches.length === 1) return { type: 'go', to: matches[0]!.to };
  return { type: 'choose', matches };
}

