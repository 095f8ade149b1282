import { parseAbiInput } from './abi-input';

const ok = (value: unknown) => ({ ok: true, value });

describe('parseAbiInput', () => {
  it('default: addresses come back checksummed; a wrong checksum or length is explained', () => {
    expect(parseAbiInput({ type: 'address' }, ' 0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc ')).toEqual(ok('0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC'));
    expect(parseAbiInput({ type: 'address' }, '0x8Db97c7cece249c2b98bdc0226cc4c2a57bf52fc')).toMatchObject({ ok: false, reason: expect.stringMatching(/checksum/) });
    expect(parseAbiInput({ type: 'address' }, '0x1234')).toMatchObject({ ok: false, reason: expect.stringMatching(/40 hex digits/) });
  });

  it('args: integers in decimal or hex, within their type’s range', () => {
    expect(parseAbiInput({ type: 'uint256' }, '1_000')).toEqual(ok(1000n));
    expect(parseAbiInput({ type: 'uint8' }, '0xff')).toEqual(ok(255n));
    expect(parseAbiInput({ type: 'uint8' }, '256')).toMatchObject({ ok: false, reason: 'out of range for uint8 (0 to 255)' });
    expect(parseAbiInput({ type: 'uint256' }, '-1')).toMatchObject({ ok: false });
    expect(parseAbiInput({ type: 'int8' }, '-128')).toEqual(ok(-128n));
    expect(parseAbiInput({ type: 'int8' }, '128')).toMatchObject({ ok: false });
    expect(parseAbiInput({ type: 'uint256' }, '1.5')).toMatchObject({ ok: false, reason: 'a whole number (decimal, or hex with 0x)' });
    expect(parseAbiInput({ type: 'uint256' }, (2n ** 256n - 1n).toString())).toEqual(ok(2n ** 256n - 1n));
  });

  it('args: booleans, strings, and bytes of the right length', () => {
    expect(parseAbiInput({ type: 'bool' }, 'true')).toEqual(ok(true));
    expect(parseAbiInput({ type: 'bool' }, 'yes')).toMatchObject({ ok: false });
    expect(parseAbiInput({ type: 'string' }, ' hi ')).toEqual(ok(' hi '));
    expect(parseAbiInput({ type: 'bytes' }, '0xabcd')).toEqual(ok('0xabcd'));
    expect(parseAbiInput({ type: 'bytes' }, '0xabc')).toMatchObject({ ok: false });
    expect(parseAbiInput({ type: 'bytes4' }, '0x70a08231')).toEqual(ok('0x70a08231'));
    expect(parseAbiInput({ type: 'bytes4' }, '0x70a082')).toMatchObject({ ok: false, reason: 'exactly 4 bytes of hex (0x and 8 digits)' });
  });

  it('args: arrays and tuples as JSON, each item checked, big numbers exact', () => {
    expect(parseAbiInput({ type: 'uint256[]' }, '[1, "0x10", 123456789012345678901234567890]')).toEqual(ok([1n, 16n, 123456789012345678901234567890n]));
    expect(parseAbiInput({ type: 'uint256[2]' }, '[1]')).toMatchObject({ ok: false, reason: 'uint256[2] takes exactly 2 items, got 1' });
    expect(parseAbiInput({ type: 'address[]' }, '["0x1"]')).toMatchObject({ ok: false, reason: expect.stringMatching(/^item 1: /) });
    expect(parseAbiInput({ type: 'tuple', components: [{ type: 'address' }, { type: 'bool' }] }, '["0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc", true]')).toEqual(
      ok(['0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC', true]),
    );
    expect(parseAbiInput({ type: 'uint256[]' }, '1, 2')).toMatchObject({ ok: false, reason: 'a JSON array, e.g. [1, 2]' });
  });
});
