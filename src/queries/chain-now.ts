import { useChainTime } from './dashboard';

const MS_PER_SECOND = 1000;

/**
 * The chain's time (unix seconds) as the node reports it (`platform.getTimestamp`, asked again at each
 * new head): what staking periods, countdowns and alert rules count from. Not the browser's clock,
 * which may be off, nor extrapolated between blocks: a validator the node still lists as current
 * must never look ended. Undefined until the node has answered.
 */
export function useChainNow(): bigint | undefined {
  const time = useChainTime().data;
  return time === undefined ? undefined : BigInt(Math.floor(time.getTime() / MS_PER_SECOND));
}
