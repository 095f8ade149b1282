/** Params and normalised results of the `platform.*` methods; each result type is its schema's output. */
import type { SchemaOutput } from '../schema';
import type {
  blockchain,
  blockchainStatus,
  currentValidator,
  delegator,
  feeConfig,
  feeState,
  l1Validator,
  subnet,
  validatorFeeConfig,
  validatorFeeState,
  validatorWeight,
} from './platform-schemas';

/** `hex` (with checksum, the default), `hexnc` (no checksum), `hexc`, or `json` (blocks and txs only). */
export type Encoding = 'hex' | 'hexnc' | 'hexc' | 'json';

export interface SubnetQuery {
  /** Primary Network when omitted. */
  subnetID?: string;
}

export type Blockchain = SchemaOutput<typeof blockchain>;
export type BlockchainStatus = SchemaOutput<typeof blockchainStatus>;
export type Delegator = SchemaOutput<typeof delegator>;
/** A current validator; which fields are present depends on the subnet kind (spec §2). */
export type CurrentValidator = SchemaOutput<typeof currentValidator>;
export type FeeConfig = SchemaOutput<typeof feeConfig>;
export type FeeState = SchemaOutput<typeof feeState>;
export type L1Validator = SchemaOutput<typeof l1Validator>;
export type Subnet = SchemaOutput<typeof subnet>;
export type ValidatorWeight = SchemaOutput<typeof validatorWeight>;
export type ValidatorFeeConfig = SchemaOutput<typeof validatorFeeConfig>;
export type ValidatorFeeState = SchemaOutput<typeof validatorFeeState>;
