import { sha256 } from '../checksum';
import { cb58Encode } from '../cb58';
import { ID_LENGTH } from '../id-constants';
import { CodecError } from './codec-error';
import {
  BLS_SIGNATURE_LENGTH,
  readAuth,
  readBaseFields,
  readCredentials,
  readId,
  readL1Validators,
  readOwner,
  readShortId,
  readSigner,
  readSubnetValidator,
  readTransferableInputs,
  readTransferableOutputs,
  readTypeId,
  readValidator,
  writeAuth,
  writeBaseFields,
  writeCredentials,
  writeId,
  writeL1Validators,
  writeOwner,
  writeShortId,
  writeSigner,
  writeSubnetValidator,
  writeTransferableInputs,
  writeTransferableOutputs,
  writeTypeId,
  writeValidator,
} from './fields';
import { Reader } from './reader';
import { CODEC_VERSION, type SignedTx, type TxKind, type UnsignedTx } from './types';
import { Writer } from './writer';

export const TX_KINDS = [
  'BaseTx',
  'CreateSubnetTx',
  'CreateChainTx',
  'ImportTx',
  'ExportTx',
  'AddValidatorTx',
  'AddDelegatorTx',
  'AddSubnetValidatorTx',
  'RemoveSubnetValidatorTx',
  'TransformSubnetTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'TransferSubnetOwnershipTx',
  'ConvertSubnetToL1Tx',
  'RegisterL1ValidatorTx',
  'SetL1ValidatorWeightTx',
  'IncreaseL1ValidatorBalanceTx',
  'DisableL1ValidatorTx',
  'AddAutoRenewedValidatorTx',
  'SetAutoRenewedValidatorConfigTx',
  'RewardAutoRenewedValidatorTx',
  'RewardValidatorTx',
  'AdvanceTimeTx',
] as const satisfies readonly TxKind[];

/** The 2-byte codec version that prefixes every outer object. */
export function writeCodecVersion(writer: Writer): void {
  writer.u16(CODEC_VERSION, 'codec version');
}

export function readCodecVersion(reader: Reader): void {
  const version = reader.u16('codec version');
  if (version !== BigInt(CODEC_VERSION)) throw new CodecError(`unknown codec version ${version}`, { kind: 'codecVersion', version });
}

