import { t } from '@lingui/core/macro';
import { useParams } from 'react-router';
import { MalformedIdNotice, NOT_A_CB58_ID } from '../../components/status/MalformedIdNotice';
import { NotFound } from '../../components/status/NotFound';
import { QueryView } from '../../components/status/QueryView';
import { Skeleton } from '../../components/status/Skeleton';
import { BLOCKCHAIN_STATUS_MEANING, vmInfo } from '../../components/subnets/vm-names';
import { StatusBadge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { EntityHeader } from '../../components/ui/EntityHeader';
import { Explained } from '../../components/ui/Explained';
import { Id } from '../../components/ui/Id';
import { KeyValueList } from '../../components/ui/KeyValueList';
import { TextLink } from '../../components/ui/TextLink';
import { usePageTitle } from '../../components/ui/use-page-title';
import { wellKnownId } from '../../lib/ids';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { isCb58Id } from '../../lib/id-kind';
import { paths, type ChainSection } from '../../lib/paths';
import { useBlockchainStatus, useValidatedBy } from '../../queries/blockchains';
import { useNetwork } from '../../network/network-context';
import { useBlockchains } from '../../queries/subnets';

const P_CHAIN = { name: 'P-Chain', vmID: wellKnownId('platformvm') };
/** The machine's own name, the same in every language. */
const EVM_NAME = 'EVM';
const EVM_SECTIONS: ReadonlyArray<{ section: ChainSection; readonly label: string }> = [
  { section: 'config', get label() { return t`Chain config`; } },
  { section: 'rules', get label() { return t`Active rules`; } },
  { section: 'fees', get label() { return t`Fee config`; } },
  { section: 'validators', get label() { return t`Validators`; } },
];

/** `/:net/blockchains/:blockchainId`: a blockchain's name, VM, subnet and this node's status for it. */
export function Component() {
  const { blockchainId = '' } = useParams();
  const heading = t`Blockchain ${blockchainId}`;
  usePageTitle(heading);
  if (!isCb58Id(blockchainId)) {
    return <MalformedIdNotice heading={heading} title={t`This is not a blockchain ID`} value={blockchainId} reason={NOT_A_CB58_ID} />;
  }
  return <BlockchainDetail blockchainId={blockchainId} />;
}

function BlockchainDetail({ blockchainId }: { blockchainId: string }) {
  const validatedBy = useValidatedBy(blockchainId);
  return (
    <div className="space-y-4">
      <EntityHeader title={t`Blockchain`} id={blockchainId} />
      <QueryView
        query={validatedBy}
        what={t`Blockchain`}
        skeleton={<Skeleton lines={6} className="h-48" label={t`Loading blockchain`} />}
        notFound={<NotFound title={t`Blockchain not found`}>{t`This node knows no blockchain with this ID.`}</NotFound>}
      >
        {(subnetID) => <BlockchainSections blockchainId={blockchainId} subnetID={subnetID} />}
      </QueryView>
    </div>
  );
}

function BlockchainSections({ blockchainId, subnetID }: { blockchainId: string; subnetID: string }) {
  const { ref } = useNetwork();
  const blockchains = useBlockchains();
  const status = useBlockchainStatus(blockchainId);
  const chain = blockchainId === PRIMARY_NETWORK_ID ? P_CHAIN : blockchains.data?.find((entry) => entry.id === blockchainId);
  const vm = chain ? vmInfo(chain.vmID) : undefined;
  const evmTarget = vm?.evm === 'coreth' ? 'C' : blockchainId;
  const sections = vm?.evm === 'coreth' ? EVM_SECTIONS.filter(({ section }) => section !== 'validators') : EVM_SECTIONS;
  return (
    <>
      <Card title={t`Overview`}>
        <KeyValueList
          items={[
            { label: t`Name`, value: chain?.name ?? (blockchains.isPending ? '…' : t`unknown`) },
            {
              label: t`Virtual machine`,
              value: chain && vm ? (
                <span className="inline-flex flex-wrap items-center gap-2">
                  {vm.name} <Id value={chain.vmID} />
                </span>
              ) : (
                '…'
              ),
            },
            {
              label: t`Validated by`,
              value:
                subnetID === PRIMARY_NETWORK_ID ? (
                  <TextLink to={paths.validators(ref)} underline="hover">
                    {t`Primary Network`}
                  </TextLink>
                ) : (
                  <Id value={subnetID} kind="subnet" full />
                ),
            },
            {
              label: t`Status on this node`,
              value: status.data ? (
                <Explained meaning={BLOCKCHAIN_STATUS_MEANING[status.data]}>
                  <StatusBadge status={status.data} />
                </Explained>
              ) : status.isError ? (
                t`could not be loaded`
              ) : (
                '…'
              ),
            },
          ]}
        />
      </Card>
      {vm?.evm && (
        <Card title={EVM_NAME}>
          <nav aria-label={t`EVM pages`} className="flex flex-wrap gap-3 text-sm">
            {sections.map(({ section, label }) => (
              <TextLink key={section} to={paths.chain(ref, evmTarget, section)}>
                {label}
              </TextLink>
            ))}
          </nav>
        </Card>
      )}
    </>
  );
}
