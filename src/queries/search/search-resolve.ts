import { t } from '@lingui/core/macro';
import type { ExplorerLink } from '../../lib/explorer-link';
import type { IdKind } from '../../lib/id-kind';
import { paths, type NetRef } from '../../lib/paths';
import { classifySearchEntry, classifyTyped, type SearchEntry } from '../../lib/search-entry';
import type { RpcClient } from '../../rpc/client';
import { NodeError } from '../../rpc/errors';
import { resolveName } from './search-names';
import { resolveNodeId } from './search-node';
import { C_CHAIN_SCOPE, outcomeOf, type SearchContext, type SearchMatch, type SearchOutcome, type SearchScope } from './search-outcome';
import { linkSource, searchAccepts } from './search-text';

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
    get label() {
      return t`Subnet`;
    },
    probe: async (client, id, signal) => Boolean(await client.call('platform.getSubnet', { subnetID: id }, { signal })),
    to: paths.subnet,
  },
  {
    kind: 'blockchain',
    get label() {
      return t`Blockchain`;
    },
    probe: async (client, id, signal) =>
      (await client.call('platform.getBlockchainStatus', { blockchainID: id }, { signal })).status !== 'Unknown',
    to: paths.blockchain,
  },
  {
    kind: 'l1Validator',
    get label() {
      return t`L1 validator`;
    },
    probe: async (client, id, signal) => Boolean(await client.call('platform.getL1Validator', { validationID: id }, { signal })),
    to: paths.l1Validator,
  },
  {
    kind: 'block',
    get label() {
      return t`P-Chain block`;
    },
    probe: async (client, id, signal) => Boolean(await client.call('platform.getBlock', { blockID: id, encoding: 'json' }, { signal })),
    to: paths.block,
  },
  {
    kind: 'tx',
    get label() {
      return t`P-Chain transaction`;
    },
    probe: async (client, id, signal) => (await client.call('platform.getTxStatus', { txID: id }, { signal })).status !== 'Unknown',
    to: paths.tx,
  },
  {
    kind: 'atomicTx',
    get label() {
      return t`C-Chain atomic transaction`;
    },
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

/** A 32-byte `0x` hash names a transaction, else a block; both are asked in one batch. */
async function resolveEvmHash(client: RpcClient, net: NetRef, hash: string, scope: SearchScope, signal?: AbortSignal): Promise<SearchOutcome> {
  const [tx, block] = await Promise.all([
    client.call('eth_getTransactionByHash', [hash], { chain: scope.chain, signal }),
    client.call('eth_getBlockByHash', [hash, false], { chain: scope.chain, signal }),
  ]);
  if (tx) return { type: 'go', to: paths.evmTx(net, scope.chain, hash) };
  if (block) return { type: 'go', to: paths.evmBlock(net, scope.chain, hash) };
  const chainName = scope.chainName;
  return { type: 'none', message: t`No transaction or block with hash ${hash} was found on ${chainName}.` };
}

/**
 * Says what was typed and what the box takes. A near miss of one form (a short 0x value, an
 * address of another network) also says what is wrong with it; text that is no form at all does
 * not get a decoder's complaint about its first odd character.
 */
function unusableEntryMessage(kind: Extract<IdKind, { kind: 'unknown' }>): string {
  const accepts = searchAccepts();
  const { value, reason } = kind;
  if (kind.form === 'empty') return t`Type what to look for: ${accepts}.`;
  if (kind.form === 'none') return t`“${value}” is not something the search can look up. It takes ${accepts}.`;
  return t`“${value}” cannot be looked up: ${reason}. The search takes ${accepts}.`;
}

/** How a link's path reads what it names: a height on the P-Chain or on an EVM chain, an address as a token. */
interface LinkReading {
  heightOnEvm: boolean;
  addressAsToken: boolean;
}

const TYPED: LinkReading = { heightOnEvm: false, addressAsToken: false };

async function resolveEntry(entry: SearchEntry, context: SearchContext, reading: LinkReading): Promise<SearchOutcome> {
  const { client, net, scope = C_CHAIN_SCOPE, signal } = context;
  switch (entry.kind) {
    case 'height':
      return { type: 'go', to: reading.heightOnEvm ? paths.evmBlock(net, scope.chain, entry.height) : paths.block(net, entry.height) };
    case 'nodeId':
      return resolveNodeId(entry.value, context);
    case 'address':
      return { type: 'go', to: paths.address(net, entry.value) };
    case 'evmAddress':
      return { type: 'go', to: (reading.addressAsToken ? paths.evmToken : paths.evmAddress)(net, scope.chain, entry.value) };
    case 'evmHash':
      return resolveEvmHash(client, net, entry.value, scope, signal);
    case 'name':
      return resolveName(entry.value, context);
    case 'link':
      return resolveLink(entry.link, context);
    case 'unknown':
      return { type: 'none', message: unusableEntryMessage(entry) };
    case 'id':
      return outcomeOf(await probeId(client, net, entry.value, signal), t`This ID names several things:`, {
        type: 'none',
        message: t`Nothing with ID ${entry.value} was found on this node.`,
      });
  }
}

/**
 * A link of another explorer: what its path names is looked up here, on the network in use, and
 * every message says where the entry came from.
 */
async function resolveLink(link: ExplorerLink, context: SearchContext): Promise<SearchOutcome> {
  const source = linkSource(link.explorer);
  const { target } = link;
  if (!target) {
    const accepts = searchAccepts();
    return { type: 'none', message: t`${source}: it names no transaction, address, block, token or validator. The search takes ${accepts}.` };
  }
  if (target.chain === 'X' && target.entity !== 'address') {
    return { type: 'none', message: t`${source}: X-Chain transactions and blocks are not shown here; P-Chain and EVM chain ones are.` };
  }
  const entry = classifyTyped(target.value, { hrp: context.client.settings.hrp });
  const scope = target.chain === 'C' ? C_CHAIN_SCOPE : context.scope;
  const reading = { heightOnEvm: target.chain !== 'P', addressAsToken: target.entity === 'token' };
  // A name in a link's path is a page of that explorer, not a chain or token to look for.
  const outcome =
    entry.kind === 'name'
      ? { type: 'none' as const, message: t`“${target.value}” is no ID, address or height.` }
      : await resolveEntry(entry, { ...context, scope }, reading);
  if (outcome.type === 'none') return { ...outcome, message: t`${source}: ${outcome.message}` };
  if (outcome.type === 'choose') return { ...outcome, heading: t`${source}: ${outcome.heading}` };
  return outcome;
}

/** Turns a search entry into a page to open, a choice between pages, or a reason there is none. */
export function resolveSearch(input: string, context: SearchContext): Promise<SearchOutcome> {
  return resolveEntry(classifySearchEntry(input, { hrp: context.client.settings.hrp }), context, TYPED);
}
