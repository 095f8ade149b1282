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
  return BY_ID.get(vmID) ?? { name: 'Custom VM' };
}

export const BLOCKCHAIN_STATUS_MEANING: Record<BlockchainStatus, string> = {
  Validating: 'this node validates the chain',
  Created: 'the chain exists, but this node neither validates nor syncs it',
  Preferred: 'the chain is being created: its creation is preferred but not yet accepted',
  Syncing: 'this node follows the chain without validating it',
  Unknown: 'this node knows no such chain (or its creation was not accepted)',
};
