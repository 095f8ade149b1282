import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatInteger } from '../../lib/amount';
import { formatDuration } from '../../lib/format-time';
import { runwaySeconds } from '../../lib/staking';
import type { WatchItem } from '../../lib/watchlist';
import { NodeError } from '../../rpc/errors';
import { useBalance } from '../../queries/address';
import { useEvmAccount } from '../../queries/evm-account';
import { useEvmHead } from '../../queries/evm-head';
import { useSubnet } from '../../queries/subnets';
import { useCurrentValidators, useL1Validator, useValidator, useValidatorFeeState } from '../../queries/validators';
import { WeiAmount } from '../evm/WeiAmount';
import { SUBNET_KIND_LABEL, subnetKind } from '../subnets/subnet-kind';
import { Amount } from '../ui/Amount';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Percent } from '../validators/Percent';
import { TimeLeft } from '../validators/TimeLeft';
import { WATCHLIST_TEXT as T } from './watchlist-text';
import { AbsoluteTime } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { errorText } from '../status/error-text';

/** A row's state: a placeholder of its final height while loading, the error with a retry. */
function RowQuery<D>({ query, what, children }: { query: UseQueryResult<D>; what: string; children: (data: D) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    if (query.error instanceof NodeError && query.error.isNotFound) return <span className="text-muted">{T.notFound}</span>;
    return (
      <span role="alert" className="text-sm text-red-700 dark:text-red-400">
        {what}: {errorText(query.error)}{' '}
        <Button variant="text" onClick={() => void query.refetch()}>
          {t`Retry`}
        </Button>
      </span>
    );
  }
  return <span role="status" aria-label={t`Loading ${what}`} className="inline-block h-10 w-64 animate-pulse rounded bg-slate-200 align-middle dark:bg-slate-800" />;
}

function Facts({ items }: { items: ReadonlyArray<readonly [string, ReactNode] | false> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm">
      {items
        .filter((item): item is readonly [string, ReactNode] => item !== false)
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function EndFact({ end }: { end: bigint }) {
  return (
    <span>
      <AbsoluteTime value={end} /> (<TimeLeft end={end} suffix={T.left} />)
    </span>
  );
}

function ValidatorState({ nodeId }: { nodeId: string }) {
  const query = useValidator(nodeId);
  return (
    <RowQuery query={query} what={t`validator`}>
      {(validator) =>
        validator === null ? (
          <span className="text-muted">{T.noLongerValidating}</span>
        ) : (
          <Facts
            items={[
              [T.stake, <Amount key="stake" value={validator.weight} />],
              validator.endTime !== undefined && [T.ends, <EndFact key="end" end={validator.endTime} />],
              validator.uptime !== undefined && [T.uptime, <Percent key="uptime" value={validator.uptime} isPercent />],
              validator.connected !== undefined && [
                t`Node`,
                validator.connected ? <Badge tone="success">{T.connected}</Badge> : <Badge tone="danger">{T.disconnected}</Badge>,
              ],
            ]}
          />
        )
      }
    </RowQuery>
  );
}

function DelegationState({ txId, nodeId }: { txId: string; nodeId: string }) {
  const query = useValidator(nodeId);
  return (
    <RowQuery query={query} what={t`delegation`}>
      {(validator) => {
        const delegation = validator?.delegators?.find((delegator) => delegator.txID === txId);
        if (!delegation) return <span className="text-muted">{T.delegationGone}</span>;
        return <Facts items={[[T.amount, <Amount key="amount" value={delegation.weight} />], [T.ends, <EndFact key="end" end={delegation.endTime} />]]} />;
      }}
    </RowQuery>
  );
}

function L1ValidatorState({ validationId }: { validationId: string }) {
  const query = useL1Validator(validationId);
  const fee = useValidatorFeeState();
  const locale = useLocale();
  return (
    <RowQuery query={query} what={t`L1 validator`}>
      {(validator) => {
        const seconds = fee.data ? runwaySeconds(validator.balance, fee.data.price) : undefined;
        return (
          <Facts
            items={[
              [T.balance, <Amount key="balance" value={validator.balance} />],
              [T.runway, seconds === undefined ? '…' : seconds === null ? '∞' : formatDuration(Number(seconds), locale)],
              [t`Status`, validator.balance > 0n ? <Badge tone="success">{T.active}</Badge> : <Badge tone="danger">{T.deactivated}</Badge>],
            ]}
          />
        );
      }}
    </RowQuery>
  );
}

function SubnetState({ subnetId }: { subnetId: string }) {
  const subnet = useSubnet(subnetId);
  const validators = useCurrentValidators(subnetId);
  const locale = useLocale();
  return (
    <RowQuery query={subnet} what={t`subnet`}>
      {(data) => (
        <Facts
          items={[
            [T.kind, SUBNET_KIND_LABEL[subnetKind(data)]],
            [T.validators, validators.data ? formatInteger(validators.data.length, locale) : validators.isError ? errorText(validators.error) : '…'],
          ]}
        />
      )}
    </RowQuery>
  );
}

function AddressState({ address }: { address: string }) {
  const query = useBalance(address);
  return <RowQuery query={query} what={t`balance`}>{(data) => <Facts items={[[T.balance, <Amount key="balance" value={data.balance ?? 0n} />]]} />}</RowQuery>;
}

function EvmAddressState({ chain, address }: { chain: string; address: string }) {
  const head = useEvmHead(chain);
  const account = useEvmAccount(chain, address, head.data);
  if (head.isError && head.data === undefined) return <RowQuery query={head} what={t`chain head`}>{() => null}</RowQuery>;
  return <RowQuery query={account} what={t`balance`}>{(data) => <Facts items={[[T.balance, <WeiAmount key="balance" chain={chain} value={data.balance} />]]} />}</RowQuery>;
}

/** The live state of a watched item, as its page shows it. */
export function WatchItemState({ item }: { item: WatchItem }) {
  switch (item.kind) {
    case 'validator':
      return <ValidatorState nodeId={item.id} />;
    case 'delegation':
      return <DelegationState txId={item.id} nodeId={item.parent ?? ''} />;
    case 'l1Validator':
      return <L1ValidatorState validationId={item.id} />;
    case 'subnet':
      return <SubnetState subnetId={item.id} />;
    case 'address':
      return <AddressState address={item.id} />;
    case 'evmAddress':
      return <EvmAddressState chain={item.parent ?? 'C'} address={item.id} />;
  }
}
