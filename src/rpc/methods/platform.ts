import { isRecord } from '../../lib/json-value';
import {
  aliased,
  array,
  custom,
  date,
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
import type { NetworkSettings } from '../network';
import { define, type NoParams } from './definition';
import {
  blockchain,
  blockchainStatus,
  currentValidator,
  feeConfig,
  feeState,
  l1Validator,
  subnet,
  validatorFeeConfig,
  validatorFeeState,
  validatorWeight,
} from './platform-schemas';
import type { Encoding, SubnetQuery, ValidatorWeight } from './platform-types';
import { txIdResult, utxoPage, type UtxoQuery } from './shared';

const amounts = withDefault(record(integer), () => ({}));

const encodedBlock = object({
  /** `0x…` for hex encodings; the block's JSON (lossless: integers are bigints) for `json`. */
  block: json,
  encoding: string,
});

const validatorMap = record(validatorWeight);
const wrappedValidatorMap = object({ validators: validatorMap });

/**
 * Current nodes answer a bare map `nodeID -> {publicKey, weight}`; the spec (and nodes before
 * v1.10.6) wrap it as `{validators: {nodeID: weight}}`. Both become one map: by the shape the node
 * was found to speak (`settings.validatorsAtShape`), or by the answer's look when it is not known.
 */
function validatorsAt(settings: NetworkSettings): Schema<Record<string, ValidatorWeight>> {
  if (settings.validatorsAtShape === 'bare') return validatorMap;
  if (settings.validatorsAtShape === 'wrapped') return custom(wrappedValidatorMap.expected, (value, path) => wrappedValidatorMap.parse(value, path).validators);
  return {
    expected: 'a map of node ID to weight',
    parse(value, path) {
      if (!isRecord(value)) throw new SchemaIssue(path, this.expected, describe(value));
      const wrapped = isRecord(value.validators) && !('weight' in value.validators);
      return validatorMap.parse(wrapped ? value.validators : value, wrapped ? `${path}.validators` : path);
    },
  };
}

export const platformMethods = {
  'platform.getBalance': define<{ addresses: string[] }>()(
    'platform',
    object({
      /** Native-asset totals (reference node); absent on nodes that only send the per-asset maps. */
      balance: optional(integer),
      unlocked: optional(integer),
      lockedStakeable: optional(integer),
      lockedNotStakeable: optional(integer),
      /** assetID -> amount. */
      balances: amounts,
      unlockeds: amounts,
      lockedStakeables: amounts,
      lockedNotStakeables: amounts,
      utxoIDs: withDefault(array(object({ txID: string, outputIndex: integer })), () => []),
    }),
  ),
  'platform.getBlock': define<{ blockID: string; encoding?: Encoding }>()('platform', encodedBlock),
  'platform.getBlockByHeight': define<{ height: bigint | number; encoding?: Encoding }>()('platform', encodedBlock),
  'platform.getBlockchains': define<NoParams>()('platform', object({ blockchains: withDefault(array(blockchain), () => []) })),
  'platform.getBlockchainStatus': define<{ blockchainID: string }>()('platform', object({ status: blockchainStatus })),
  'platform.getCurrentSupply': define<SubnetQuery>()('platform', object({ supply: integer, height: optional(integer) })),
  'platform.getCurrentValidators': define<SubnetQuery & { nodeIDs?: string[] }>()(
    'platform',
    object({ validators: withDefault(array(currentValidator), () => []) }),
  ),
  'platform.getFeeConfig': define<NoParams>()('platform', feeConfig),
  'platform.getFeeState': define<NoParams>()('platform', feeState),
  'platform.getHeight': define<NoParams>()('platform', object({ height: integer })),
  'platform.getL1Validator': define<{ validationID: string }>()('platform', l1Validator),
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
  'platform.getSubnet': define<{ subnetID: string }>()('platform', subnet),
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
  'platform.getTx': define<{ txID: string; encoding?: Encoding }>()('platform', object({ tx: json, encoding: string })),
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
        }),
      ),
    }),
  ),
  'platform.getValidatorFeeConfig': define<NoParams>()('platform', validatorFeeConfig),
  'platform.getValidatorFeeState': define<NoParams>()('platform', validatorFeeState),
  'platform.issueTx': define<{ tx: string; encoding?: 'hex' }>()('platform', txIdResult),
  'platform.sampleValidators': define<SubnetQuery & { size: number }>()(
    'platform',
    object({ validators: withDefault(array(string), () => []) }),
  ),
  'platform.validatedBy': define<{ blockchainID: string }>()('platform', object({ subnetID: string })),
  'platform.validates': define<{ subnetID: string }>()('platform', object({ blockchainIDs: withDefault(array(string), () => []) })),
};
