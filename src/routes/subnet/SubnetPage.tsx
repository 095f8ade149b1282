import { t } from '@lingui/core/macro';
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
import { useLocale } from '../../components/ui/use-locale';
import { usePageTitle } from '../../components/ui/use-page-title';
import { StarButton } from '../../components/watchlist/StarButton';
import { formatInteger } from '../../lib/amount';
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
  const heading = t`Subnet ${subnetId}`;
  usePageTitle(heading);
  if (!isCb58Id(subnetId)) {
    return <MalformedIdNotice heading={heading} title={t`This is not a subnet ID`} value={subnetId} reason={NOT_A_CB58_ID} />;
  }
  if (subnetId === PRIMARY_NETWORK_ID) {
    return (
      <NotFound title={t`The Primary Network is not a subnet`}>
        <TextLink to={paths.validators(ref)}>
          {t`See the Primary Network validators`}
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
      <EntityHeader title={t`Subnet`} id={subnetId} actions={<StarButton kind="subnet" id={subnetId} />} />
      <QueryView
        query={subnet}
        what={t`Subnet`}
        skeleton={<Skeleton lines={8} className="h-64" label={t`Loading subnet`} />}
        notFound={<NotFound title={t`Subnet not found`}>{t`This node knows no subnet with this ID.`}</NotFound>}
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
  const locale = useLocale();
  const kind = subnetKind(subnet);
  const threshold = formatInteger(subnet.threshold, locale);
  const owners = formatInteger(subnet.controlKeys.length, locale);
  return (
    <Card title={t`Overview`}>
      <KeyValueList
        items={[
          {
            label: t`Kind`,
            value: (
              <Explained meaning={SUBNET_KIND_MEANING[kind]}>
                <Badge tone={kind === 'l1' ? 'info' : 'neutral'}>{SUBNET_KIND_LABEL[kind]}</Badge>
              </Explained>
            ),
          },
          {
            label: t`Owners`,
            hint: t`Control keys: they sign subnet changes (add chains, validators, transfer ownership, convert)`,
            value: (
              <div>
                <p>
                  {t`${threshold} of ${owners} must sign`}
                  {subnet.locktime > 0n && (
                    <>
                      {' '}
                      {t`after`} <Time value={subnet.locktime} mode="absolute" />
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
            label: t`Conversion ID`,
            hint: t`Hash of the conversion data (manager chain, address and initial validators) that warp messages refer to`,
            value: <Id value={subnet.conversionID} full />,
          },
          isSet(subnet.managerChainID) && {
            label: t`Manager chain`,
            hint: t`The chain whose validator manager contract controls this L1`,
            value: <Id value={subnet.managerChainID} kind="blockchain" full />,
          },
          subnet.managerAddress !== null && {
            label: t`Manager address`,
            hint: t`The validator manager contract on the manager chain`,
            value: <Id value={subnet.managerAddress} full />,
          },
          isSet(subnet.subnetTransformationTxID) && {
            label: t`Transformed by`,
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
    <Card title={t`Blockchains`}>
      <QueryView query={validates} what={t`Blockchains of the subnet`} skeleton={<Skeleton lines={2} label={t`Loading blockchains`} />}>
        {(ids) =>
          ids.length === 0 ? (
            <p className="text-sm text-muted">{t`This subnet has no blockchain yet.`}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {ids.map((id) => {
                const chain = blockchains.data?.find((entry) => entry.id === id);
                return (
                  <li key={id} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{chain?.name ?? t`Blockchain`}</span>
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
