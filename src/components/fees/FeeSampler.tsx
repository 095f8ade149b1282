import { useFeeSampler } from '../../queries/fee-history';

/**
 * Records the network's fee states into the stored history. Mounted by the fees page; mount it
 * once in the network layout to sample while any page of the app is open.
 */
export function FeeSampler() {
  useFeeSampler();
  return null;
}
