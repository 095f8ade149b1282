import { t } from '@lingui/core/macro';
import { formatAmount } from '../../lib/amount';
import { PRIMARY_REWARD_CONFIG } from '../../lib/reward';
import { estimateReward, stakeProblems } from '../../lib/reward-estimate';
import { formatDuration, type StakerKind } from '../../lib/reward-inputs';
import { minStakeDurationSeconds, minValidatorStakeDurationSeconds } from '../../lib/staking';
import { useChainNow } from '../../queries/chain-now';
import { useCurrentSupply, useMinStake } from '../../queries/dashboard';
import { useHeliconActivation, useRewardConfig } from '../../queries/upgrades';
import { useNetwork } from '../../network/network-context';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { KeyValueList } from '../ui/KeyValueList';
import { Time } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { formatPartsPerMillion } from '../../lib/percent';
import { STAKING_TEXT } from '../validators/staking-text';
import { AnnualYield } from './AnnualYield';
import { Slotted } from '../ui/Slotted';
import { SLOT } from '../../lib/message-slot';

/** The period as typed: a length from now, or the moment it ends (unix seconds). */
export type Period = { seconds: bigint } | { end: bigint };

export interface RewardFiguresProps {
  kind: StakerKind;
  stake: bigint;
  period: Period;
  /** A delegation's validator fee, parts per million; without it the reward is not split. */
  shares?: bigint;
  /** A picked validator's end time (unix seconds): a delegation must end by then. */
  validatorEnd?: bigint;
}

/** The end typed is not after the chain's time (shown once known). */
function EndNotAfterNow({ now }: { now: bigint | undefined }) {
  if (now === undefined) return <p role="alert">{t`The end date is not after the chain's time now.`}</p>;
  return (
    <p role="alert">
      <Slotted text={t`The end date is not after the chain's time now (${SLOT}).`}>
        <Time value={Number(now)} mode="absolute" />
      </Slotted>
    </p>
  );
}

/** The reward with the node's current supply, as the node would compute it for a staker starting now. */
export function RewardFigures({ kind, stake, period, shares, validatorEnd }: RewardFiguresProps) {
  const supply = useCurrentSupply();
  const now = useChainNow();
  // The stake starts now: the reward config is the one for now (ACP-285 after Helicon).
  const config = useRewardConfig(now);
  const locale = useLocale();
  return (
    <QueryView query={supply} what={t`Current supply`} skeleton={<Skeleton lines={5} label={t`Loading the current supply`} />}>
      {(currentSupply) => {
        if (config === undefined) return <Skeleton lines={5} label={t`Loading the chain time`} />;
        const seconds = 'seconds' in period ? period.seconds : period.end - (now ?? period.end);
        if (seconds <= 0n) return <EndNotAfterNow now={now} />;
        const estimate = estimateReward({ kind, config, stake, durationSeconds: seconds, currentSupply, shares });
        const { minConsumptionRate, maxConsumptionRate, mintingPeriod, supplyCap } = config;
        const min = formatPartsPerMillion(minConsumptionRate, locale);
        const max = formatPartsPerMillion(maxConsumptionRate, locale);
        const minting = formatDuration(mintingPeriod);
        const cap = formatAmount(supplyCap, { trimZeros: true, locale });
        const parameters = t`${min} to ${max} a year over a ${minting} minting period, supply cap ${cap}`;
        const rule = STAKING_TEXT.acp285(formatPartsPerMillion(PRIMARY_REWARD_CONFIG.minConsumptionRate, locale));
        return (
          <div className="space-y-4">
            <KeyValueList
              items={[
                { label: t`Potential reward`, value: <Amount value={estimate.total} />, hint: t`What the node records for the staker when it starts; paid if its uptime is enough.` },
                estimate.split && { label: t`Delegator's share`, value: <Amount value={estimate.split.delegator} /> },
                { label: STAKING_TEXT.apr, value: <AnnualYield basisPoints={estimate.annualYield} />, hint: STAKING_TEXT.aprHint },
                estimate.split && shares !== undefined && {
                  label: t`Validator's fee`,
                  value: (
                    <>
                      <Amount value={estimate.split.validatorFee} /> <span className="text-muted">({formatPartsPerMillion(shares, locale)})</span>
                    </>
                  ),
                },
                { label: t`Staking period`, value: `${formatDuration(seconds)} (${seconds.toString()} s)` },
                { label: t`Current supply`, value: <Amount value={currentSupply} />, hint: t`platform.getCurrentSupply: it follows the chain, and so does the reward.` },
                {
                  label: t`Reward parameters`,
                  value: minConsumptionRate === PRIMARY_REWARD_CONFIG.minConsumptionRate ? parameters : t`${parameters}; ${rule}`,
                },
              ]}
            />
            <StakeChecks kind={kind} stake={stake} seconds={seconds} now={now} validatorEnd={validatorEnd} />
          </div>
        );
      }}
    </QueryView>
  );
}

interface StakeChecksProps {
  kind: StakerKind;
  stake: bigint;
  seconds: bigint;
  now: bigint | undefined;
  validatorEnd: bigint | undefined;
}

/**
 * Whether the node would take such a staker: the minimum stake is the node's, the durations the
 * network's (a validation's ACP-273's once Helicon is active).
 */
function StakeChecks({ kind, stake, seconds, now, validatorEnd }: StakeChecksProps) {
  const { settings } = useNetwork();
  const minStake = useMinStake();
  const helicon = useHeliconActivation();
  return (
    <QueryView query={minStake} what={t`Minimum stake`} skeleton={<Skeleton lines={1} label={t`Loading the minimum stake`} />}>
      {({ minValidatorStake, minDelegatorStake }) => {
        if (now === undefined || helicon.pending) return <Skeleton lines={1} label={t`Loading the chain time`} />;
        const usual = minStakeDurationSeconds(settings.networkId);
        const minDuration = kind === 'validator' ? minValidatorStakeDurationSeconds(settings.networkId, now, helicon.activation) : usual;
        const problems = stakeProblems(kind, stake, seconds, {
          minStake: kind === 'validator' ? minValidatorStake : minDelegatorStake,
          minDuration,
          ...(minDuration === usual ? {} : { minDurationRule: STAKING_TEXT.acp273 }),
          start: now,
          validatorEnd,
        });
        if (problems.length === 0) {
          return (
            <p className="text-sm text-muted">
              {kind === 'validator' ? t`The node would accept such a validator starting now.` : t`The node would accept such a delegator starting now.`}
            </p>
          );
        }
        return (
          <ul aria-label={t`Why the node would refuse it`} className="list-disc pl-5 text-sm text-amber-800 dark:text-amber-300">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        );
      }}
    </QueryView>
  );
}
