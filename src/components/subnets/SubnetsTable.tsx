import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { formatInteger } from '../../lib/amount';
import { paths } from '../../lib/paths';
import type { Blockchain } from '../../rpc/methods/platform-types';
import { useNetwork } from '../../network/network-context';
import { useSubnetDetails, type SubnetEntry } from '../../queries/subnets';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { TextLink } from '../ui/TextLink';
import { useLocale } from '../ui/use-locale';
import { SUBNET_KIND_LABEL, subnetKind, type SubnetKind } from './subnet-kind';

interface SubnetRow {
  id: string;
  kind?: SubnetKind;
  owners: string[];
  threshold: bigint;
  chains: Blockchain[];
  validatorCount?: number;
}

const pending = <span className="text-muted">…</span>;

/** "2 of 3": how many owners must sign, of how many. */
function thresholdText(row: SubnetRow, locale: string): string {
  const threshold = formatInteger(row.threshold, locale);
  const owners = formatInteger(row.owners.length, locale);
  return t`${threshold} of ${owners}`;
}

export interface SubnetsTableProps {
  subnets: readonly SubnetEntry[];
  blockchains: readonly Blockchain[];
}

/** Every subnet with its kind, owners, chains and validator count; details fill in as they arrive. */
export function SubnetsTable({ subnets, blockchains }: SubnetsTableProps) {
  const { ref } = useNetwork();
  const locale = useLocale();
  const ids = useMemo(() => subnets.map((subnet) => subnet.id), [subnets]);
  const details = useSubnetDetails(ids);
  const rows: SubnetRow[] = subnets.map((subnet, index) => {
    const detail = details.subnets[index]?.data;
    return {
      id: subnet.id,
      kind: detail ? subnetKind(detail) : undefined,
      // getSubnets leaves owners empty for converted subnets; getSubnet still reports them.
      owners: detail?.controlKeys ?? subnet.controlKeys,
      threshold: detail?.threshold ?? subnet.threshold,
      chains: blockchains.filter((chain) => chain.subnetID === subnet.id),
      validatorCount: details.validators[index]?.data?.length,
    };
  });
  const columns: Column<SubnetRow>[] = [
    { id: 'id', header: t`Subnet`, cell: (row) => <Id value={row.id} kind="subnet" />, value: (row) => row.id },
    {
      id: 'kind',
      header: t`Kind`,
      cell: (row) => (row.kind ? <Badge tone={row.kind === 'l1' ? 'info' : 'neutral'}>{SUBNET_KIND_LABEL[row.kind]}</Badge> : pending),
      value: (row) => (row.kind ? SUBNET_KIND_LABEL[row.kind] : undefined),
    },
    {
      id: 'owners',
      header: t`Owners`,
      cell: (row) => (
        <ul>
          {row.owners.map((owner) => (
            <li key={owner}>
              <Id value={owner} kind="address" noCopy />
            </li>
          ))}
        </ul>
      ),
      value: (row) => row.owners.join(' '),
    },
    { id: 'threshold', header: t`Threshold`, cell: (row) => thresholdText(row, locale), value: (row) => row.threshold, align: 'right' },
    {
      id: 'blockchains',
      header: t`Blockchains`,
      cell: (row) =>
        row.chains.length === 0 ? (
          <span className="text-muted">{t`none`}</span>
        ) : (
          <ul>
            {row.chains.map((chain) => (
              <li key={chain.id}>
                <TextLink to={paths.blockchain(ref, chain.id)} underline="hover">
                  {chain.name}
                </TextLink>
              </li>
            ))}
          </ul>
        ),
      value: (row) => row.chains.map((chain) => chain.name).join(' '),
    },
    {
      id: 'validators',
      header: t`Validators`,
      cell: (row) =>
        row.validatorCount === undefined ? (
          pending
        ) : (
          <TextLink to={paths.validators(ref, { subnet: row.id })} underline="hover">
            {formatInteger(row.validatorCount, locale)}
          </TextLink>
        ),
      value: (row) => row.validatorCount,
      align: 'right',
    },
  ];
  return <DataTable caption={t`Subnets`} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} exportName="subnets" emptyText={t`This network has no subnets.`} rowNavigation />;
}
