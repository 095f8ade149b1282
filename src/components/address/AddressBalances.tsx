import { useState } from 'react';
import { t } from '@lingui/core/macro';
import { useBalance, useStake } from '../../queries/address';
import { AgreementCheck } from '../node/AgreementCheck';
import { QueryView } from '../status/QueryView';
import { KeyValueSkeleton } from '../status/CardSkeleton';
import { Amount } from '../ui/Amount';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { KeyValueList } from '../ui/KeyValueList';
import { errorText } from '../status/error-text';

/** Unlocked and locked balances, and the amount staked (fast form first, full form on request). */
export function AddressBalances({ address }: { address: string }) {
  const balance = useBalance(address);
  const [full, setFull] = useState(false);
  const stake = useStake(address, !full);
  return (
    <Card title={t`Balances`}>
      <QueryView query={balance} what={t`Balance`} skeleton={<BalancesSkeleton />}>
        {(data) => (
          <KeyValueList
            items={[
              { label: t`Unlocked`, hint: t`Spendable now`, value: <Amount value={data.unlocked ?? 0n} /> },
              { label: t`Locked, stakeable`, hint: t`Locked until a time, but may be staked`, value: <Amount value={data.lockedStakeable ?? 0n} /> },
              { label: t`Locked, not stakeable`, hint: t`Locked until a time and cannot be staked`, value: <Amount value={data.lockedNotStakeable ?? 0n} /> },
              { label: t`Total`, value: <Amount value={data.balance ?? 0n} /> },
              {
                label: full ? t`Staked (validations and delegations)` : t`Staked as validator`,
                value: stake.isPending ? (
                  <span role="status">{t`asking the node…`}</span>
                ) : stake.isError ? (
                  <span role="alert">{couldNotLoad(errorText(stake.error))}</span>
                ) : (
                  <span className="inline-flex flex-wrap items-center gap-2">
                    <Amount value={stake.data.staked ?? 0n} />
                    {!full && (
                      <Button variant="secondary" size="xs" onClick={() => setFull(true)}>
                        {t`Include delegations (slower)`}
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
        <AgreementCheck what={t`balance`} request={{ method: 'platform.getBalance', params: { addresses: [address] } }} summarise={summariseBalance} />
      </div>
    </Card>
  );
}

const couldNotLoad = (message: string) => t`could not be loaded: ${message}`;

const summariseBalance = (result: { balance?: bigint; unlocked?: bigint }) => {
  const total = String(result.balance ?? 0n);
  const unlocked = String(result.unlocked ?? 0n);
  return t`total ${total}, unlocked ${unlocked} (smallest units)`;
};

/** Unlocked, the two locked amounts, total and staked. */
const BALANCE_ROWS = 5;

/** The balance rows while they load, in the list's own grid. */
function BalancesSkeleton() {
  return (
    <div role="status" aria-label={t`Loading balance`}>
      <KeyValueSkeleton rows={BALANCE_ROWS} />
    </div>
  );
}
