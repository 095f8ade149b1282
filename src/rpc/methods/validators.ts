import { array, boolean, decimal, integer, object, string, withDefault, type Schema } from '../schema';
import { define } from './definition';

/** A validator of a subnet-EVM chain, from `/ext/bc/<chain>/validators`. */
export interface ChainValidator {
  validationID: string;
  nodeID: string;
  weight: bigint;
  startTimestamp: bigint;
  isActive: boolean;
  isL1Validator: boolean;
  isConnected: boolean;
  uptimeSeconds: bigint;
  /** Percent 0–100. */
  uptimePercentage: number;
}

const chainValidator: Schema<ChainValidator> = object({
  validationID: string,
  nodeID: string,
  weight: integer,
  startTimestamp: integer,
  isActive: boolean,
  isL1Validator: boolean,
  isConnected: boolean,
  uptimeSeconds: integer,
  uptimePercentage: decimal,
});

export const validatorsMethods = {
  'validators.getCurrentValidators': define<{ nodeIDs?: string[] }>()(
    'validators',
    object({ validators: withDefault(array(chainValidator), () => []) }),
  ),
};