/** Type ID and fields of an unsigned tx, without codec version. */
export function writeUnsignedTx(writer: Writer, tx: UnsignedTx): void {
  writeTypeId(writer, tx.kind);
  switch (tx.kind) {
    case 'RewardValidatorTx':
      writeId(writer, tx.txId, 'txID');
      return;
    case 'RewardAutoRenewedValidatorTx':
      writeId(writer, tx.txId, 'txID');
      writer.u64(tx.timestamp, 'timestamp');
      return;
    case 'AdvanceTimeTx':
      writer.u64(tx.time, 'time');
      return;
  }
  writeBaseFields(writer, tx);
  switch (tx.kind) {
    case 'BaseTx':
      return;
    case 'CreateSubnetTx':
      writeOwner(writer, tx.owner);
      return;
    case 'CreateChainTx':
      writeId(writer, tx.subnetId, 'subnetID');
      writer.string(tx.chainName, 'chainName');
      writeId(writer, tx.vmId, 'vmID');
      writer.list(tx.fxIds, (fxId) => writeId(writer, fxId, 'fxID'), 'fxIDs');
      writer.bytes(tx.genesisData, 'genesisData');
      writeAuth(writer, tx.subnetAuthorization);
      return;
    case 'ImportTx':
      writeId(writer, tx.sourceChain, 'sourceChain');
      writeTransferableInputs(writer, tx.importedInputs, 'importedInputs');
      return;
    case 'ExportTx':
      writeId(writer, tx.destinationChain, 'destinationChain');
      writeTransferableOutputs(writer, tx.exportedOutputs, 'exportedOutputs');
      return;
    case 'AddValidatorTx':
      writeValidator(writer, tx.validator);
      writeTransferableOutputs(writer, tx.stake, 'stake');
      writeOwner(writer, tx.rewardsOwner);
      writer.u32(tx.shares, 'shares');
      return;
    case 'AddDelegatorTx':
      writeValidator(writer, tx.validator);
      writeTransferableOutputs(writer, tx.stake, 'stake');
      writeOwner(writer, tx.rewardsOwner);
      return;
    case 'AddSubnetValidatorTx':
      writeSubnetValidator(writer, tx.validator);
      writeAuth(writer, tx.subnetAuthorization);
      return;
    case 'RemoveSubnetValidatorTx':
      writeShortId(writer, tx.nodeId, 'nodeID');
      writeId(writer, tx.subnetId, 'subnetID');
      writeAuth(writer, tx.subnetAuthorization);
      return;
    case 'TransformSubnetTx':
      writeId(writer, tx.subnetId, 'subnetID');
      writeId(writer, tx.assetId, 'assetID');
      writer.u64(tx.initialSupply, 'initialSupply');
      writer.u64(tx.maximumSupply, 'maximumSupply');
      writer.u64(tx.minConsumptionRate, 'minConsumptionRate');
      writer.u64(tx.maxConsumptionRate, 'maxConsumptionRate');
      writer.u64(tx.minValidatorStake, 'minValidatorStake');
      writer.u64(tx.maxValidatorStake, 'maxValidatorStake');
      writer.u32(tx.minStakeDuration, 'minStakeDuration');
      writer.u32(tx.maxStakeDuration, 'maxStakeDuration');
      writer.u32(tx.minDelegationFee, 'minDelegationFee');
      writer.u64(tx.minDelegatorStake, 'minDelegatorStake');
      writer.u8(tx.maxValidatorWeightFactor, 'maxValidatorWeightFactor');
      writer.u32(tx.uptimeRequirement, 'uptimeRequirement');
      writeAuth(writer, tx.subnetAuthorization);
      return;
    case 'AddPermissionlessValidatorTx':
      writeValidator(writer, tx.validator);
      writeId(writer, tx.subnetId, 'subnetID');
      writeSigner(writer, tx.signer);
      writeTransferableOutputs(writer, tx.stake, 'stake');
      writeOwner(writer, tx.validationRewardsOwner);
      writeOwner(writer, tx.delegationRewardsOwner);
      writer.u32(tx.shares, 'shares');
      return;
    case 'AddPermissionlessDelegatorTx':
      writeValidator(writer, tx.validator);
      writeId(writer, tx.subnetId, 'subnetID');
      writeTransferableOutputs(writer, tx.stake, 'stake');
      writeOwner(writer, tx.rewardsOwner);
      return;
    case 'TransferSubnetOwnershipTx':
      writeId(writer, tx.subnetId, 'subnetID');
      writeAuth(writer, tx.subnetAuthorization);
      writeOwner(writer, tx.newOwner);
      return;
    case 'ConvertSubnetToL1Tx':
      writeId(writer, tx.subnetId, 'subnetID');
      writeId(writer, tx.chainId, 'chainID');
      writer.bytes(tx.address, 'address');
      writeL1Validators(writer, tx.validators);
      writeAuth(writer, tx.subnetAuthorization);
      return;
    case 'RegisterL1ValidatorTx':
      writer.u64(tx.balance, 'balance');
      writer.fixed(tx.proofOfPossession, BLS_SIGNATURE_LENGTH, 'proofOfPossession');
      writer.bytes(tx.message, 'message');
      return;
    case 'SetL1ValidatorWeightTx':
      writer.bytes(tx.message, 'message');
      return;
    case 'IncreaseL1ValidatorBalanceTx':
      writeId(writer, tx.validationId, 'validationID');
      writer.u64(tx.balance, 'balance');
      return;
    case 'DisableL1ValidatorTx':
      writeId(writer, tx.validationId, 'validationID');
      writeAuth(writer, tx.disableAuthorization);
      return;
    case 'AddAutoRenewedValidatorTx':
      writer.bytes(tx.nodeId, 'nodeID');
      writeSigner(writer, tx.signer);
      writeTransferableOutputs(writer, tx.stake, 'stake');
      writeOwner(writer, tx.validationRewardsOwner);
      writeOwner(writer, tx.delegationRewardsOwner);
      writeOwner(writer, tx.validatorAuthority);
      writer.u32(tx.delegationShares, 'delegationShares');
      writer.u32(tx.autoCompoundRewardShares, 'autoCompoundRewardShares');
      writer.u64(tx.period, 'period');
      return;
    case 'SetAutoRenewedValidatorConfigTx':
      writeId(writer, tx.txId, 'txID');
      writeAuth(writer, tx.auth);
      writer.u32(tx.autoCompoundRewardShares, 'autoCompoundRewardShares');
      writer.u64(tx.period, 'period');
      return;
  }
}

