import { t } from '@lingui/core/macro';
import { wellKnownId } from '../../lib/ids';
import type { BlockchainStatus } from '../../rpc/methods/platform-types';

/** Virtual machines with well-known IDs, and whether their chains serve the EVM pages. */
export interface VmInfo {
  name: string;
  /** `coreth` is the C-Chain's VM; subnet-EVM serves the extra subnet methods (fee config, validators). */
  evm?: 'coreth' | 'subnet-evm';
}

const KNOWN_VMS: ReadonlyArray<[string, VmInfo]> = [
  ['platformvm', { name: 'Platform VM (P-Chain)' }],
  ['avm', { name: 'AVM (X-Chain)' }],
  ['evm', { name: 'Coreth EVM (C-Chain)', evm: 'coreth' }],
  ['subnetevm', { name: 'Subnet-EVM', evm: 'subnet-evm' }],
];

const BY_ID = new Map(KNOWN_VMS.map(([name, info]) => [wellKnownId(name), info]));

/** What a VM ID is; unknown IDs are custom VMs. */
export function vmInfo(vmID: string): VmInfo {
  return BY_ID.get(vmID) ?? { name: t`Custom VM` };
}

/** Whether a VM ID is one of the well-known VMs (named), not a custom one. */
export function isKnownVm(vmID: string): boolean {
  return BY_ID.has(vmID);
}

export const BLOCKCHAIN_STATUS_MEANING: Record<BlockchainStatus, string> = {
  get Validating() { return t`this node validates the chain`; },
  get Created() { return t`the chain exists, but this node neither validates nor syncs it`; },
  get Preferred() { return t`the chain is being created: its creation is preferred but not yet accepted`; },
  get Syncing() { return t`this node follows the chain without validating it`; },
  get Unknown() { return t`this node knows no such chain (or its creation was not accepted)`; },
};
