import type { ReactNode } from 'react';
import { ALL_CHAINS_TEXT as TEXT } from '../../lib/all-chains-text';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { paths } from '../../lib/paths';
import type { Blockchain } from '../../rpc/methods/platform-types';
import { useAllChainsDetails } from '../../queries/all-chains';
import { useNetwork } from '../../network/network-context';
import { SUBNET_KIND_LABEL, subnetKind, type SubnetKind } from '../subnets/subnet-kind';
import { BLOCKCHAIN_STATUS_MEANING } from '../subnets/vm-names';
import { Badge } from '../ui/Badge';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { TextLink } from '../ui/TextLink';
import { CHAIN_SORT_KEYS, evmPathIdOf, toChainRows, type Answer, type ChainRow } from './all-chains-rows';
import { errorText } from '../status/error-text';


interface QueryLike<T> {
  data?: T;
  error: Error | null;
  isPending: boolean;
}

function answerOf<T>(query: QueryLike<T> | undefined): Answer<T> {
  if (!query || query.isPending) return { state: 'loading' };
  if (query.data !== undefined) return { state: 'ok', value: query.data };
  return { state: 'error', reason: query.error ? errorText(query.error) : '' };
}

function withAnswer<T>(answer: Answer<T>, failed: (reason: string) => string, shown: (value: T) => ReactNode): ReactNode {
  if (answer.state === 'loading') return <span className="text-muted">{TEXT.pending}</span>;
  if (answer.state === 'error') {
    const reason = failed(answer.reason);
    return (
      <span className="text-muted" title={reason} aria-label={reason}>
        —
      </span>
    );
  }
  return shown(answer.value);
}

/** Every blockchain of every subnet; statuses, subnet kinds and EVM chain IDs fill in as they arrive. */
export function AllChainsTable({ blockchains }: { blockchains: readonly Blockchain[] }) {
  const { ref } = useNetwork();
  const subnetIds = [...new Set(blockchains.map((chain) => chain.subnetID).filter((id) => id !== PRIMARY_NETWORK_ID))];
  const evmChains = blockchains.flatMap((chain) => {
    const pathId = evmPathIdOf(chain);
    return pathId === undefined ? [] : [{ id: chain.id, pathId }];
  });
  const details = useAllChainsDetails({ chainIds: blockchains.map((chain) => chain.id), subnetIds, evmChains });
  const kinds = new Map<string, Answer<SubnetKind>>();
  subnetIds.forEach((id, index) => {
    const answer = answerOf(details.subnets[index]);
    kinds.set(id, answer.state === 'ok' ? { state: 'ok', value: subnetKind(answer.value) } : answer);
  });
  const rows = toChainRows(blockchains, {
    kinds,
    statuses: new Map(blockchains.map((chain, index) => [chain.id, answerOf(details.statuses[index])])),
    evmChainIds: new Map(evmChains.map((chain, index) => [chain.id, answerOf(details.evmChainIds[index])])),
  });
  const columns: Column<ChainRow>[] = [
    {
      id: 'name',
      header: TEXT.columns.name,
      cell: (row) => (
        <TextLink to={paths.blockchain(ref, row.id)} underline="hover">
          {row.name}
        </TextLink>
      ),
      sortKey: CHAIN_SORT_KEYS.name,
      value: (row) => row.name,
    },
    {
      id: 'vm',
      header: TEXT.columns.vm,
      cell: (row) => row.vmName ?? <Id value={row.vmID} noCopy />,
      sortKey: CHAIN_SORT_KEYS.vm,
      value: (row) => row.vmName ?? row.vmID,
    },
    {
      id: 'subnet',
      header: TEXT.columns.subnet,
      cell: (row) =>
        row.subnetID === PRIMARY_NETWORK_ID ? (
          <TextLink to={paths.validators(ref)} underline="hover">
            {TEXT.primaryNetwork}
          </TextLink>
        ) : (
          <Id value={row.subnetID} kind="subnet" noCopy />
        ),
      sortKey: CHAIN_SORT_KEYS.subnet,
      value: (row) => (row.subnetID === PRIMARY_NETWORK_ID ? TEXT.primaryNetwork : row.subnetID),
    },
    {
      id: 'kind',
      header: TEXT.columns.kind,
      cell: (row) =>
        withAnswer(row.kind, TEXT.kindFailed, (kind) =>
          kind === 'primary' ? <Badge tone="neutral">{TEXT.primaryKind}</Badge> : <Badge tone={kind === 'l1' ? 'info' : 'neutral'}>{SUBNET_KIND_LABEL[kind]}</Badge>,
        ),
      sortKey: CHAIN_SORT_KEYS.kind,
      value: (row) => (row.kind.state === 'ok' ? (row.kind.value === 'primary' ? TEXT.primaryKind : SUBNET_KIND_LABEL[row.kind.value]) : undefined),
    },
    {
      id: 'status',
      header: TEXT.columns.status,
      hint: TEXT.hints.status,
      cell: (row) =>
        withAnswer(row.status, TEXT.statusFailed, (status) => (
          <Badge tone={status === 'Validating' ? 'success' : 'neutral'} title={BLOCKCHAIN_STATUS_MEANING[status]}>
            {status}
          </Badge>
        )),
      sortKey: CHAIN_SORT_KEYS.status,
      value: (row) => (row.status.state === 'ok' ? row.status.value : undefined),
    },
    {
      id: 'evmChainId',
      header: TEXT.columns.evmChainId,
      hint: TEXT.hints.evmChainId,
      cell: ({ evmChainId, evmPathId }) =>
        evmChainId === undefined || evmPathId === undefined ? (
          <span className="text-muted" title={TEXT.notEvm} aria-label={TEXT.notEvm}>
            —
          </span>
        ) : (
          withAnswer(evmChainId, TEXT.noAnswer, (chainId) => (
            <TextLink to={paths.chain(ref, evmPathId)} underline="hover" className="font-mono">
              {chainId.toString()}
            </TextLink>
          ))
        ),
      sortKey: CHAIN_SORT_KEYS.evmChainId,
      value: (row) => (row.evmChainId?.state === 'ok' ? row.evmChainId.value : undefined),
      align: 'right',
    },
  ];
  return <DataTable caption={TEXT.tableCaption} hideCaption columns={columns} rows={rows} rowKey={(row) => row.id} exportName="chains" showCount emptyText={TEXT.empty} />;
}