export function readUnsignedTx(reader: Reader): UnsignedTx {
  const kind = readTypeId(reader, TX_KINDS, 'unsigned tx');
  switch (kind) {
    case 'RewardValidatorTx':
      return { kind, txId: readId(reader, 'txID') };
    case 'RewardAutoRenewedValidatorTx': {
      const txId = readId(reader, 'txID');
      return { kind, txId, timestamp: reader.u64('timestamp') };
    }
    case 'AdvanceTimeTx':
      return { kind, time: reader.u64('time') };
  }
  const base = readBaseFields(reader);
  switch (kind) {
    case 'BaseTx':
      return { kind, ...base };
    case 'CreateSubnetTx':
      return { kind, ...base, owner: readOwner(reader, 'owner') };
    case 'CreateChainTx': {
      const subnetId = readId(reader, 'subnetID');
      const chainName = reader.string('chainName');
      const vmId = readId(reader, 'vmID');
      const fxIds = reader.list(() => readId(reader, 'fxID'), ID_LENGTH, 'fxIDs');
      const genesisData = reader.bytes('genesisData');
      const subnetAuthorization = readAuth(reader, 'subnetAuthorization');
      return { kind, ...base, subnetId, chainName, vmId, fxIds, genesisData, subnetAuthorization };
    }
    case 'ImportTx': {
      const sourceChain = readId(reader, 'sourceChain');
      return { kind, ...base, sourceChain, importedInputs: readTransferableInputs(reader, 'importedInputs') };
    }
    case 'ExportTx': {
      const destinationChain = readId(reader, 'destinationChain');
      return { kind, ...base, destinationChain, exportedOutputs: readTransferableOutputs(reader, 'exportedOutputs') };
    }
    case 'AddValidatorTx': {
      const validator = readValidator(reader);
      const stake = readTransferableOutputs(reader, 'stake');
      const rewardsOwner = readOwner(reader, 'rewardsOwner');
      return { kind, ...base, validator, stake, rewardsOwner, shares: reader.u32('shares') };
    }
    case 'AddDelegatorTx': {
      const validator = readValidator(reader);
      const stake = readTransferableOutputs(reader, 'stake');
      return { kind, ...base, validator, stake, rewardsOwner: readOwner(reader, 'rewardsOwner') };
    }
    case 'AddSubnetValidatorTx': {
      const validator = readSubnetValidator(reader);
      return { kind, ...base, validator, subnetAuthorization: readAuth(reader, 'subnetAuthorization') };
    }
    case 'RemoveSubnetValidatorTx': {
      const nodeId = readShortId(reader, 'nodeID');
      const subnetId = readId(reader, 'subnetID');
      return { kind, ...base, nodeId, subnetId, subnetAuthorization: readAuth(reader, 'subnetAuthorization') };
    }
    case 'TransformSubnetTx':
      return {
        kind,
        ...base,
        subnetId: readId(reader, 'subnetID'),
        assetId: readId(reader, 'assetID'),
        initialSupply: reader.u64('initialSupply'),
        maximumSupply: reader.u64('maximumSupply'),
        minConsumptionRate: reader.u64('minConsumptionRate'),
        maxConsumptionRate: reader.u64('maxConsumptionRate'),
        minValidatorStake: reader.u64('minValidatorStake'),
        maxValidatorStake: reader.u64('maxValidatorStake'),
        minStakeDuration: reader.u32('minStakeDuration'),
        maxStakeDuration: reader.u32('maxStakeDuration'),
        minDelegationFee: reader.u32('minDelegationFee'),
        minDelegatorStake: reader.u64('minDelegatorStake'),
        maxValidatorWeightFactor: reader.u8('maxValidatorWeightFactor'),
        uptimeRequirement: reader.u32('uptimeRequirement'),
        subnetAuthorization: readAuth(reader, 'subnetAuthorization'),
      };
    case 'AddPermissionlessValidatorTx':
      return {
        kind,
        ...base,
        validator: readValidator(reader),
        subnetId: readId(reader, 'subnetID'),
        signer: readSigner(reader),
        stake: readTransferableOutputs(reader, 'stake'),
        validationRewardsOwner: readOwner(reader, 'validationRewardsOwner'),
        delegationRewardsOwner: readOwner(reader, 'delegationRewardsOwner'),
        shares: reader.u32('shares'),
      };
    case 'AddPermissionlessDelegatorTx':
      return {
        kind,
        ...base,
        validator: readValidator(reader),
        subnetId: readId(reader, 'subnetID'),
        stake: readTransferableOutputs(reader, 'stake'),
        rewardsOwner: readOwner(reader, 'rewardsOwner'),
      };
    case 'TransferSubnetOwnershipTx': {
      const subnetId = readId(reader, 'subnetID');
      const subnetAuthorization = readAuth(reader, 'subnetAuthorization');
      return { kind, ...base, subnetId, subnetAuthorization, newOwner: readOwner(reader, 'newOwner') };
    }
    case 'ConvertSubnetToL1Tx':
      return {
        kind,
        ...base,
        subnetId: readId(reader, 'subnetID'),
        chainId: readId(reader, 'chainID'),
        address: reader.bytes('address'),
        validators: readL1Validators(reader),
        subnetAuthorization: readAuth(reader, 'subnetAuthorization'),
      };
    case 'RegisterL1ValidatorTx': {
      const balance = reader.u64('balance');
      const proofOfPossession = reader.fixed(BLS_SIGNATURE_LENGTH, 'proofOfPossession');
      return { kind, ...base, balance, proofOfPossession, message: reader.bytes('message') };
    }
    case 'SetL1ValidatorWeightTx':
      return { kind, ...base, message: reader.bytes('message') };
    case 'IncreaseL1ValidatorBalanceTx': {
      const validationId = readId(reader, 'validationID');
      return { kind, ...base, validationId, balance: reader.u64('balance') };
    }
    case 'DisableL1ValidatorTx': {
      const validationId = readId(reader, 'validationID');
      return { kind, ...base, validationId, disableAuthorization: readAuth(reader, 'disableAuthorization') };
    }
    case 'AddAutoRenewedValidatorTx':
      return {
        kind,
        ...base,
        nodeId: reader.bytes('nodeID'),
        signer: readSigner(reader),
        stake: readTransferableOutputs(reader, 'stake'),
        validationRewardsOwner: readOwner(reader, 'validationRewardsOwner'),
        delegationRewardsOwner: readOwner(reader, 'delegationRewardsOwner'),
        validatorAuthority: readOwner(reader, 'validatorAuthority'),
        delegationShares: reader.u32('delegationShares'),
        autoCompoundRewardShares: reader.u32('autoCompoundRewardShares'),
        period: reader.u64('period'),
      };
    case 'SetAutoRenewedValidatorConfigTx': {
      const txId = readId(reader, 'txID');
      const auth = readAuth(reader, 'auth');
      const autoCompoundRewardShares = reader.u32('autoCompoundRewardShares');
      return { kind, ...base, txId, auth, autoCompoundRewardShares, period: reader.u64('period') };
    }
  }
}

