import { useState } from 'react';
import { useBalance, useStake } from '../../queries/address';
import { AgreementCheck } from '../node/AgreementCheck';
import { QueryView } from '../status/QueryView';
import { KeyValueSkeleton } from '../status/CardSkeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';

/** Unlocked and locked balances, and the amount staked (fast form first, full form on request). */
export function AddressBalances({ address }: { address: string }) {
  const balance = useBalance(address);
  const [full, setFull] = useState(false);
  const stake = useStake(address, !full);
  return (
    <Card title="Balances">
      <QueryView query={balance} what="Balance" skeleton={<BalancesSkeleton />}>
        {(data) => (
          <KeyValueList
            items={[
              { label: 'Unlocked', hint: 'Spendable now', value: <Amount value={data.unlocked ?? 0n} /> },
              { label: 'Locked, stakeable', hint: 'Locked until a time, but may be staked', value: <Amount value={data.lockedStakeable ?? 0n} /> },
              { label: 'Locked, not stakeable', hint: 'Locked until a time and cannot be staked', value: <Amount value={data.lockedNotStakeable ?? 0n} /> },
              { label: 'Total', value: <Amount value={data.balance ?? 0n} /> },
              {
                label: full ? 'Staked (validations and delegations)' : 'Staked as validator',
                value: stake.isPending ? (
                  <span role="status">asking the node…</span>
                ) : stake.isError ? (
                  <span role="alert">could not be loaded: {stake.error.message}</span>
                ) : (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Amount value={stake.data.staked ?? 0n} />
                    {!full && (
                      <Button variant="secondary" size="xs" onClick={() => setFull(true)}>
                        Include delegations (slower)
                      </Button>
                    )}
                  </span>
                ),
              },
            ]}
          />
        )}
      </QueryView>
      <div className="mt-3">
        <AgreementCheck what="balance" request={{ method: 'platform.getBalance', params: { addresses: [address] } }} summarise={summariseBalance} />
      </div>
    </Card>
  );
}

const summariseBalance = (result: { balance?: bigint; unlocked?: bigint }) => `total ${result.balance ?? 0n}, unlocked ${result.unlocked ?? 0n} (smallest units)`;

/** Unlocked, the two locked amounts, total and staked. */
const BALANCE_ROWS = 5;

/** The balance rows while they load, in the list's own grid. */
function BalancesSkeleton() {
  return (
    <div role="status" aria-label="Loading balance">
      <KeyValueSkeleton rows={BALANCE_ROWS} />
    </div>
  );
}
