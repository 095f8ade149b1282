import { describe, expect, it } from 'vitest';
import { checkPChainAddress } from './address-check';

const LOCAL = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';

describe('checkPChainAddress', () => {
  it('default: a P-Chain address of this network passes', () => {
    expect(checkPChainAddress(LOCAL, 'local')).toEqual({ ok: true, address: LOCAL });
  });
  it('error: a wrong checksum says so', () => {
    const result = checkPChainAddress(`${LOCAL.slice(0, -1)}q`, 'local');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/checksum/i);
  });
  it('error: another network\'s HRP is named', () => {
    const result = checkPChainAddress('P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5', 'local');
    expect(!result.ok && result.reason).toMatch(/"avax".*"local"/);
  });
  it('error: an X- or C-Chain address points to the P-Chain one', () => {
    const result = checkPChainAddress(LOCAL.replace('P-', 'X-'), 'local');
    expect(result).toMatchObject({ ok: false, pChainAddress: LOCAL });
  });
  it('error: no chain prefix', () => {
    expect(checkPChainAddress('local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u', 'local').ok).toBe(false);
  });
});
