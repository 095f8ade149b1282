import { plural, t } from '@lingui/core/macro';
import { formatDuration } from '../../lib/format-time';
import { paths } from '../../lib/paths';
import { isUnsupported, useChainValidators } from '../../queries/chains';
import { useNetwork } from '../../network/network-context';
import type { ChainValidator } from '../../rpc/methods/validators';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { TextLink } from '../ui/TextLink';
import { Time } from '../ui/Time';
import { Weight } from '../ui/Weight';
import { UnsupportedMethod } from './UnsupportedMethod';
import { formatPercent } from '../../lib/percent';
import { useLocale } from '../ui/use-locale';

const UPTIME_DECIMALS = 3;

const yesNo = (value: boolean, yes: string, no: string) => <Badge tone={value ? 'success' : 'neutral'}>{value ? yes : no}</Badge>;

function columns(locale: string): Column<ChainValidator>[] {
  return [
    { id: 'nodeID', header: t`Node`, cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
    { id: 'validationID', header: t`Validation ID`, cell: (row) => <Id value={row.validationID} kind={row.isL1Validator ? 'l1Validator' : 'tx'} />, value: (row) => row.validationID },
    { id: 'weight', header: t`Weight`, align: 'right', cell: (row) => <Weight value={row.weight} />, value: (row) => row.weight },
    { id: 'uptimeSeconds', header: t`Uptime`, align: 'right', cell: (row) => <span title={`${row.uptimeSeconds} s`}>{formatDuration(Number(row.uptimeSeconds), locale)}</span>, value: (row) => row.uptimeSeconds },
    { id: 'uptimePercentage', header: t`Uptime %`, align: 'right', cell: (row) => <span className="font-mono">{formatPercent(row.uptimePercentage, { digits: UPTIME_DECIMALS, locale })}</span>, value: (row) => row.uptimePercentage },
    { id: 'startTimestamp', header: t`Started`, cell: (row) => <Time value={row.startTimestamp} mode="relative" />, value: (row) => row.startTimestamp },
    { id: 'isActive', header: t`Active`, cell: (row) => yesNo(row.isActive, t`active`, t`inactive`), value: (row) => row.isActive },
    { id: 'isL1Validator', header: t`Kind`, cell: (row) => (row.isL1Validator ? <Badge tone="info">{t`L1 validator`}</Badge> : <Badge>{t`subnet validator`}</Badge>), value: (row) => (row.isL1Validator ? 'L1' : 'subnet') },
    { id: 'isConnected', header: t`Connected`, cell: (row) => yesNo(row.isConnected, t`connected`, t`not connected`), value: (row) => row.isConnected },
  ];
}

function captionOf(count: number): string {
  return plural(count, {
    one: "# validators, as this node sees them (uptime is this node's view)",
    other: "# validators, as this node sees them (uptime is this node's view)",
  });
}

/** `validators.getCurrentValidators` of the chain, sortable and exportable. */
export function ChainValidatorsSection({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  const locale = useLocale();
  const validators = useChainValidators(chain);
  return (
    <Card title={t`Chain validators`}>
      <QueryView query={validators} what={t`Chain validators`} skeleton={<Skeleton lines={10} className="h-80" label={t`Loading chain validators`} />}>
        {(data) =>
          isUnsupported(data) ? (
            <UnsupportedMethod chain={chain} missing="validators" message={data.message}>
              <p className="mt-1">
                <TextLink to={paths.validators(ref)}>{t`Primary Network validators`}</TextLink>
              </p>
            </UnsupportedMethod>
          ) : (
            <DataTable
              caption={captionOf(data.length)}
              columns={columns(locale)}
              rows={data}
              rowKey={(row) => row.validationID}
              defaultSort={{ column: 'weight', direction: 'desc' }}
              exportName={`validators-${chain}`}
              emptyText={t`This chain has no current validators.`}
            />
          )
        }
      </QueryView>
    </Card>
  );
}
