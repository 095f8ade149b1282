import { estimateReward } from '../../lib/reward-estimate';
import { feePercentToShares } from '../../lib/staking';
import { useChainNow } from '../../queries/chain-now';
import { useCurrentSupply } from '../../queries/dashboard';
import { useRewardConfig } from '../../queries/upgrades';
import type { CurrentValidator } from '../../rpc/methods/platform-types';

export interface ValidatorYields {
  /** The validation's own stake over its whole period, basis points a year. */
  validation?: bigint;
  /** A delegation from now until the validator ends, after its fee, basis points a year. */
  delegateNow?: bigint;
}

/** A validator's yearly yields from the reward formula at the node's current supply; undefined until the supply is known. */
export function useValidatorYields(validator: CurrentValidator): ValidatorYields | undefined {
  const supply = useCurrentSupply().data;
  const now = useChainNow();
  // Each stake's reward config is the one for its start (ACP-285): the validation's, and a delegation's from now.
  const validationConfig = useRewardConfig(validator.startTime);
  const delegationConfig = useRewardConfig(now);
  if (supply === undefined || validationConfig === undefined) return undefined;
  const { weight, startTime, endTime, delegationFee } = validator;
  if (endTime === undefined) return {};
  const validation = estimateReward({ kind: 'validator', config: validationConfig, stake: weight, durationSeconds: endTime - startTime, currentSupply: supply }).annualYield;
  const left = now === undefined ? 0n : endTime - now;
  // The rate is the same for any amount delegated: the validator's stake stands in for one.
  const delegateNow =
    delegationFee === undefined || left <= 0n || delegationConfig === undefined
      ? undefined
      : estimateReward({ kind: 'delegator', config: delegationConfig, stake: weight, durationSeconds: left, currentSupply: supply, shares: feePercentToShares(delegationFee) }).annualYield;
  return { validation, delegateNow };
}
