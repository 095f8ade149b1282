import { array, boolean, decimal, integer, object, string, withDefault, type SchemaOutput } from '../schema';
import { define } from './definition';

const chainValidator = object({
  validationID: string,
  nodeID: string,
  weight: integer,
  startTimestamp: integer,
  isActive: boolean,
  isL1Validator: boolean,
  isConnected: boolean,
  uptimeSeconds: integer,
  /** Percent 0–100. */
  uptimePercentage: decimal,
});
/** A validator of a subnet-EVM chain, from `/ext/bc/<chain>/validators`. */
export type ChainValidator = SchemaOutput<typeof chainValidator>;

export const validatorsMethods = {
  'validators.getCurrentValidators': define<{ nodeIDs?: string[] }>()(
    'validators',
    object({ validators: withDefault(array(chainValidator), () => []) }),
  ),
};
