import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import type { JsonObject } from '../../lib/json-value';

/**
 * Whether a tx's `weight` is Primary Network stake, an amount of the native token: it locks `stake`
 * outputs for the Primary Network (no `subnetID`, as in the pre-Durango staker txs, or the Primary
 * Network's). Any other weight is a plain number: a permissioned subnet validator's (which locks no
 * stake), an L1 validator's, or an elastic subnet's stake in the subnet's own asset.
 */
export function weightIsNativeStake(unsignedTx: JsonObject): boolean {
  const subnetID = unsignedTx.subnetID;
  return Array.isArray(unsignedTx.stake) && (subnetID === undefined || subnetID === PRIMARY_NETWORK_ID);
}
