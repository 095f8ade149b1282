import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import type { Blockchain, BlockchainStatus } from '../../rpc/methods/platform-types';
import { C_CHAIN_ALIAS, CORETH_VM_ID } from '../../queries/chains';
import type { SortKey } from '../ui/sort-rows';
import type { SubnetKind } from '../subnets/subnet-kind';
import { isKnownVm, vmInfo } from '../subnets/vm-names';

/** A value that arrives on its own: still loading, failed (with the reason) or there. */
export type Answer<T> = { state: 'loading' } | { state: 'error'; reason: string } | { state: 'ok'; value: T };

export type ChainSubnetKind = 'primary' | SubnetKind;

export interface ChainRow {
  id: string;
  name: string;
  vmID: string;
  /** The VM's name when it is a well-known one. */
  vmName?: string;
  subnetID: string;
  kind: Answer<ChainSubnetKind>;
  status: Answer<BlockchainStatus>;
  /** Path segment of the EVM chain pages (`C` for the C-Chain); absent for chains that are not EVMs. */
  evmPathId?: string;
  /** Absent for chains that are not EVMs (they are not asked). */
  evmChainId?: Answer<bigint>;
}

/** The chains to ask `eth_chainId`: those whose VM is an EVM (coreth or subnet-EVM), which includes the C-Chain. */
export function evmPathIdOf(chain: Pick<Blockchain, 'id' | 'vmID'>): string | undefined {
  if (chain.vmID === CORETH_VM_ID) return C_CHAIN_ALIAS;
  return vmInfo(chain.vmID).evm ? chain.id : undefined;
}

export interface ChainAnswers {
  kinds: ReadonlyMap<string, Answer<SubnetKind>>;
  statuses: ReadonlyMap<string, Answer<BlockchainStatus>>;
  /** By blockchain ID. */
  evmChainIds: ReadonlyMap<string, Answer<bigint>>;
}

const LOADING = { state: 'loading' } as const;

export function toChainRows(blockchains: readonly Blockchain[], answers: ChainAnswers): ChainRow[] {
  return blockchains.map((chain) => {
    const info = vmInfo(chain.vmID);
    const evmPathId = evmPathIdOf(chain);
    return {
      id: chain.id,
      name: chain.name,
      vmID: chain.vmID,
      vmName: isKnownVm(chain.vmID) ? info.name : undefined,
      subnetID: chain.subnetID,
      kind: chain.subnetID === PRIMARY_NETWORK_ID ? { state: 'ok', value: 'primary' } : (answers.kinds.get(chain.subnetID) ?? LOADING),
      status: answers.statuses.get(chain.id) ?? LOADING,
      evmPathId,
      evmChainId: evmPathId === undefined ? undefined : (answers.evmChainIds.get(chain.id) ?? LOADING),
    };
  });
}

const KIND_ORDER: Record<ChainSubnetKind, number> = { primary: 0, permissioned: 1, elastic: 2, l1: 3 };
const STATUS_ORDER: Record<BlockchainStatus, number> = { Validating: 0, Syncing: 1, Created: 2, Preferred: 3, Unknown: 4 };

function valueOf<T>(answer: Answer<T> | undefined): T | undefined {
  return answer?.state === 'ok' ? answer.value : undefined;
}

/** Sort keys per column; values not (yet) known sort last in both directions. */
export const CHAIN_SORT_KEYS: Record<'name' | 'vm' | 'subnet' | 'kind' | 'status' | 'evmChainId', (row: ChainRow) => SortKey> = {
  name: (row) => row.name.toLowerCase(),
  vm: (row) => (row.vmName ?? row.vmID).toLowerCase(),
  // The Primary Network first, then subnets by ID.
  subnet: (row) => (row.subnetID === PRIMARY_NETWORK_ID ? '' : row.subnetID),
  kind: (row) => {
    const kind = valueOf(row.kind);
    return kind === undefined ? undefined : KIND_ORDER[kind];
  },
  status: (row) => {
    const status = valueOf(row.status);
    return status === undefined ? undefined : STATUS_ORDER[status];
  },
  evmChainId: (row) => valueOf(row.evmChainId),
};
