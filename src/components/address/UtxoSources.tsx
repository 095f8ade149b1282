import { t } from '@lingui/core/macro';
import { useMemo, useState, type ReactNode } from 'react';
import { nextGeneration, type StakeTerms } from '../../lib/utxo-sources';
import { useNetwork } from '../../network/network-context';
import { useBalance, useRewardUtxos } from '../../queries/address';
import { useUtxoSources, type SourceTx } from '../../queries/utxo-sources';
import { InlineValue } from '../status/InlineValue';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { DataTable } from '../ui/DataTable';
import type { Column } from '../ui/column';
import { Id } from '../ui/Id';
import { AbsoluteTime } from '../ui/Time';
import { UTXO_SOURCES_TEXT as TEXT } from './utxo-sources-text';
import { decodeUtxoRows } from './utxo-rows';

/** Source txs read at first in a generation: an address with many UTXOs would otherwise cost a call for each on every visit. */
const FIRST_READ = 40;

/** The reward UTXOs of a staking tx paid to `address`, summed. */
function RewardTo({ txID, address }: { txID: string; address: string }) {
  const rewards = useRewardUtxos(txID);
  const { settings } = useNetwork();
  return (
    <InlineValue query={rewards} what={TEXT.columns.reward}>
      {(utxos) => (
        <Amount
          value={decodeUtxoRows(utxos, settings.hrp)
            .rows.filter((row) => row.addresses.includes(address))
            .reduce((sum, row) => sum + row.amount, 0n)}
        />
      )}
    </InlineValue>
  );
}

const termsOf = (row: SourceTx): StakeTerms | undefined => (row.found ? row.stake : undefined);

/** A cell of a validation's or delegation's terms, a dash for any other tx. */
function termsCell(show: (terms: StakeTerms) => ReactNode) {
  return (row: SourceTx): ReactNode => {
    const terms = termsOf(row);
    return terms ? show(terms) : TEXT.none;
  };
}

function columns(address: string): Column<SourceTx>[] {
  return [
    { id: 'tx', header: TEXT.columns.tx, cell: (row) => <Id value={row.id} kind="tx" />, value: (row) => row.id },
    { id: 'kind', header: TEXT.columns.kind, cell: (row) => (row.found ? row.kind : TEXT.notFound(row.reason)), value: (row) => (row.found ? row.kind : row.reason) },
    { id: 'node', header: TEXT.columns.node, cell: termsCell((terms) => <Id value={terms.nodeID} kind="validator" />), value: (row) => termsOf(row)?.nodeID },
    {
      id: 'period',
      header: TEXT.columns.period,
      cell: termsCell((terms) => (
        <>
          <AbsoluteTime value={terms.start} /> – <AbsoluteTime value={terms.end} />
        </>
      )),
      value: (row) => termsOf(row)?.end,
    },
    { id: 'stake', header: TEXT.columns.stake, cell: termsCell((terms) => <Amount value={terms.stake} />), value: (row) => termsOf(row)?.stake, align: 'right' },
    { id: 'reward', header: TEXT.columns.reward, hint: TEXT.rewardHint, cell: (row) => (termsOf(row) ? <RewardTo txID={row.id} address={address} /> : TEXT.none), align: 'right' },
  ];
}

/** The txs that made an address's current UTXOs, each staking one with its terms and reward, followed back on request. */
export function UtxoSources({ address }: { address: string }) {
  const balance = useBalance(address);
  return (
    <Card title={TEXT.title}>
      <p className="text-sm text-muted">{TEXT.intro}</p>
      <p className="mt-1 text-sm text-muted">{TEXT.limit}</p>
      <div className="mt-3">
        <QueryView query={balance} what={t`UTXOs`} skeleton={<Skeleton lines={3} label={TEXT.loading} />}>
          {(data) => <FirstGeneration address={address} ids={data.utxoIDs.map((utxo) => utxo.txID)} />}
        </QueryView>
      </div>
    </Card>
  );
}

function FirstGeneration({ address, ids }: { address: string; ids: readonly string[] }) {
  const key = ids.join(',');
  // The same txs on every head: one list, not a new one each time the balance is read again.
  const unique = useMemo(() => [...new Set(key === '' ? [] : key.split(','))], [key]);
  const listed = useMemo(() => new Set(unique), [unique]);
  if (unique.length === 0) return <p className="text-sm">{TEXT.noUtxos}</p>;
  return <Generation address={address} ids={unique} listed={listed} generation={1} />;
}

function Generation({ address, ids, listed, generation }: { address: string; ids: readonly string[]; listed: ReadonlySet<string>; generation: number }) {
  const [readAll, setReadAll] = useState(false);
  const reading = useMemo(() => (readAll ? ids : ids.slice(0, FIRST_READ)), [ids, readAll]);
  const sources = useUtxoSources(reading);
  const [followed, setFollowed] = useState(false);
  const tableColumns = useMemo(() => columns(address), [address]);
  return (
    <QueryView query={sources} what={TEXT.what} skeleton={<Skeleton lines={3} label={TEXT.loading} />}>
      {(txs) => {
        const next = nextGeneration(txs.flatMap((tx) => (tx.found ? [tx] : [])), listed);
        return (
          <div className="space-y-3">
            <DataTable caption={TEXT.caption(generation)} columns={tableColumns} rows={txs} rowKey={(row) => row.id} showCount nowrap />
            {reading.length < ids.length && (
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {TEXT.firstOf(reading.length, ids.length)}
                <Button variant="secondary" onClick={() => setReadAll(true)}>
                  {TEXT.readAll(ids.length)}
                </Button>
              </p>
            )}
            {next.length === 0 ? (
              reading.length === ids.length && <p className="text-sm text-muted">{TEXT.end}</p>
            ) : followed ? (
              <Generation address={address} ids={next} listed={new Set([...listed, ...next])} generation={generation + 1} />
            ) : (
              <Button variant="secondary" onClick={() => setFollowed(true)}>
                {TEXT.followBack}
              </Button>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}
