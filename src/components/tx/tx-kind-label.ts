import { t } from '@lingui/core/macro';
import type { TxKind } from '../../lib/codec/types';

/** Each kind's readable name, read when shown (in the active locale): "AddPermissionlessValidatorTx" -> "Add permissionless validator". */
const LABELS: Record<TxKind, string> = {
  get AddAutoRenewedValidatorTx() { return t`Add auto-renewed validator`; },
  get AddDelegatorTx() { return t`Add delegator`; },
  get AddPermissionlessDelegatorTx() { return t`Add permissionless delegator`; },
  get AddPermissionlessValidatorTx() { return t`Add permissionless validator`; },
  get AddSubnetValidatorTx() { return t`Add subnet validator`; },
  get AddValidatorTx() { return t`Add validator`; },
  get AdvanceTimeTx() { return t`Advance time`; },
  // The kind, not the tx page's card of base fields, which is also "Base" in English.
  get BaseTx() { return t({ message: 'Base', context: 'tx kind' }); },
  get ConvertSubnetToL1Tx() { return t`Convert subnet to L1`; },
  get CreateChainTx() { return t`Create chain`; },
  get CreateSubnetTx() { return t`Create subnet`; },
  get DisableL1ValidatorTx() { return t`Disable L1 validator`; },
  get ExportTx() { return t`Export`; },
  get ImportTx() { return t`Import`; },
  get IncreaseL1ValidatorBalanceTx() { return t`Increase L1 validator balance`; },
  get RegisterL1ValidatorTx() { return t`Register L1 validator`; },
  get RemoveSubnetValidatorTx() { return t`Remove subnet validator`; },
  get RewardAutoRenewedValidatorTx() { return t`Reward auto-renewed validator`; },
  get RewardValidatorTx() { return t`Reward validator`; },
  get SetAutoRenewedValidatorConfigTx() { return t`Set auto-renewed validator config`; },
  get SetL1ValidatorWeightTx() { return t`Set L1 validator weight`; },
  get TransferSubnetOwnershipTx() { return t`Transfer subnet ownership`; },
  get TransformSubnetTx() { return t`Transform subnet`; },
};

export function txKindLabel(kind: TxKind): string {
  return LABELS[kind];
}
