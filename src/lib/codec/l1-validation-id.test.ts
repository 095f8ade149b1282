import { describe, expect, it } from 'vitest';
import { conversionValidationId, l1NodeIdText } from './l1-validation-id';

describe('conversionValidationId', () => {
  it('default', () => {
    // The devnet's node answers getL1Validator for this ID with the conversion's first validator.
    expect(conversionValidationId('J89rdn2sKnrfkGJFZpo9Prxgzh4dNEiEEeFmEPGEbv8qvEjTc', 0)).toBe('KWf85tZVpDYK3KJ6NcKhHCfdgEYgtREjsDJqzgkANCAswQSES');
  });
  it('args: the index changes the ID', () => {
    const subnet = 'J89rdn2sKnrfkGJFZpo9Prxgzh4dNEiEEeFmEPGEbv8qvEjTc';
    expect(conversionValidationId(subnet, 1)).not.toBe(conversionValidationId(subnet, 0));
  });
});

describe('l1NodeIdText', () => {
  it('default', () => {
    expect(l1NodeIdText('0x0000000000000000000000000000000000000000')).toBe('NodeID-111111111111111111116DBWJs');
  });
  it('args: other lengths stay hex', () => {
    expect(l1NodeIdText('0xabcd')).toBe('0xabcd');
    expect(l1NodeIdText('nothex')).toBe('nothex');
  });
});
