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

/** `/:net/l1-validators/:validationId`: an L1 validator, its fee balance and how long it lasts. */
export function Component() {
  const { validationId = '' } = useParams();
  usePageTitle(`L1 validator ${validationId}`);
  if (!isCb58Id(validationId)) {
    return <MalformedIdNotice heading={`L1 validator ${validationId}`} title="This is not a validation ID" value={validationId} reason={NOT_A_CB58_ID} />;
  }
  return <L1ValidatorDetail validationId={validationId} />;
}

function L1ValidatorDetail({ validationId }: { validationId: string }) {
  const validator = useL1Validator(validationId);
  const [params] = useSearchParams();
  const registeringTx = params.get('tx') ?? undefined;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">L1 validator</h1>
        <StarButton kind="l1Validator" id={validationId} />
      </div>
      <QueryView
        query={validator}
        what="L1 validator"
        skeleton={<Skeleton lines={12} className="h-96" label="Loading L1 validator" />}
        notFound={
          <NotFound title="L1 validator not found">
            This node knows no L1 validation with ID <code className="break-all">{validationId}</code>. A validation ID is not the ID of
            the transaction that registered it.
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
      <Card title="Overview">
        <KeyValueList
          items={[
            { label: 'Validation ID', value: <Id value={validator.validationID} full /> },
            {
              label: 'Status',
              value: active ? (
                <Badge tone="success">Active</Badge>
              ) : (
                <Explained meaning="its balance ran out or it was disabled: it pays no fee and does not validate until its balance is increased. Its weight stays in the L1’s validator set (the node counts it in the total and in Warp quorums), but cannot sign">
                  <Badge tone="danger">Deactivated</Badge>
                </Explained>
              ),
            },
            { label: 'Node', value: <Id value={validator.nodeID} kind="validator" full /> },
            { label: 'Subnet', value: <Id value={validator.subnetID} kind="subnet" full /> },
            {
              label: 'Weight',
              hint: active ? undefined : 'Still counted in the L1’s total weight, but cannot sign',
              value: <Weight value={validator.weight} />,
            },
            { label: 'Start', value: <Time value={validator.startTime} /> },
            { label: 'Balance', hint: 'Left to pay the continuous fee', value: <Amount value={validator.balance} /> },
            { label: 'Minimum nonce', hint: 'The next weight change must use at least this nonce', value: validator.minNonce.toString() },
            validator.height !== undefined && { label: 'As of height', value: validator.height.toString() },
            { label: 'BLS public key', value: <Id value={validator.publicKey} full /> },
          ]}
        />
      </Card>
      <Card title="Runway">
        {active ? (
          <L1Runway balance={validator.balance} />
        ) : (
          <p className="text-sm">No runway: the validator is deactivated and has no balance left.</p>
        )}
      </Card>
      <WhenBalanceRunsOut />
      <div className="grid gap-4 md:grid-cols-2">
        <Card title="Remaining balance owner">
          <OwnerList owners={validator.remainingBalanceOwner} />
        </Card>
        <Card title="Deactivation owner">
          <OwnerList owners={validator.deactivationOwner} />
        </Card>
      </div>
    </>
  );
}
