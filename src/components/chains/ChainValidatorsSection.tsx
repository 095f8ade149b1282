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

const UPTIME_DECIMALS = 3;

const yesNo = (value: boolean, yes: string, no: string) => <Badge tone={value ? 'success' : 'neutral'}>{value ? yes : no}</Badge>;

function columns(): Column<ChainValidator>[] {
  return [
    { id: 'nodeID', header: 'Node', cell: (row) => <Id value={row.nodeID} kind="validator" />, value: (row) => row.nodeID },
    { id: 'validationID', header: 'Validation ID', cell: (row) => <Id value={row.validationID} kind={row.isL1Validator ? 'l1Validator' : 'tx'} />, value: (row) => row.validationID },
    { id: 'weight', header: 'Weight', align: 'right', cell: (row) => <Weight value={row.weight} />, value: (row) => row.weight },
    { id: 'uptimeSeconds', header: 'Uptime', align: 'right', cell: (row) => <span title={`${row.uptimeSeconds} s`}>{formatDuration(Number(row.uptimeSeconds))}</span>, value: (row) => row.uptimeSeconds },
    { id: 'uptimePercentage', header: 'Uptime %', align: 'right', cell: (row) => <span className="font-mono">{formatPercent(row.uptimePercentage, { digits: UPTIME_DECIMALS })}</span>, value: (row) => row.uptimePercentage },
    { id: 'startTimestamp', header: 'Started', cell: (row) => <Time value={row.startTimestamp} mode="relative" />, value: (row) => row.startTimestamp },
    { id: 'isActive', header: 'Active', cell: (row) => yesNo(row.isActive, 'active', 'inactive'), value: (row) => row.isActive },
    { id: 'isL1Validator', header: 'Kind', cell: (row) => (row.isL1Validator ? <Badge tone="info">L1 validator</Badge> : <Badge>subnet validator</Badge>), value: (row) => (row.isL1Validator ? 'L1' : 'subnet') },
    { id: 'isConnected', header: 'Connected', cell: (row) => yesNo(row.isConnected, 'connected', 'not connected'), value: (row) => row.isConnected },
  ];
}

/** `validators.getCurrentValidators` of the chain, sortable and exportable. */
export function ChainValidatorsSection({ chain }: { chain: string }) {
  const { ref } = useNetwork();
  const validators = useChainValidators(chain);
  return (
    <Card title="Chain validators">
      <QueryView query={validators} what="Chain validators" skeleton={<Skeleton lines={10} className="h-80" label="Loading chain validators" />}>
        {(data) =>
          isUnsupported(data) ? (
            <UnsupportedMethod chain={chain} missing="validators" message={data.message}>
              <p className="mt-1">
                <TextLink to={paths.validators(ref)}>Primary Network validators</TextLink>
              </p>
            </UnsupportedMethod>
          ) : (
            <DataTable
              caption={`${data.length} validators, as this node sees them (uptime is this node's view)`}
              columns={columns()}
              rows={data}
              rowKey={(row) => row.validationID}
              defaultSort={{ column: 'weight', direction: 'desc' }}
              exportName={`validators-${chain}`}
              emptyText="This chain has no current validators."
            />
          )
        }
      </QueryView>
    </Card>
  );
}
