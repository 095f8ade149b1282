import { useChainNow } from '../../queries/chain-now';
import { Time, type TimeProps } from './Time';

const MS_PER_SECOND = 1000;

/**
 * A time the chain acts on (a staking period's start or end, a message's expiry): its relative form
 * counts from the chain's time, not the browser's clock, and only the absolute one shows until the
 * chain's time is known.
 */
export function ChainTime(props: Omit<TimeProps, 'now'>) {
  const now = useChainNow();
  if (now === undefined) return <Time {...props} mode="absolute" />;
  return <Time {...props} now={new Date(Number(now) * MS_PER_SECOND)} />;
}
