import { useState } from 'react';
import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { isCb58Id } from '../../lib/id-kind';
import { rewardUtxosOptions, useRewardUtxos } from '../../queries/address';
import { useNetwork } from '../../network/network-context';
import { useRpcQueries } from '../../queries/page-queries';
import { QueryView } from '../status/QueryView';
import { Skeleton } from '../status/Skeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { Id } from '../ui/Id';
import { useLocale } from '../ui/use-locale';
import { decodeUtxoRows } from './utxo-rows';
import { SLOT } from '../../lib/message-slot';
import { Slotted } from '../ui/Slotted';

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
    <Card title={t`Reward UTXOs`}>
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && text.trim() !== '') setTxID(text.trim());
        }}
      >
        <label className="flex grow items-center gap-2 text-sm">
          {t`Staking tx`}
          <input className={FIELD} value={text} onChange={(event) => setText(event.target.value)} aria-invalid={invalid} placeholder={t`ID of a validation or delegation tx`} />
        </label>
        <Button type="submit" variant="primary" size="lg">
          {t`Show rewards`}
        </Button>
      </form>
      {invalid && <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">{t`A tx ID is a cb58 string of 32 bytes.`}</p>}
      {candidates.length > 0 && (
        <CandidateRewards
          candidates={candidates}
          onPick={(candidate) => {
            setText(candidate);
            setTxID(candidate);
          }}
        />
      )}
      {txID !== undefined && (
        <div className="mt-3">
          <QueryView query={rewards} what={t`Reward UTXOs`} skeleton={<Skeleton lines={2} label={t`Loading reward UTXOs`} />}>
            {(utxos) =>
              utxos.length === 0 ? (
                <NoRewards txID={txID} />
              ) : (
                <ul className="space-y-1 text-sm">
                  {decodeUtxoRows(utxos, settings.hrp).rows.map((row) => (
                    <li key={row.utxoID} className="flex flex-wrap items-center gap-2">
                      <Amount value={row.amount} /> {t`to`} {row.addresses.map((address) => <Id key={address} value={address} kind="address" />)}
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryView>
        </div>
      )}
    </Card>
  );
}

/** Why a tx has no reward UTXOs; the tx's ID sits inside the sentence, where the language puts it. */
function NoRewards({ txID }: { txID: string }) {
  return (
    <p className="text-sm text-muted">
      <Slotted text={t`No reward UTXOs for ${SLOT}: the staking period has not ended, it earned no reward, or this is not a staking tx.`}>
        <Id value={txID} kind="tx" />
      </Slotted>
    </p>
  );
}

/** Rewards of the related txs, checked at once (there are only a few). */
function CandidateRewards({ candidates, onPick }: { candidates: readonly string[]; onPick: (txID: string) => void }) {
  const network = useNetwork();
  const answers = useRpcQueries(candidates.map((txID) => rewardUtxosOptions(network, txID)));
  const locale = useLocale();
  const pending = formatInteger(answers.filter((answer) => answer.isPending).length, locale);
  const related = formatInteger(candidates.length, locale);
  const rewarded = candidates.flatMap((txID, index) => {
    const utxos = answers[index]?.data ?? [];
    if (utxos.length === 0) return [];
    return [{ txID, count: utxos.length, total: decodeUtxoRows(utxos, network.settings.hrp).rows.reduce((sum, row) => sum + row.amount, 0n) }];
  });
  const paying = formatInteger(rewarded.length, locale);
  return (
    <div className="mt-3 space-y-1 text-sm">
      <p role="status" aria-label={t`Related rewards`} className="text-muted">
        {answers.some((answer) => answer.isPending)
          ? t`Checking ${pending} of ${related} related txs…`
          : t`${paying} of ${related} related txs (current stakes and the txs this address's UTXOs came from) paid rewards.`}
      </p>
      {rewarded.length > 0 && (
        <ul className="space-y-1">
          {rewarded.map((entry) => (
            <li key={entry.txID} className="flex flex-wrap items-center gap-2">
              <Id value={entry.txID} kind="tx" />
              <span>
                {plural(entry.count, { one: '# reward UTXO', other: '# reward UTXOs' })}, <Amount value={entry.total} />
              </span>
              <Button variant="secondary" size="xs" onClick={() => onPick(entry.txID)}>
                {t`Show`}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
