import { useFeeSampler } from '../../queries/fee-history';

/**
 * Records the network's fee states into the stored history. The fees page mounts it to sample from
 * its first moment; the network layout mounts it (shortly after load) for every other page.
 */
export function FeeSampler() {
  useFeeSampler();
  return null;
}
