import { Amount } from '../../components/ui/Amount';
import { useLocale } from '../../components/ui/use-locale';
import { formatDuration } from '../../lib/format-time';
import { formatRatioPercent } from '../../lib/percent';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { OwnerList } from '../../components/validators/OwnerList';
import { bigintOf, isRecord } from '../../lib/json-value';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import type { TxView } from '../../queries/txs';
import { AUTO_RENEWAL_TEXT as TEXT } from './auto-renewal-text';

const PERCENT_DENOMINATOR = 1_000_000n;

/** The stake an AddAutoRenewedValidatorTx locked: the sum of its stake outputs. */
function stakedAtStart(tx: TxView): bigint | undefined {
  const stake = tx.unsignedTx.stake;
  if (!Array.isArray(stake)) return undefined;
  let total = 0n;
  for (const output of stake) {
    const amount = isRecord(output) && isRecord(output.output) ? bigintOf(output.output.amount) : undefined;
    if (amount === undefined) return undefined;
    total += amount;
  }
  return total;
}

export interface AutoRenewalCardProps {
  validator: CurrentValidator;
  nextPeriod: bigint;
  /** The validator tx, once read. */
  stakerTx: TxView | undefined;
}

/** What happens at the end of the cycle, the share restaked, and the weight restaking has added. */
export function AutoRenewalCard({ validator, nextPeriod, stakerTx }: AutoRenewalCardProps) {
  const staked = stakerTx && stakedAtStart(stakerTx);
  const pending = '…';
  const locale = useLocale();
  return (
    <Card title={TEXT.card}>
      <KeyValueList
        items={[
          {
            label: TEXT.atCycleEnd,
            hint: TEXT.atCycleEndHint,
            value: nextPeriod > 0n ? <Badge tone="success">{TEXT.renews(formatDuration(Number(nextPeriod), locale))}</Badge> : <Badge tone="warning">{TEXT.exits}</Badge>,
          },
          validator.autoCompoundRewardShares !== undefined && {
            label: TEXT.restaked,
            hint: TEXT.restakedHint,
            value: <span>{TEXT.ofEachCycle(formatRatioPercent(validator.autoCompoundRewardShares, PERCENT_DENOMINATOR, { locale }))}</span>,
          },
          { label: TEXT.stakedAtStart, value: staked === undefined ? pending : <Amount value={staked} /> },
          { label: TEXT.grown, hint: TEXT.grownHint, value: staked === undefined ? pending : <Amount value={validator.weight - staked} /> },
          validator.validatorAuthority !== undefined && { label: TEXT.authority, hint: TEXT.authorityHint, value: <OwnerList owners={validator.validatorAuthority} /> },
        ]}
      />
    </Card>
  );
}
