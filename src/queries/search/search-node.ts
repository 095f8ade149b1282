import { t } from '@lingui/core/macro';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { paths } from '../../lib/paths';
import { shorten } from '../../lib/shorten';
import type { MethodResult } from '../../rpc/client';
import { NodeError } from '../../rpc/errors';
import { outcomeOf, type SearchContext, type SearchMatch, type SearchOutcome } from './search-outcome';

type ValidatorSet = MethodResult<'platform.getCurrentValidators'>;
const NO_VALIDATORS: ValidatorSet = { validators: [] };

function l1ValidatorLabel(subnetId: string): string {
  const subnet = shorten(subnetId);
  return t`L1 validator of subnet ${subnet}`;
}

/**
 * A node's current validations: its L1 validations first (the node ID alone cannot name one, so
 * each subnet's set is asked about the node, in one batch), then its Primary Network validation.
 * A node that validates nothing now opens its validator page, which says so.
 */
export async function resolveNodeId(nodeId: string, { client, net, signal }: SearchContext): Promise<SearchOutcome> {
  const setOf = (subnetID: string) =>
    client.call('platform.getCurrentValidators', { subnetID, nodeIDs: [nodeId] }, { signal }).catch((error: unknown) => {
      // A subnet the node will not list the set of is not where this node validates.
      if (error instanceof NodeError) return NO_VALIDATORS;
      throw error;
    });
  const [primary, { subnets }] = await Promise.all([setOf(PRIMARY_NETWORK_ID), client.call('platform.getSubnets', {}, { signal })]);
  const others = subnets.filter((subnet) => subnet.id !== PRIMARY_NETWORK_ID);
  const sets = await Promise.all(others.map((subnet) => setOf(subnet.id)));
  const l1Validations: SearchMatch[] = others.flatMap((subnet, index) =>
    (sets[index]?.validators ?? []).flatMap((validator) =>
      validator.validationID === undefined
        ? []
        : [{ kind: 'l1Validator' as const, label: l1ValidatorLabel(subnet.id), to: paths.l1Validator(net, validator.validationID) }],
    ),
  );
  const primaryValidation: SearchMatch[] =
    primary.validators.length > 0 ? [{ kind: 'validator', label: t`Primary Network validator`, to: paths.validator(net, nodeId) }] : [];
  return outcomeOf([...l1Validations, ...primaryValidation], t`${nodeId} validates in several places:`, { type: 'go', to: paths.validator(net, nodeId) });
}
