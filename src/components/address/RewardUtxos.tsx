import { useState } from 'react';
import { isCb58Id } from '../../lib/id-kind';
import { useRewardUtxos } from '../../queries/address';
import { useNetwork } from '../../queries/network-context';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { decodeUtxoRow } from './utxo-rows';

const FIELD = 'w-full max-w-xl rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950';

export interface RewardUtxosProps {
  /** Staking txs worth checking: the address's current stakes and the txs its UTXOs came from. */
  candidates: readonly string[];
}

/** Reward UTXOs of a finished staking tx (the node keeps them by tx). */
export function RewardUtxos({ candidates }: RewardUtxosProps) {
  const [text, setText] = useState('');
  const [txID, setTxID] = useState<string | undefined>(undefined);
  const rewards = useRewardUtxos(txID);
  const { settings } = useNetwork();
  const invalid = text.trim() !== '' && !isCb58Id(text.trim());
  return (
    <Card title="Reward UTXOs">
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && text.trim() !== '') setTxID(text.trim());
        }}
      >
        <label className="flex grow items-center gap-2 text-sm">
          Staking tx
          <input className={FIELD} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid} placeholder="ID of a validation or delegation tx" />
        </label>
        <button type="submit" className="rounded bg-indigo-600 px-3 py-1 text-sm text-white">
          Show rewards
        </button>
      </form>
      {invalid && <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">A tx ID is a cb58 string of 32 bytes.</p>}
      {candidates.length > 0 && (
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span className="text-slate-500">Related txs:</span>
          {candidates.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className="rounded border border-slate-300 px-1.5 py-0.5 font-mono dark:border-slate-700"
              onClick={() => {
                setText(candidate);
                setTxID(candidate);
              }}
            >
              {candidate.slice(0, 10)}…
            </button>
          ))}
        </div>
      )}
      {txID !== undefined && (
        <div className="mt-3">
          <QueryView query={rewards} what="Reward UTXOs" skeleton={<Skeleton lines={2} label="Loading reward UTXOs" />}>
            {(utxos) =>
              utxos.length === 0 ? (
                <p className="text-sm text-slate-500">
                  No reward UTXOs for <Id value={txID} kind="tx" />: the staking period has not ended, it earned no reward, or this is not a staking tx.
                </p>
              ) : (
                <ul className="space-y-1 text-sm">
                  {utxos.map((hex) => {
                    const row = decodeUtxoRow(hex, settings.hrp);
                    return (
                      <li key={row.utxoID} className="flex flex-wrap items-center gap-2">
                        <Amount value={row.amount} /> to {row.addresses.map((address) => <Id key={address} value={address} kind="address" />)}
                      </li>
                    );
                  })}
                </ul>
              )
            }
          </QueryView>
        </div>
      )}
    </Card>
  );
}
