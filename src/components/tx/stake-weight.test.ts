import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import { weightIsNativeStake } from './stake-weight';

const SUBNET = '2bRCr6B4MiEfSjidDwxDpdCyviwnfUVqB2HGwhm947w9YYqb7r';
const validator = { nodeID: 'NodeID-A', start: 1n, end: 2n, weight: 43n };

describe('weightIsNativeStake', () => {
  it('default: a Primary Network validator or delegator stakes the token', () => {
    expect(weightIsNativeStake({ validator, subnetID: PRIMARY_NETWORK_ID, stake: [], signer: {} })).toBe(true);
    expect(weightIsNativeStake({ validator, stake: [], rewardsOwner: {} })).toBe(true);
  });

  it('behavior: a permissioned subnet validator’s weight is a plain number', () => {
    expect(weightIsNativeStake({ validator: { ...validator, subnetID: SUBNET }, subnetAuthorization: { signatureIndices: [0] } })).toBe(false);
  });

  it('args: an elastic subnet stakes its own asset, not the native token', () => {
    expect(weightIsNativeStake({ validator, subnetID: SUBNET, stake: [], signer: {} })).toBe(false);
  });
});
