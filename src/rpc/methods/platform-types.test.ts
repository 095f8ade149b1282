import { describe, expectTypeOf, test } from 'vitest';
import type { MethodResult } from './table';
import type { OutputOwners } from './shared';
import type { BlockchainStatus, CurrentValidator, L1Validator, Subnet, ValidatorWeight } from './platform-types';

// Type-level only: the result types are inferred from the schemas, so these pin what they infer.
describe('platform result types', () => {
  test('types: L1Validator has every field of getL1Validator, height optional', () => {
    expectTypeOf<L1Validator>().toEqualTypeOf<{
      validationID: string;
      subnetID: string;
      nodeID: string;
      publicKey: string;
      remainingBalanceOwner: OutputOwners;
      deactivationOwner: OutputOwners;
      startTime: bigint;
      weight: bigint;
      minNonce: bigint;
      balance: bigint;
      height?: bigint;
    }>();
    expectTypeOf<MethodResult<'platform.getL1Validator'>>().toEqualTypeOf<L1Validator>();
  });

  test('types: CurrentValidator keeps amounts bigint and percents number; subnet-kind fields are optional', () => {
    expectTypeOf<CurrentValidator>().toHaveProperty('nodeID').toEqualTypeOf<string>();
    expectTypeOf<CurrentValidator>().toHaveProperty('weight').toEqualTypeOf<bigint>();
    expectTypeOf<CurrentValidator['balance']>().toEqualTypeOf<bigint | undefined>();
    expectTypeOf<CurrentValidator['delegationFee']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<CurrentValidator['signer']>().toEqualTypeOf<{ publicKey: string; proofOfPossession: string } | undefined>();
    expectTypeOf<NonNullable<CurrentValidator['delegators']>[number]['rewardOwner']>().toEqualTypeOf<OutputOwners | undefined>();
    expectTypeOf<MethodResult<'platform.getCurrentValidators'>['validators']>().toEqualTypeOf<CurrentValidator[]>();
  });

  test('types: unions and nullable fields come from the schemas', () => {
    expectTypeOf<BlockchainStatus>().toEqualTypeOf<'Validating' | 'Created' | 'Preferred' | 'Syncing' | 'Unknown'>();
    expectTypeOf<Subnet['managerAddress']>().toEqualTypeOf<string | null>();
    expectTypeOf<ValidatorWeight>().toEqualTypeOf<{ weight: bigint; publicKey?: string | null }>();
    expectTypeOf<MethodResult<'platform.getValidatorsAt'>>().toEqualTypeOf<Record<string, ValidatorWeight>>();
  });
});
