import { t } from '@lingui/core/macro';
import { classifyId } from '../../lib/id-kind';
import { feePercentToShares } from '../../lib/staking';
import { paths } from '../../lib/paths';
import { parseDuration, parseFeePercent, parseStake, type RewardInputText } from '../../lib/reward-inputs';
import { parseTimeParam } from '../../lib/time-param';
import { useNetwork } from '../../network/network-context';
import { useUptimeRequirement } from '../../queries/upgrades';
import { useValidator } from '../../queries/validators';
import { NotFound } from '../status/NotFound';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { Time } from '../ui/Time';
import { LowUptimeWarning } from '../validators/LowUptimeWarning';
import { RewardFigures, type Period } from './RewardFigures';
import { Slotted } from '../ui/Slotted';
import { SLOT } from '../../lib/message-slot';

function periodOf(values: RewardInputText): Period | undefined {
  if (values.period === 'duration') {
    const duration = parseDuration(values.duration);
    return duration.ok ? { seconds: duration.value } : undefined;
  }
  const end = parseTimeParam(values.end);
  return values.end.trim() !== '' && end.ok ? { end: end.seconds } : undefined;
}

/** The reward of the typed inputs, once they make sense. */
export function RewardResult({ values }: { values: RewardInputText }) {
  const stake = parseStake(values.stake);
  const period = periodOf(values);
  const node = values.node.trim();
  const nodeId = classifyId(node);
  const fee = parseFeePercent(values.fee);
  const delegation = values.kind === 'delegator';
  const ready = stake.ok && period !== undefined && (!delegation || (node !== '' ? nodeId.kind === 'nodeId' : fee.ok));
  return (
    <Card title={t`Reward`}>
      {!ready ? (
        <p className="text-sm text-muted">{delegation ? t`Enter a stake and a period, and a validator or its fee, to see the reward.` : t`Enter a stake and a period, to see the reward.`}</p>
      ) : delegation && nodeId.kind === 'nodeId' ? (
        <DelegationToValidator nodeId={nodeId.value} stake={stake.value} period={period} />
      ) : (
        <RewardFigures kind={values.kind} stake={stake.value} period={period} shares={delegation && fee.ok ? fee.value : undefined} />
      )}
    </Card>
  );
}

interface DelegationProps {
  nodeId: string;
  stake: bigint;
  period: Period;
}

/** Which validator a delegation goes to, and until when it validates; the parts of the sentence around the link and the time. */
function delegatingTo(nodeId: string, ends: boolean): [string, string, string] {
  const sentence = ends ? t`Delegating to ${nodeId}, which validates until ${SLOT}.` : t`Delegating to ${nodeId}.`;
  const [before = '', rest = ''] = sentence.split(nodeId);
  const [middle = '', after = ''] = ends ? rest.split(SLOT) : [rest];
  return [before, middle, after];
}

/** A delegation to a current validator: the node's fee and end time for it. */
function DelegationToValidator({ nodeId, stake, period }: DelegationProps) {
  const { ref } = useNetwork();
  const validator = useValidator(nodeId);
  const uptimeRequirement = useUptimeRequirement(validator.data?.startTime);
  return (
    <QueryView
      query={validator}
      what={t`Validator ${nodeId}`}
      skeleton={<Skeleton lines={6} label={t`Loading the validator`} />}
      isNotFound={(data) => data === null}
      notFound={
        <NotFound title={t`Not a current validator`}>
          <p>
            <Slotted text={t`${nodeId} is not in the node's current Primary Network validator set: a delegation needs one.`} slot={nodeId}>
              <code className="break-all">{nodeId}</code>
            </Slotted>
          </p>
        </NotFound>
      }
    >
      {(current) => {
        if (current === null) return null;
        const [intro, middle, end] = delegatingTo(nodeId, current.endTime !== undefined);
        return (
          <div className="space-y-4">
            <p className="text-sm">
              {intro}
              <TextLink to={paths.validator(ref, nodeId)}>{nodeId}</TextLink>
              {middle}
              {current.endTime !== undefined && <Time value={Number(current.endTime)} mode="absolute" />}
              {end}
            </p>
            <LowUptimeWarning uptime={current.uptime} requirement={uptimeRequirement} />
            <RewardFigures kind="delegator" stake={stake} period={period} shares={current.delegationFee === undefined ? undefined : feePercentToShares(current.delegationFee)} validatorEnd={current.endTime} />
          </div>
        );
      }}
    </QueryView>
  );
}
