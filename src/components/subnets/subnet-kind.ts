import { t } from '@lingui/core/macro';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import type { Subnet } from '../../rpc/methods/platform-types';

export type SubnetKind = 'permissioned' | 'elastic' | 'l1';

/** The node answers the empty ID (all ones in cb58) for conversion and transformation fields a subnet does not have. */
export function isSet(id: string | undefined): id is string {
  return id !== undefined && id !== '' && id !== PRIMARY_NETWORK_ID;
}

/** An L1 has been converted (conversion ID); an elastic subnet has been transformed; others are permissioned. */
export function subnetKind(subnet: Subnet): SubnetKind {
  if (isSet(subnet.conversionID)) return 'l1';
  if (isSet(subnet.subnetTransformationTxID)) return 'elastic';
  return 'permissioned';
}

export const SUBNET_KIND_LABEL: Record<SubnetKind, string> = {
  get permissioned() { return t`Permissioned (PoA)`; },
  get elastic() { return t`Elastic (staking)`; },
  l1: 'L1',
};

export const SUBNET_KIND_MEANING: Record<SubnetKind, string> = {
  get permissioned() { return t`its owners add and remove validators`; },
  get elastic() { return t`anyone may stake its own token to validate (transformed subnet)`; },
  get l1() { return t`converted to an L1: a validator manager contract controls the set, and validators pay a continuous fee`; },
};
