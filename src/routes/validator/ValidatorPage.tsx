import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { MalformedIdNotice } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { EntityHeader } from '../../components/ui/EntityHeader';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { TextLink } from '../../components/ui/TextLink';
import { usePageTitle } from '../../components/ui/use-page-title';
import { useLocale } from '../../components/ui/use-locale';
import { formatInteger } from '../../lib/amount';
import { formatPercent } from '../../lib/percent';
import { Amount } from '../../components/ui/Amount';
import { AnnualYield } from '../../components/rewards/AnnualYield';
import { DelegatorTable } from '../../components/validators/DelegatorTable';
import { LowUptimeWarning } from '../../components/validators/LowUptimeWarning';
import { OwnerList } from '../../components/validators/OwnerList';
import { Percent } from '../../components/validators/Percent';
import { PeriodTimeline } from '../../components/validators/PeriodTimeline';
import { STAKING_TEXT } from '../../components/validators/staking-text';
import { useValidatorYields } from '../../components/validators/use-validator-yields';
import { ValidatorSubnets } from '../../components/validators/ValidatorSubnets';
import { Verification } from '../../components/verify/Verification';
import { StarButton } from '../../components/watchlist/StarButton';
import { classifyId } from '../../lib/id-kind';
import { SeenFromNodes } from '../../components/uptime/SeenFromNodes';
import { paths } from '../../lib/paths';
import { delegationCapacity } from '../../lib/staking';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { useNetwork } from '../../network/network-context';
import { useUptimeRequirement } from '../../queries/upgrades';
import { useValidator } from '../../queries/validators';
import { useTx } from '../../queries/txs';
import { useVerification } from '../../queries/verification';
import type { BlsKeyShown } from '../../lib/verify/bls-key';
import { bigintOf } from '../../lib/json-value';
import { AUTO_RENEWAL_TEXT } from './auto-renewal-text';
import { AutoRenewalCard } from './AutoRenewalCard';
import { CycleHistory } from './CycleHistory';
import { Slotted } from '../../components/ui/Slotted';

/** `/:net/validators/:nodeId`: one Primary Network validator, its delegators and the subnets it validates. */
export function Component() {
  const { nodeId = '' } = useParams();
  usePageTitle(t`Validator ${nodeId}`);
  const kind = classifyId(nodeId);
  if (kind.kind !== 'nodeId') {
    const reason = kind.kind === 'unknown' ? kind.reason : t`a node ID looks like NodeID-… (cb58 of 20 bytes)`;
    return <MalformedIdNotice heading={t`Validator ${nodeId}`} title={t`This is not a node ID`} value={nodeId} reason={reason} />;
  }
  return <ValidatorDetail nodeId={kind.value} />;
}

function ValidatorDetail({ nodeId }: { nodeId: string }) {
  const { ref } = useNetwork();
  const validator = useValidator(nodeId);
  // The node ID sits in the sentence as code: the translated sentence is split around it.
  return (
    <div className="space-y-4">
      <EntityHeader title={t`Validator`} id={nodeId} actions={<StarButton kind="validator" id={nodeId} />} />
      <QueryView
        query={validator}
        what={t`Validator`}
        skeleton={<Skeleton lines={14} className="h-96" label={t`Loading validator`} />}
        isNotFound={(data) => data === null}
        notFound={
          <NotFound title={t`Not a current validator`}>
            <p>
              <Slotted text={t`${nodeId} is not in the current Primary Network validator set of this node. It may have finished its period, not have started yet, or validate only subnets (listed below).`} slot={nodeId}>
                <code className="break-all">{nodeId}</code>
              </Slotted>
            </p>
            <p className="mt-2">
              <TextLink to={paths.validators(ref)}>
                {t`See all current validators`}
              </TextLink>
            </p>
          </NotFound>
        }
      >
        {(data) => data && <ValidatorSections validator={data} />}
      </QueryView>
      <ValidatorSubnets nodeId={nodeId} />
    </div>
  );
}

/** An auto-renewed validator's config and cycles; its validator tx gives the stake it started with and its first cycle's length. */
function AutoRenewal({ validator, txId, nextPeriod }: { validator: CurrentValidator; txId: string; nextPeriod: bigint }) {
  const stakerTx = useTx(txId);
  const firstPeriod = stakerTx.data === undefined ? undefined : bigintOf(stakerTx.data.unsignedTx.period);
  const read = stakerTx.data !== undefined || stakerTx.isError;
  const lengths = [...new Set([validator.endTime === undefined ? undefined : validator.endTime - validator.startTime, nextPeriod, firstPeriod])].filter(
    (length): length is bigint => length !== undefined,
  );
  return (
    <>
      <AutoRenewalCard validator={validator} nextPeriod={nextPeriod} stakerTx={stakerTx.data} />
      <CycleHistory search={read ? { stakerTxId: txId, currentStart: validator.startTime, lengths } : undefined} />
    </>
  );
}

/** The key's proof of possession, and the key in the tx that added the validator. */
function BlsKeyVerification({ signer, stakingTxId }: { signer: BlsKeyShown; stakingTxId: string }) {
  return <Verification query={useVerification({ kind: 'bls-key', key: signer, stakingTxId })} />;
}

