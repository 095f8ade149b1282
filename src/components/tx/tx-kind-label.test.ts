import { describe, expect, it } from 'vitest';
import { txKindLabel } from './tx-kind-label';

describe('txKindLabel', () => {
  it('default', () => {
    expect(txKindLabel('AddPermissionlessValidatorTx')).toBe('Add permissionless validator');
  });
  it('behavior: keeps L1 and short names', () => {
    expect(txKindLabel('ConvertSubnetToL1Tx')).toBe('Convert subnet to L1');
    expect(txKindLabel('IncreaseL1ValidatorBalanceTx')).toBe('Increase L1 validator balance');
    expect(txKindLabel('BaseTx')).toBe('Base');
  });
  it("behavior: Helicon's kinds say auto-renewed", () => {
    expect(txKindLabel('AddAutoRenewedValidatorTx')).toBe('Add auto-renewed validator');
    expect(txKindLabel('SetAutoRenewedValidatorConfigTx')).toBe('Set auto-renewed validator config');
    expect(txKindLabel('RewardAutoRenewedValidatorTx')).toBe('Reward auto-renewed validator');
  });
});
