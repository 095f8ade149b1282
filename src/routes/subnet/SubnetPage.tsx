import { useParams } from 'react-router';
import { MalformedIdNotice, NOT_A_CB58_ID } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { isSet, SUBNET_KIND_LABEL, SUBNET_KIND_MEANING, subnetKind } from '../../components/subnets/subnet-kind';
import { SubnetValidators } from '../../components/subnets/SubnetValidators';
import { ValidatorsAtHeight } from '../../components/subnets/ValidatorsAtHeight';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { EntityHeader } from '../../components/ui/EntityHeader';
import { Explained } from '../../components/ui/Explained';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { TextLink } from '../../components/ui/TextLink';
import { Time } from '../../components/ui/Time';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StarButton } from '../../components/watchlist/StarButton';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { isCb58Id } from '../../lib/id-kind';
import { paths } from '../../lib/paths';
import type { Subnet } from '../../rpc/methods/platform-types';
import { useNetwork } from '../../network/network-context';
import { useBlockchains, useSubnet, useValidates } from '../../queries/subnets';

/** `/:net/subnets/:subnetId`: a subnet's owners, conversion, chains, validators and stake. */
export function Component() {
  const { subnetId = '' } = useParams();
  const { ref } = useNetwork();
  usePageTitle(`Subnet ${subnetId}`);
  if (!isCb58Id(subnetId)) {
    return <MalformedIdNotice heading={`Subnet ${subnetId}`} title="This is not a subnet ID" value={subnetId} reason={NOT_A_CB58_ID} />;
  }
  if (subnetId === PRIMARY_NETWORK_ID) {
    return (
      <NotFound title="The Primary Network is not a subnet">
        <TextLink to={paths.validators(ref)}>
          See the Primary Network validators
        </TextLink>
        .
      </NotFound>
    );
  }
  return <SubnetDetail subnetId={subnetId} />;
}

function SubnetDetail({ subnetId }: { subnetId: string }) {
  const subnet = useSubnet(subnetId);
  return (
    <div className="space-y-4">
      <EntityHeader title="Subnet" id={subnetId} actions={<StarButton kind="subnet" id={subnetId} />} />
      <QueryView
        query={subnet}
        what="Subnet"
        skeleton={<Skeleton lines={8} className="h-64" label="Loading subnet" />}
        notFound={<NotFound title="Subnet not found">This node knows no subnet with this ID.</NotFound>}
      >
        {(data) => (
          <>
            <SubnetOverview subnet={data} />
            <SubnetChains subnetId={subnetId} />
            <SubnetValidators subnetId={subnetId} />
            <ValidatorsAtHeight subnetID={subnetId} />
          </>
        )}
      </QueryView>
    </div>
  );
}

function SubnetOverview({ subnet }: { subnet: Subnet }) {
  const kind = subnetKind(subnet);
  return (
    <Card title="Overview">
      <KeyValueList
        items={[
          {
            label: 'Kind',
            value: (
              <Explained meaning={SUBNET_KIND_MEANING[kind]}>
                <Badge tone={kind === 'l1' ? 'info' : 'neutral'}>{SUBNET_KIND_LABEL[kind]}</Badge>
              </Explained>
            ),
          },
          {
            label: 'Owners',
            hint: 'Control keys: they sign subnet changes (add chains, validators, transfer ownership, convert)',
            value: (
              <div>
                <p>
                  {subnet.threshold.toString()} of {subnet.controlKeys.length} must sign
                  {subnet.locktime > 0n && (
                    <>
                      {' '}
                      after <Time value={subnet.locktime} mode="absolute" />
                    </>
                  )}
                </p>
                <ul>
                  {subnet.controlKeys.map((key) => (
                    <li key={key}>
                      <Id value={key} kind="address" full />
                    </li>
                  ))}
                </ul>
              </div>
            ),
          },
          isSet(subnet.conversionID) && {
            label: 'Conversion ID',
            hint: 'Hash of the conversion data (manager chain, address and initial validators) that warp messages refer to',
            value: <Id value={subnet.conversionID} full />,
          },
          isSet(subnet.managerChainID) && {
            label: 'Manager chain',
            hint: 'The chain whose validator manager contract controls this L1',
            value: <Id value={subnet.managerChainID} kind="blockchain" full />,
          },
          subnet.managerAddress !== null && {
            label: 'Manager address',
            hint: 'The validator manager contract on the manager chain',
            value: <Id value={subnet.managerAddress} full />,
          },
          isSet(subnet.subnetTransformationTxID) && {
            label: 'Transformed by',
            value: <Id value={subnet.subnetTransformationTxID} kind="tx" full />,
          },
        ]}
      />
    </Card>
  );
}

function SubnetChains({ subnetId }: { subnetId: string }) {
  const validates = useValidates(subnetId);
  const blockchains = useBlockchains();
  return (
    <Card title="Blockchains">
      <QueryView query={validates} what="Blockchains of the subnet" skeleton={<Skeleton lines={2} label="Loading blockchains" />}>
        {(ids) =>
          ids.length === 0 ? (
            <p className="text-sm text-muted">This subnet has no blockchain yet.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {ids.map((id) => {
                const chain = blockchains.data?.find((entry) => entry.id === id);
                return (
                  <li key={id} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{chain?.name ?? 'Blockchain'}</span>
                    <Id value={id} kind="blockchain" />
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </Card>
  );
}
