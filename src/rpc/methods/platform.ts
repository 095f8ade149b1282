import {
  aliased,
  array,
  boolean,
  custom,
  date,
  decimal,
  describe,
  integer,
  json,
  literal,
  nullable,
  object,
  optional,
  record,
  SchemaIssue,
  string,
  withDefault,
  type Schema,
} from '../schema';
import { isRecord } from '../../lib/json-value';
import { define, type NoParams } from './definition';
import type {
  Balance,
  CurrentValidator,
  Delegator,
  EncodedBlock,
  EncodedTx,
  Encoding,
  FeeConfig,
  FeeState,
  L1Validator,
  Subnet,
  SubnetQuery,
  ValidatorFeeConfig,
  ValidatorFeeState,
  ValidatorSet,
  ValidatorWeight,
} from './platform-types';
import { outputOwners, txIdResult, utxoPage, type UtxoQuery } from './shared';

const amounts = withDefault(record(integer), () => ({}));

const encodedBlock: Schema<EncodedBlock> = object({ block: json, encoding: string });

const delegator: Schema<Delegator> = object({
  txID: string,
  startTime: integer,
  endTime: integer,
  weight: integer,
  nodeID: string,
  rewardOwner: optional(outputOwners),
  potentialReward: optional(integer),
});

const currentValidator: Schema<CurrentValidator> = object({
  nodeID: string,
  weight: integer,
  startTime: integer,
  txID: optional(string),
  endTime: optional(integer),
  validationID: optional(string),
  publicKey: optional(string),
  remainingBalanceOwner: optional(outputOwners),
  deactivationOwner: optional(outputOwners),
  minNonce: optional(integer),
  balance: optional(integer),
  validationRewardOwner: optional(outputOwners),
  delegationRewardOwner: optional(outputOwners),
  potentialReward: optional(integer),
  accruedDelegateeReward: optional(integer),
  delegationFee: optional(aliased(['delegationFee', 'delegationFeeRate'], decimal)),
  uptime: optional(decimal),
  connected: optional(boolean),
  signer: optional(
    object({ publicKey: string, proofOfPossession: aliased(['proofOfPossession', 'proofOfPosession'], string) }),
  ),
  delegatorCount: optional(integer),
  delegatorWeight: optional(integer),
  delegators: optional(array(delegator)),
});

const validatorWeight = custom<ValidatorWeight>('a weight or {publicKey, weight}', (value, path) => {
  if (isRecord(value)) {
    return {
      weight: integer.parse(value.weight, `${path}.weight`),
      publicKey: nullable(string).parse(value.publicKey ?? null, `${path}.publicKey`),
    };
  }
  return { weight: integer.parse(value, path), publicKey: null };
});

/**
 * Current nodes answer a bare map `nodeID -> {publicKey, weight}`; the spec (and nodes before
 * v1.10.6) wrap it as `{validators: {nodeID: weight}}`. Both become one map.
 */
const validatorsAt: Schema<Record<string, ValidatorWeight>> = {
  expected: 'a map of node ID to weight',
  parse(value, path) {
    if (!isRecord(value)) throw new SchemaIssue(path, this.expected, describe(value));
    const wrapped = isRecord(value.validators) && !('weight' in value.validators);
    return record(validatorWeight).parse(wrapped ? value.validators : value, wrapped ? `${path}.validators` : path);
  },
};

