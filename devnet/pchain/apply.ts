import type { Network } from './network';
import { applyConvertToL1, applyDisableL1Validator, applyIncreaseL1Balance, applyRegisterL1Validator, applySetL1Weight } from './l1';
import { applyExport, applyImport } from './shared-memory';
import { applyAddAutoRenewedValidator, applySetAutoRenewedConfig } from './auto-renewed';
import { applyAddDelegator, applyAddValidator } from './staking';
import { applyAddSubnetValidator, applyCreateChain, applyCreateSubnet, applyRemoveSubnetValidator, applyTransferOwnership, genesisChainId } from './subnets';
import type { BuiltTx } from './wallet';

/** Uptime of validators added by issued txs: the devnet's own nodes stay up, so they are rewarded. */
const ISSUED_VALIDATOR_UPTIME = 100;

/**
 * Applies what an accepted tx changes beyond its inputs and outputs (which `BlockBuilder.add`
 * already applied), through the same functions the generated activity uses.
 */
export function applyTx(network: Network, built: BuiltTx): void {
  const { builder, state } = network;
  const tx = built.tx.unsignedTx;
  switch (tx.kind) {
    case 'BaseTx':
      return;
    case 'ExportTx':
      return applyExport(state, built);
    case 'ImportTx':
      return applyImport(state, built);
    case 'AddPermissionlessValidatorTx':
      applyAddValidator(builder, built, ISSUED_VALIDATOR_UPTIME);
      return;
    case 'AddAutoRenewedValidatorTx':
      applyAddAutoRenewedValidator(builder, built, ISSUED_VALIDATOR_UPTIME);
      return;
    case 'SetAutoRenewedValidatorConfigTx':
      return applySetAutoRenewedConfig(builder, built);
    case 'AddPermissionlessDelegatorTx':
      applyAddDelegator(builder, built);
      return;
    case 'CreateSubnetTx':
      applyCreateSubnet(builder, built);
      return;
    case 'CreateChainTx':
      applyCreateChain(builder, built, genesisChainId(tx.genesisData) ?? network.nextEvmChainId++);
      return;
    case 'AddSubnetValidatorTx':
      applyAddSubnetValidator(builder, built);
      return;
    case 'RemoveSubnetValidatorTx':
      return applyRemoveSubnetValidator(builder, built);
    case 'TransferSubnetOwnershipTx':
      return applyTransferOwnership(builder, built);
    case 'ConvertSubnetToL1Tx':
      applyConvertToL1(builder, built);
      return;
    case 'RegisterL1ValidatorTx':
      applyRegisterL1Validator(builder, built);
      return;
    case 'SetL1ValidatorWeightTx':
      return applySetL1Weight(builder, built);
    case 'IncreaseL1ValidatorBalanceTx':
      return applyIncreaseL1Balance(builder, built);
    case 'DisableL1ValidatorTx':
      return applyDisableL1Validator(builder, built);
    default:
      throw new Error(`${tx.kind} cannot be applied as an issued tx`);
  }
}
