import { logFilterArg } from './eth-logs';

const ADDRESS = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';

it('default: one address or a list of them', () => {
  expect([...logFilterArg.decode({ address: ADDRESS.toUpperCase().replace('0X', '0x') }).addresses]).toEqual([ADDRESS]);
  expect([...logFilterArg.decode({ address: [ADDRESS] }).addresses]).toEqual([ADDRESS]);
});

it('error: addresses are refused in geth FilterCriteria words, whatever their JSON type', () => {
  expect(() => logFilterArg.decode({ address: [12345678901234567890123n] })).toThrow('non-string address at index 0');
  expect(() => logFilterArg.decode({ address: 5 })).toThrow('invalid addresses in query');
  expect(() => logFilterArg.decode({ address: '0x12' })).toThrow('invalid address: hex has invalid length 1 after decoding; expected 20 for address');
  expect(() => logFilterArg.decode({ address: [ADDRESS, '0x1'] })).toThrow('invalid address at index 1: hex string of odd length');
  expect(() => logFilterArg.decode({ address: ['0xzz'] })).toThrow('invalid address at index 0: invalid hex string');
  expect(() => logFilterArg.decode({ address: 'abc' })).toThrow('invalid address: hex string without 0x prefix');
});
