/** Params and normalised results of the `platform.*` methods; each result type is its schema's output. */
import type { SchemaOutput } from '../schema';
import type * as schemas from './platform-schemas';

/** `hex` (with checksum, the default), `hexnc` (no checksum), `hexc`, or `json` (blocks and txs only). */
export type Encoding = 'hex' | 'hexnc' | 'hexc' | 'json';

export interface SubnetQuery {
  /** Primary Network when omitted. */
  subnetID?: string;
}

export type Blockchain = SchemaOutput<typeof schemas.blockchain>;
export type BlockchainStatus = SchemaOutput<typeof schemas.blockchainStatus>;
export type Delegator = SchemaOutput<typeof schemas.delegator>;
/** A current validator; which fields are present depends on the subnet kind (Primary Network, permissioned subnet or L1). */
export type CurrentValidator = SchemaOutput<typeof schemas.currentValidator>;
export type FeeConfig = SchemaOutput<typeof schemas.feeConfig>;
export type FeeState = SchemaOutput<typeof schemas.feeState>;
export type L1Validator = SchemaOutput<typeof schemas.l1Validator>;
export type Subnet = SchemaOutput<typeof schemas.subnet>;
export type ValidatorWeight = SchemaOutput<typeof schemas.validatorWeight>;
export type ValidatorFeeConfig = SchemaOutput<typeof schemas.validatorFeeConfig>;
export type ValidatorFeeState = SchemaOutput<typeof schemas.validatorFeeState>;