/** A delegation fee is set to the ten-thousandth of a percent (shares per million). */
const FEE_DIGITS = 4;

function ValidatorSections({ validator }: { validator: CurrentValidator }) {
  const { ref } = useNetwork();
  const delegated = validator.delegatorWeight ?? 0n;
  const total = validator.weight + delegated;
  const yields = useValidatorYields(validator);
  const uptimeRequirement = useUptimeRequirement(validator.startTime);
  const pending = '…';
  const locale = useLocale();
  const delegatorCount = formatInteger(validator.delegatorCount ?? 0n, locale);
  const shownDelegators = formatInteger((validator.delegators ?? []).length, locale);
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            validator.txID !== undefined && { label: t`Added by`, value: <Id value={validator.txID} kind="tx" full /> },
            validator.connected !== undefined && {
              label: t`Connected`,
              hint: t`To the node answering`,
              value: validator.connected ? <Badge tone="success">{t`connected`}</Badge> : <Badge tone="danger">{t`not connected`}</Badge>,
            },
            validator.uptime !== undefined && {
              label: t`Uptime`,
              hint: t`As observed by the node answering; each node has its own view`,
              value: (
                <span>
                  <Percent value={validator.uptime} isPercent /> <span className="text-xs text-muted">{t`(this node's view)`}</span>
                </span>
              ),
            },
            validator.endTime !== undefined && {
              label: validator.nextPeriod === undefined ? t`Period` : AUTO_RENEWAL_TEXT.currentCycle,
              value: <PeriodTimeline start={validator.startTime} end={validator.endTime} />,
            },
          ]}
        />
      </Card>
      {validator.nextPeriod !== undefined && validator.txID !== undefined && <AutoRenewal validator={validator} txId={validator.txID} nextPeriod={validator.nextPeriod} />}
      {validator.uptime !== undefined && <SeenFromNodes nodeID={validator.nodeID} />}
      <Card
        title={t`Stake and rewards`}
        actions={<TextLink to={paths.rewards(ref, { kind: 'delegator', node: validator.nodeID })}>{t`Calculate a delegation's reward`}</TextLink>}
      >
        <KeyValueList
          items={[
            { label: t`Own stake`, value: <Amount value={validator.weight} /> },
            { label: t`Delegated`, value: <Amount value={delegated} /> },
            { label: t`Delegators`, value: delegatorCount },
            { label: t`Total weight`, value: <Amount value={total} /> },
            {
              label: t`Capacity left`,
              hint: t`min(5 × own stake, max validator stake) − total weight`,
              value: <Amount value={delegationCapacity(validator.weight, delegated)} />,
            },
            validator.delegationFee !== undefined && { label: t`Delegation fee`, value: <Percent value={validator.delegationFee} isPercent digits={4} /> },
            validator.potentialReward !== undefined && {
              label: t`Potential reward`,
              hint: t`Paid at the end of the period if uptime was sufficient`,
              value: <Amount value={validator.potentialReward} />,
            },
            validator.endTime !== undefined && {
              label: STAKING_TEXT.apr,
              hint: STAKING_TEXT.aprHint,
              value: yields?.validation === undefined ? pending : <AnnualYield basisPoints={yields.validation} />,
            },
            validator.delegationFee !== undefined && {
              label: STAKING_TEXT.delegateNow,
              hint: STAKING_TEXT.delegateNowHint(formatPercent(validator.delegationFee, { digits: FEE_DIGITS, trimZeros: true, locale })),
              value: yields === undefined ? pending : yields.delegateNow === undefined ? t`no time left to delegate` : <AnnualYield basisPoints={yields.delegateNow} />,
            },
            validator.accruedDelegateeReward !== undefined && {
              label: t`Fees from delegators`,
              hint: t`Delegation fees accrued so far, paid with the validation reward`,
              value: <Amount value={validator.accruedDelegateeReward} />,
            },
          ]}
        />
        <LowUptimeWarning uptime={validator.uptime} requirement={uptimeRequirement} />
      </Card>
      <div className="grid gap-4 md:grid-cols-2">
        {validator.validationRewardOwner && (
          <Card title={t`Validation reward owner`}>
            <OwnerList owners={validator.validationRewardOwner} />
          </Card>
        )}
        {validator.delegationRewardOwner && (
          <Card title={t`Delegation fee owner`}>
            <OwnerList owners={validator.delegationRewardOwner} />
          </Card>
        )}
      </div>
      <Card title={t`BLS key`}>
        {validator.signer ? (
          <>
            {validator.txID !== undefined && <BlsKeyVerification signer={validator.signer} stakingTxId={validator.txID} />}
            <KeyValueList
              items={[
                { label: t`Public key`, value: <Id value={validator.signer.publicKey} full /> },
                { label: t`Proof of possession`, value: <Id value={validator.signer.proofOfPossession} full /> },
              ]}
            />
          </>
        ) : (
          <p className="text-sm text-muted">{t`This validator registered no BLS key, so it cannot sign warp messages.`}</p>
        )}
      </Card>
      <Card title={t`Delegators (${shownDelegators})`}>
        <DelegatorTable delegators={validator.delegators ?? []} delegationFee={validator.delegationFee} exportName={`delegators-${validator.nodeID}`} />
      </Card>
    </>
  );
}