/** A signed tx without codec version, as it sits inside a block. */
export function writeSignedTx(writer: Writer, tx: SignedTx): void {
  writeUnsignedTx(writer, tx.unsignedTx);
  writeCredentials(writer, tx.credentials);
}

export function readSignedTx(reader: Reader): SignedTx {
  const unsignedTx = readUnsignedTx(reader);
  return { unsignedTx, credentials: readCredentials(reader) };
}

/** Codec version + type ID + fields: the bytes whose sha256 the credentials sign. */
export function encodeUnsignedTx(tx: UnsignedTx): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeUnsignedTx(writer, tx);
  return writer.toBytes();
}

/** The tx as `platform.issueTx` / `getTx` carry it (codec version prefixed). */
export function encodeSignedTx(tx: SignedTx): Uint8Array {
  const writer = new Writer();
  writeCodecVersion(writer);
  writeSignedTx(writer, tx);
  return writer.toBytes();
}

export function decodeSignedTx(bytes: Uint8Array): SignedTx {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const tx = readSignedTx(reader);
  reader.end('signed tx');
  return tx;
}

export function decodeUnsignedTx(bytes: Uint8Array): UnsignedTx {
  const reader = new Reader(bytes);
  readCodecVersion(reader);
  const tx = readUnsignedTx(reader);
  reader.end('unsigned tx');
  return tx;
}

/** The raw 32-byte tx ID: sha256 of the signed bytes (codec version included). */
export function txIdBytes(signedBytes: Uint8Array): Uint8Array {
  return sha256(signedBytes);
}

/** cb58 tx ID of signed tx bytes (codec version included). */
export function txId(signedBytes: Uint8Array): string {
  return cb58Encode(txIdBytes(signedBytes));
}

/** cb58 tx ID of a tx in the model. */
export function signedTxId(tx: SignedTx): string {
  return txId(encodeSignedTx(tx));
}

