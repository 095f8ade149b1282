import { describe, expect, it } from 'vitest';
import { PRIMARY_NETWORK_ID } from '../../lib/id-constants';
import type { Subnet } from '../../rpc/methods/platform-types';
import { isSet, subnetKind } from './subnet-kind';

const base: Subnet = {
  isPermissioned: true,
  controlKeys: ['P-local1x'],
  threshold: 1n,
  locktime: 0n,
  subnetTransformationTxID: PRIMARY_NETWORK_ID,
  conversionID: PRIMARY_NETWORK_ID,
  managerChainID: PRIMARY_NETWORK_ID,
  managerAddress: null,
};

describe('subnetKind', () => {
  it('default: a subnet with neither conversion nor transformation is permissioned', () => {
    expect(subnetKind(base)).toBe('permissioned');
  });
  it('args: a conversion ID makes an L1', () => {
    expect(subnetKind({ ...base, isPermissioned: false, conversionID: '2sbbDod9V4MJ4SXRGTzMbpAbzxPCaQKKKdreodNLtWabahZdWB' })).toBe('l1');
  });
  it('args: a transformation tx makes an elastic subnet', () => {
    expect(subnetKind({ ...base, isPermissioned: false, subnetTransformationTxID: '2sbbDod9V4MJ4SXRGTzMbpAbzxPCaQKKKdreodNLtWabahZdWB' })).toBe('elastic');
  });
  it('behavior: missing fields count as unset', () => {
    expect(subnetKind({ ...base, conversionID: undefined, subnetTransformationTxID: undefined })).toBe('permissioned');
    expect(isSet('')).toBe(false);
  });
});
