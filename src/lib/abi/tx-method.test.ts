import { encodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { COMMON_SIGNATURES } from './common-signatures';
import { buildGuessIndex } from './guess-index';
import { txMethod, txMethodName } from './tx-method';
import { ERC20_ABI } from './well-known';

const TOKEN = '0x1111111111111111111111111111111111111111';
const ALICE = '0x2222222222222222222222222222222222222222';
const guesses = buildGuessIndex(COMMON_SIGNATURES);
const VAULT_ABI = parseAbi(['function stash(address to, uint256 amount) payable returns (uint256 total)']);

describe('txMethod', () => {
  it('default: a call decoded by a well-known ABI', () => {
    const method = txMethod({ to: TOKEN, input: encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [ALICE, 5n] }) }, {});
    expect(method).toEqual({ kind: 'call', decoded: { source: 'well-known', abiName: 'ERC-20', name: 'transfer', signature: 'transfer(address,uint256)' } });
    expect(txMethodName(method)).toBe('transfer');
  });

  it('behavior: no input is a plain transfer of value; no recipient is a contract creation', () => {
    expect(txMethodName(txMethod({ to: ALICE, input: '0x' }, {}))).toBe('Transfer');
    expect(txMethodName(txMethod({ to: null, input: '0x6080' }, {}))).toBe('Create');
    expect(txMethodName(txMethod({ to: null, input: '0x' }, {}))).toBe('Create');
  });

  it('behavior: the user’s ABI first, then a guess from the common signatures, marked as one', () => {
    const input = encodeFunctionData({ abi: VAULT_ABI, functionName: 'stash', args: [ALICE, 1n] });
    expect(txMethod({ to: TOKEN, input }, { user: { name: 'Vault', abi: VAULT_ABI }, guesses })).toMatchObject({ kind: 'call', decoded: { source: 'user', abiName: 'Vault', name: 'stash' } });
    const handOver = encodeFunctionData({ abi: parseAbi(['function transferOwnership(address)']), functionName: 'transferOwnership', args: [ALICE] });
    expect(txMethod({ to: TOKEN, input: handOver }, { guesses })).toMatchObject({ kind: 'call', decoded: { source: 'guess', name: 'transferOwnership' } });
    expect(txMethod({ to: TOKEN, input: handOver }, {})).toEqual({ kind: 'unknown', selector: handOver.slice(0, 10) });
  });

  it('error: a selector nothing decodes is shown as it is, as is input shorter than a selector', () => {
    const method = txMethod({ to: TOKEN, input: '0xDEADBEEF0000' }, { guesses });
    expect(method).toEqual({ kind: 'unknown', selector: '0xdeadbeef' });
    expect(txMethodName(txMethod({ to: TOKEN, input: '0x12' }, {}))).toBe('0x12');
  });
});