export const platformMethods = {
  'platform.getBalance': define<{ addresses: string[] }>()<Balance>(
    'platform',
    object({
      balance: optional(integer),
      unlocked: optional(integer),
      lockedStakeable: optional(integer),
      lockedNotStakeable: optional(integer),
      balances: amounts,
      unlockeds: amounts,
      lockedStakeables: amounts,
      lockedNotStakeables: amounts,
      utxoIDs: withDefault(array(object({ txID: string, outputIndex: integer })), () => []),
    }),
  ),
  'platform.getBlock': define<{ blockID: string; encoding?: Encoding }>()('platform', encodedBlock),
  'platform.getBlockByHeight': define<{ height: bigint | number; encoding?: Encoding }>()('platform', encodedBlock),
  'platform.getBlockchains': define<NoParams>()(
    'platform',
    object({ blockchains: withDefault(array(object({ id: string, name: string, subnetID: string, vmID: string })), () => []) }),
  ),
  'platform.getBlockchainStatus': define<{ blockchainID: string }>()(
    'platform',
    object({ status: literal('Validating', 'Created', 'Preferred', 'Syncing', 'Unknown') }),
  ),
  'platform.getCurrentSupply': define<SubnetQuery>()('platform', object({ supply: integer, height: optional(integer) })),
  'platform.getCurrentValidators': define<SubnetQuery & { nodeIDs?: string[] }>()(
    'platform',
    object({ validators: withDefault(array(currentValidator), () => []) }),
  ),
  'platform.getFeeConfig': define<NoParams>()<FeeConfig>(
    'platform',
    object({
      weights: array(integer),
      maxCapacity: integer,
      maxPerSecond: integer,
      targetPerSecond: integer,
      minPrice: integer,
      excessConversionConstant: integer,
    }),
  ),
  'platform.getFeeState': define<NoParams>()<FeeState>(
    'platform',
    object({ capacity: integer, excess: integer, price: integer, timestamp: date }),
  ),
  'platform.getHeight': define<NoParams>()('platform', object({ height: integer })),
  'platform.getL1Validator': define<{ validationID: string }>()<L1Validator>(
    'platform',
    object({
      validationID: string,
      subnetID: string,
      nodeID: string,
      publicKey: string,
      remainingBalanceOwner: outputOwners,
      deactivationOwner: outputOwners,
      startTime: integer,
      weight: integer,
      minNonce: integer,
      balance: integer,
      height: optional(integer),
    }),
  ),
  'platform.getProposedHeight': define<NoParams>()('platform', object({ height: integer })),
  'platform.getMinStake': define<SubnetQuery>()('platform', object({ minValidatorStake: integer, minDelegatorStake: integer })),
  'platform.getRewardUTXOs': define<{ txID: string; encoding?: 'hex' }>()(
    'platform',
    object({ numFetched: integer, utxos: withDefault(array(string), () => []), encoding: optional(string) }),
  ),
  'platform.getStake': define<{ addresses: string[]; validatorsOnly?: boolean; encoding?: 'hex' }>()(
    'platform',
    object({
      staked: optional(integer),
      stakeds: amounts,
      stakedOutputs: withDefault(array(string), () => []),
      encoding: optional(string),
    }),
  ),
  'platform.getStakingAssetID': define<SubnetQuery>()('platform', object({ assetID: string })),
  'platform.getSubnet': define<{ subnetID: string }>()<Subnet>(
    'platform',
    object({
      isPermissioned: boolean,
      controlKeys: withDefault(array(string), () => []),
      threshold: integer,
      locktime: integer,
      subnetTransformationTxID: optional(string),
      conversionID: optional(string),
      managerChainID: optional(string),
      managerAddress: withDefault(nullable(string), () => null),
    }),
  ),
  'platform.getSubnets': define<{ ids?: string[] }>()(
    'platform',
    object({
      subnets: withDefault(array(object({ id: string, controlKeys: withDefault(array(string), () => []), threshold: integer })), () => []),
    }),
  ),
  'platform.getTimestamp': define<NoParams>()('platform', object({ timestamp: aliased(['timestamp', 'time'], date) })),
  'platform.getTotalStake': define<SubnetQuery>()(
    'platform',
    object({ weight: aliased(['weight', 'stake'], integer), stake: optional(integer) }),
  ),
  'platform.getTx': define<{ txID: string; encoding?: Encoding }>()<EncodedTx>(
    'platform',
    object({ tx: json, encoding: string }),
  ),
  'platform.getTxStatus': define<{ txID: string }>()(
    'platform',
    object({ status: literal('Committed', 'Aborted', 'Processing', 'Dropped', 'Unknown'), reason: optional(string) }),
  ),
  'platform.getUTXOs': define<UtxoQuery>()('platform', utxoPage),
  'platform.getValidatorsAt': define<SubnetQuery & { height: bigint | number | 'proposed' }>()('platform', validatorsAt),
  'platform.getAllValidatorsAt': define<{ height: bigint | number | 'proposed' }>()(
    'platform',
    object({
      validatorSets: record(
        object({
          validators: withDefault(
            array(object({ publicKey: withDefault(nullable(string), () => null), weight: integer, nodeIDs: array(string) })),
            () => [],
          ),
          totalWeight: integer,
        }) satisfies Schema<ValidatorSet>,
      ),
    }),
  ),
  'platform.getValidatorFeeConfig': define<NoParams>()<ValidatorFeeConfig>(
    'platform',
    object({
      capacity: integer,
      target: integer,
      minPrice: integer,
      excessConversionConstant: integer,
      targetPerSecond: optional(integer),
    }),
  ),
  'platform.getValidatorFeeState': define<NoParams>()<ValidatorFeeState>(
    'platform',
    object({ excess: integer, price: integer, timestamp: date }),
  ),
  'platform.issueTx': define<{ tx: string; encoding?: 'hex' }>()('platform', txIdResult),
  'platform.sampleValidators': define<SubnetQuery & { size: number }>()(
    'platform',
    object({ validators: withDefault(array(string), () => []) }),
  ),
  'platform.validatedBy': define<{ blockchainID: string }>()('platform', object({ subnetID: string })),
  'platform.validates': define<{ subnetID: string }>()('platform', object({ blockchainIDs: withDefault(array(string), () => []) })),
};
