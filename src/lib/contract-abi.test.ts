import { PRECOMPILE_ADDRESSES } from './abi/well-known';
import { knownAbiFor, readFunctions, writeFunctions } from './contract-abi';

/** Code whose dispatcher pushes these selectors. */
const codeWith = (...selectors: string[]) => `0x6080${selectors.map((selector) => `63${selector}`).join('80')}00`;

describe('knownAbiFor', () => {
  it('default: a precompile is known by its address, whatever its code', () => {
    const known = knownAbiFor(PRECOMPILE_ADDRESSES.feeManager, '0x');
    expect(known?.name).toBe('Fee manager');
    expect(readFunctions(known!.abi).map((fn) => fn.name)).toEqual(['readAllowList', 'getFeeConfig', 'getFeeConfigLastChangedAt']);
    expect(writeFunctions(known!.abi).map((fn) => fn.name)).toContain('setFeeConfig');
  });

  it('behavior: a token standard is known by its selectors in the code, the most specific first', () => {
    expect(knownAbiFor('0x1', codeWith('70a08231', 'a9059cbb', '18160ddd'))?.name).toBe('ERC-20');
    expect(knownAbiFor('0x1', codeWith('d0e30db0', '2e1a7d4d', '70a08231', 'a9059cbb', '18160ddd'))?.name).toBe('WETH');
    expect(knownAbiFor('0x1', codeWith('6352211e', '42842e0e', '70a08231'))?.name).toBe('ERC-721');
    expect(knownAbiFor('0x1', codeWith('00fdd58e', 'f242432a'))?.name).toBe('ERC-1155');
  });

  it('error: an account without code, or code of no known standard, has no known ABI', () => {
    expect(knownAbiFor('0x1', '0x')).toBeUndefined();
    expect(knownAbiFor('0x1', codeWith('70a08231'))).toBeUndefined();
  });
});
