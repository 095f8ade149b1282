import { t } from '@lingui/core/macro';
import { useParams, useSearchParams } from 'react-router';
import { MalformedIdNotice, NOT_A_CB58_ID } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { Amount } from '../../components/ui/Amount';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { Explained } from '../../components/ui/Explained';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { Time } from '../../components/ui/Time';
import { Weight } from '../../components/ui/Weight';
import { usePageTitle } from '../../components/ui/use-page-title';
import { L1Runway } from '../../components/validators/L1Runway';
import { OwnerList } from '../../components/validators/OwnerList';
import { WhenBalanceRunsOut } from '../../components/validators/WhenBalanceRunsOut';
import { Verification } from '../../components/verify/Verification';
import { StarButton } from '../../components/watchlist/StarButton';
import { isCb58Id } from '../../lib/id-kind';
import type { L1Validator } from '../../rpc/methods/platform-types';
import { useL1Validator } from '../../queries/validators';
import { useVerification } from '../../queries/verification';
import { Slotted } from '../../components/ui/Slotted';

/** `/:net/l1-validators/:validationId`: an L1 validator, its fee balance and how long it lasts. */
export function Component() {
  const { validationId = '' } = useParams();
  usePageTitle(t`L1 validator ${validationId}`);
  if (!isCb58Id(validationId)) {
    return <MalformedIdNotice heading={t`L1 validator ${validationId}`} title={t`This is not a validation ID`} value={validationId} reason={NOT_A_CB58_ID} />;
  }
  return <L1ValidatorDetail validationId={validationId} />;
}

function L1ValidatorDetail({ validationId }: { validationId: string }) {
  const validator = useL1Validator(validationId);
  const [params] = useSearchParams();
  const registeringTx = params.get('tx') ?? undefined;
  // The ID sits in the sentence as code: the translated sentence is split around it.
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">{t`L1 validator`}</h1>
        <StarButton kind="l1Validator" id={validationId} />
      </div>
      <QueryView
        query={validator}
        what={t`L1 validator`}
        skeleton={<Skeleton lines={12} className="h-96" label={t`Loading L1 validator`} />}
        notFound={
          <NotFound title={t`L1 validator not found`}>
            <Slotted text={t`This node knows no L1 validation with ID ${validationId}. A validation ID is not the ID of the transaction that registered it.`} slot={validationId}>
              <code className="break-all">{validationId}</code>
            </Slotted>
          </NotFound>
        }
      >
        {(data) => (
          <>
            <L1BlsKeyVerification validator={data} registeringTxId={registeringTx !== undefined && isCb58Id(registeringTx) ? registeringTx : undefined} />
            <L1ValidatorSections validator={data} />
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The validator's BLS key against the tx that registered it (`?tx=`, from that tx's page). */
function L1BlsKeyVerification({ validator, registeringTxId }: { validator: L1Validator; registeringTxId: string | undefined }) {
  return <Verification query={useVerification({ kind: 'l1-bls-key', validationId: validator.validationID, publicKey: validator.publicKey, registeringTxId })} />;
}

function L1ValidatorSections({ validator }: { validator: L1Validator }) {
  const active = validator.balance > 0n;
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Validation ID`, value: <Id value={validator.validationID} full /> },
            {
              label: t`Status`,
              value: active ? (
                <Badge tone="success">{t`Active`}</Badge>
              ) : (
                <Explained
                  meaning={t`its balance ran out or it was disabled: it pays no fee and does not validate until its balance is increased. Its weight stays in the L1’s validator set (the node counts it in the total and in Warp quorums), but cannot sign`}
                >
                  <Badge tone="danger">{t`Deactivated`}</Badge>
                </Explained>
              ),
            },
            { label: t`Node`, value: <Id value={validator.nodeID} kind="validator" full /> },
            { label: t`Subnet`, value: <Id value={validator.subnetID} kind="subnet" full /> },
            {
              label: t`Weight`,
              hint: active ? undefined : t`Still counted in the L1’s total weight, but cannot sign`,
              value: <Weight value={validator.weight} />,
            },
            { label: t`Start`, value: <Time value={validator.startTime} /> },
            { label: t`Balance`, hint: t`Left to pay the continuous fee`, value: <Amount value={validator.balance} /> },
            { label: t`Minimum nonce`, hint: t`The next weight change must use at least this nonce`, value: validator.minNonce.toString() },
            validator.height !== undefined && { label: t`As of height`, value: validator.height.toString() },
            { label: t`BLS public key`, value: <Id value={validator.publicKey} full /> },
          ]}
        />
      </Card>
      <Card title={t`Runway`}>
        {active ? (
          <L1Runway balance={validator.balance} />
        ) : (
          <p className="text-sm">{t`No runway: the validator is deactivated and has no balance left.`}</p>
        )}
      </Card>
      <WhenBalanceRunsOut />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title={t`Remaining balance owner`}>
          <OwnerList owners={validator.remainingBalanceOwner} />
        </Card>
        <Card title={t`Deactivation owner`}>
          <OwnerList owners={validator.deactivationOwner} />
        </Card>
      </div>
    </>
  );
}
