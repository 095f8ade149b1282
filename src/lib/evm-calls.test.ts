import { encodeFunctionData, parseAbi, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeCall, functionSelector, hexByteLength, selectorOf } from './evm-calls';

const ERC20 = parseAbi(['function transfer(address to, uint256 value)', 'function transferFrom(address from, address to, uint256 value)']);
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('decodeCall', () => {
  it('default: an ERC-20 transfer', () => {
    const input = encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [BOB, 2n ** 100n] });
    expect(decodeCall(input)).toEqual({
      selector: '0xa9059cbb',
      signature: 'transfer(address,uint256)',
      args: [
        { name: 'to', type: 'address', value: BOB },
        { name: 'value', type: 'uint256', value: 2n ** 100n },
      ],
    });
  });

  it('behavior: transferFrom, and selectors match viem', () => {
    const input = encodeFunctionData({ abi: ERC20, functionName: 'transferFrom', args: [ALICE, BOB, 3n] });
    expect(decodeCall(input)?.args.map((arg) => arg.value)).toEqual([ALICE, BOB, 3n]);
    expect(functionSelector('approve(address,uint256)')).toBe(toFunctionSelector('approve(address,uint256)'));
  });

  it('error: no selector, an unknown one, or arguments of the wrong size', () => {
    expect(selectorOf('0x')).toBeNull();
    expect(decodeCall('0x')).toBeNull();
    expect(decodeCall('0xdeadbeef')).toBeNull();
    expect(selectorOf('0xDEADBEEF00')).toBe('0xdeadbeef');
    expect(decodeCall(`${encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [BOB, 1n] })}00`)).toBeNull();
  });
});

describe('hexByteLength', () => {
  it('default', () => {
    expect(hexByteLength('0x')).toBe(0);
    expect(hexByteLength('0x6080604052')).toBe(5);
  });
});
