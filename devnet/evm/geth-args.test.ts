import { hexOrDecimalArg, parseBlockNumber } from './geth-args';

it('error: math.HexOrDecimal64 quotes the raw JSON of a value that is not a number or a string', () => {
  expect(() => hexOrDecimalArg.decode({ a: [1] })).toThrow('invalid hex or decimal integer "{\\"a\\":[1]}"');
  expect(() => hexOrDecimalArg.decode(['5'])).toThrow('invalid hex or decimal integer "[\\"5\\"]"');
  expect(() => hexOrDecimalArg.decode('\u0001')).toThrow('invalid hex or decimal integer "\\x01"');
  expect(hexOrDecimalArg.decode(10)).toBe(10n);
});

it('error: a block number inside an array is not a block number', () => {
  expect(() => parseBlockNumber(['0x1'])).toThrow('hex string without 0x prefix');
  expect(() => parseBlockNumber({ number: '0x1' })).toThrow('hex string without 0x prefix');
  expect(parseBlockNumber('0x1')).toBe(1n);
});
