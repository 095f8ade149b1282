import { encodeAbiParameters, encodeErrorResult, encodeEventTopics as encodeTopics, encodeFunctionData, encodeFunctionResult, parseAbi, toFunctionSelector, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkAbi, parseAbiJson } from './abi-json';
import { decodeCalldata, decodeCallOutput, decodeLog, decodeRevert } from './decode';
import { formatAbiValue, revertText } from './format-value';
import { buildGuessIndex } from './guess-index';
import { COMMON_SIGNATURES } from './common-signatures';
import { ERC20_ABI, ERC721_ABI, FEE_MANAGER_ABI, NATIVE_MINTER_ABI, PRECOMPILE_ADDRESSES, WARP_MESSENGER_ABI } from './well-known';

const TOKEN = '0x1111111111111111111111111111111111111111';
const ALICE = '0x2222222222222222222222222222222222222222';
const BOB = '0x3333333333333333333333333333333333333333';
const VAULT_ABI = parseAbi([
  'function stash(address to, uint256 amount) payable returns (uint256 total)',
  'error TooMuch(uint256 asked, uint256 limit)',
  'event Stashed(address indexed who, uint256 amount)',
]);
const user = { name: 'Vault', abi: VAULT_ABI };
const guesses = buildGuessIndex(COMMON_SIGNATURES);
/** Topics as a log carries them (no wildcards). */
const encodeEventTopics = (...args: Parameters<typeof encodeTopics>): Hex[] => encodeTopics(...args) as Hex[];

describe('decodeCalldata', () => {
  it('default: an ERC-20 transfer by its selector, on any address', () => {
    const data = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [ALICE, 5n] });
    const decoded = decodeCalldata(data, TOKEN);
    expect(decoded).toMatchObject({ source: 'well-known', abiName: 'ERC-20', name: 'transfer', signature: 'transfer(address,uint256)' });
    expect(decoded?.args).toEqual([
      { name: 'to', type: 'address', value: ALICE },
      { name: 'value', type: 'uint256', value: 5n },
    ]);
  });

  it('behavior: a precompile call by its fixed address, with tuple outputs decoded', () => {
    const data = encodeFunctionData({ abi: NATIVE_MINTER_ABI, functionName: 'mintNativeCoin', args: [BOB, 10n ** 18n] });
    expect(decodeCalldata(data, PRECOMPILE_ADDRESSES.contractNativeMinter)).toMatchObject({ abiName: 'Native minter', name: 'mintNativeCoin' });
    const call = decodeCalldata(encodeFunctionData({ abi: FEE_MANAGER_ABI, functionName: 'getFeeConfigLastChangedAt' }), PRECOMPILE_ADDRESSES.feeManager)!;
    expect(call.abiName).toBe('Fee manager');
    expect(decodeCallOutput(call, encodeFunctionResult({ abi: FEE_MANAGER_ABI, functionName: 'getFeeConfigLastChangedAt', result: 42n }))).toEqual([
      { name: 'blockNumber', type: 'uint256', value: 42n },
    ]);
  });

  it('behavior: the user ABI for the address comes first', () => {
    const data = encodeFunctionData({ abi: VAULT_ABI, functionName: 'stash', args: [ALICE, 7n] });
    expect(decodeCalldata(data, TOKEN)).toBeNull();
    const decoded = decodeCalldata(data, TOKEN, { user })!;
    expect(decoded).toMatchObject({ source: 'user', abiName: 'Vault', signature: 'stash(address,uint256)' });
    expect(decodeCallOutput(decoded, encodeAbiParameters([{ type: 'uint256' }], [9n]))).toEqual([{ name: 'total', type: 'uint256', value: 9n }]);
  });

  it('behavior: an unknown selector is guessed from the common table, marked as a guess', () => {
    const data = encodeFunctionData({ abi: parseAbi(['function transferOwnership(address)']), functionName: 'transferOwnership', args: [BOB] });
    expect(decodeCalldata(data, TOKEN)).toBeNull();
    expect(decodeCalldata(data, TOKEN, { guesses })).toMatchObject({ source: 'guess', name: 'transferOwnership', args: [{ name: 'arg0', type: 'address', value: BOB }] });
  });

  it('error: data that does not fit the selector’s parameters decodes to nothing', () => {
    expect(decodeCalldata('0xa9059cbb0000', TOKEN, { guesses })).toBeNull();
    expect(decodeCalldata('0x', TOKEN)).toBeNull();
  });
});

describe('decodeLog', () => {
  it('default: ERC-20 and ERC-721 Transfer share a topic and differ by what is indexed', () => {
    const erc20 = { address: TOKEN, topics: encodeEventTopics({ abi: ERC20_ABI, eventName: 'Transfer', args: { from: ALICE, to: BOB } }), data: encodeAbiParameters([{ type: 'uint256' }], [3n]) };
    expect(decodeLog(erc20)).toMatchObject({ abiName: 'ERC-20', args: [{ name: 'from', value: ALICE }, { name: 'to', value: BOB }, { name: 'value', value: 3n }] });
    const erc721 = { address: TOKEN, topics: encodeEventTopics({ abi: ERC721_ABI, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 4n } }), data: '0x' };
    expect(decodeLog(erc721)).toMatchObject({ abiName: 'ERC-721', args: [{ name: 'from' }, { name: 'to' }, { name: 'tokenId', value: 4n }] });
  });

  it('behavior: a Transfer with its token ID as the fourth topic is ERC-721 even when the log carries data', () => {
    // The ERC-20 Transfer would read the data as its value: only the topic count tells them apart.
    const topics = encodeEventTopics({ abi: ERC721_ABI, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 4n } });
    const log = { address: TOKEN, topics, data: encodeAbiParameters([{ type: 'uint256' }], [3n]) };
    expect(decodeLog(log)).toMatchObject({ abiName: 'ERC-721', args: [{ name: 'from' }, { name: 'to' }, { name: 'tokenId', value: 4n }] });
  });

  it('behavior: a user event, and a guessed one with its first arguments taken as indexed', () => {
    const log = { address: TOKEN, topics: encodeEventTopics({ abi: VAULT_ABI, eventName: 'Stashed', args: { who: ALICE } }), data: encodeAbiParameters([{ type: 'uint256' }], [8n]) };
    expect(decodeLog(log, { user })).toMatchObject({ source: 'user', name: 'Stashed', args: [{ name: 'who', value: ALICE }, { name: 'amount', value: 8n }] });
    const owned = { address: TOKEN, topics: encodeEventTopics({ abi: parseAbi(['event OwnershipTransferred(address indexed a, address indexed b)']), eventName: 'OwnershipTransferred', args: { a: ALICE, b: BOB } }), data: '0x' };
    expect(decodeLog(owned, { guesses })).toMatchObject({ source: 'guess', name: 'OwnershipTransferred', args: [{ value: ALICE }, { value: BOB }] });
  });
});

describe('decodeRevert', () => {
  it('default: Error(string) gives its reason', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Error(string)']), errorName: 'Error', args: ['not enough'] });
    expect(decodeRevert(data, TOKEN)).toEqual({ kind: 'error', reason: 'not enough' });
  });

  it('behavior: Panic(uint256) gives its code and what it means', () => {
    const data = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x11n] });
    expect(decodeRevert(data, TOKEN)).toEqual({ kind: 'panic', code: 0x11n, meaning: 'arithmetic overflow or underflow' });
    const unknown = encodeErrorResult({ abi: parseAbi(['error Panic(uint256)']), errorName: 'Panic', args: [0x99n] });
    expect(decodeRevert(unknown, TOKEN)).toMatchObject({ kind: 'panic', meaning: 'unknown panic code' });
  });

  it('behavior: a custom error from the user ABI, a common one guessed, and unknown data kept raw', () => {
    const data = encodeErrorResult({ abi: VAULT_ABI, errorName: 'TooMuch', args: [5n, 3n] });
    expect(decodeRevert(data, TOKEN, { user })).toMatchObject({ kind: 'custom', decoded: { source: 'user', signature: 'TooMuch(uint256,uint256)', args: [{ name: 'asked', value: 5n }, { name: 'limit', value: 3n }] } });
    expect(decodeRevert(data, TOKEN, { guesses })).toEqual({ kind: 'unknown', data });
    const paused = encodeErrorResult({ abi: parseAbi(['error EnforcedPause()']), errorName: 'EnforcedPause' });
    expect(decodeRevert(paused, TOKEN, { guesses })).toMatchObject({ kind: 'custom', decoded: { source: 'guess', name: 'EnforcedPause' } });
    expect(decodeRevert('0x', TOKEN)).toEqual({ kind: 'empty' });
    expect(decodeRevert(undefined, TOKEN)).toEqual({ kind: 'empty' });
  });
});

describe('parseAbiJson', () => {
  it('default: a JSON ABI, or an artifact holding one, with old-style mutability spelled out', () => {
    const parsed = parseAbiJson(JSON.stringify({ contractName: 'Vault', abi: [{ name: 'total', constant: true, inputs: [], outputs: [{ name: '', type: 'uint256' }] }] }));
    expect(parsed).toEqual({ abi: [{ name: 'total', constant: true, inputs: [], outputs: [{ name: '', type: 'uint256' }], type: 'function', stateMutability: 'view' }] });
  });

  it('error: malformed ABI JSON is refused with where and why', () => {
    expect(parseAbiJson('[{"type": "function"')).toMatchObject({ problem: expect.stringMatching(/^This is not JSON: /) as string });
    expect(parseAbiJson('{"a": 1}')).toEqual({ problem: 'An ABI is a JSON list of functions, events and errors (or an artifact with an "abi" list).' });
    expect(parseAbiJson('[]')).toEqual({ problem: 'This ABI is empty.' });
    expect(parseAbiJson('[{"type":"function","name":"f","inputs":[{"name":"x","type":"uint257"}]}]')).toEqual({
      problem: 'This ABI is malformed: item 1 (function f): input 1 has type "uint257", which is not a Solidity type.',
    });
    expect(checkAbi([{ type: 'event', inputs: [] }])).toEqual({ problem: 'This ABI is malformed: item 1: this event has no name.' });
    expect(checkAbi([{ type: 'function', name: 'g', inputs: [{ type: 'tuple' }] }])).toEqual({ problem: 'This ABI is malformed: item 1 (function g): input 1 is a tuple without components.' });
  });
});

it('behavior: every common signature parses and the table stays small', () => {
  const total = COMMON_SIGNATURES.functions.length + COMMON_SIGNATURES.events.length + COMMON_SIGNATURES.errors.length;
  expect(total).toBeLessThan(400);
  expect([...guesses.functions.values()].flat()).toHaveLength(COMMON_SIGNATURES.functions.length);
  expect(guesses.functions.get('0xa9059cbb' as Hex)?.[0]?.name).toBe('transfer');
});

describe('revertText and formatAbiValue', () => {
  it('default: each kind of revert in one line, values exact', () => {
    expect(revertText({ kind: 'error', reason: 'no "way"' })).toBe('reverted: "no \\"way\\""');
    expect(revertText({ kind: 'panic', code: 0x1n, meaning: 'assertion failed' })).toBe('panic 0x01: assertion failed');
    const decoded = { source: 'user' as const, abiName: 'Vault', name: 'TooMuch', signature: 'TooMuch(uint256,(bool,string))', args: [{ name: 'asked', type: 'uint256', value: 2n ** 70n }, { name: 'why', type: '(bool,string)', value: { ok: false, text: 'x' } }] };
    expect(revertText({ kind: 'custom', decoded })).toBe('reverted with TooMuch(asked: 1180591620717411303424, why: (false, "x"))');
    expect(revertText({ kind: 'empty' })).toBe('reverted without a reason');
    expect(revertText({ kind: 'unknown', data: '0x12345678ab' })).toBe('reverted with data of an unknown error (selector 0x12345678)');
    expect(formatAbiValue([1n, '0xab', true])).toBe('[1, 0xab, true]');
  });
});

it('behavior: the Warp precompile’s selectors are the ones its published Go bindings name', () => {
  // From subnet-evm's generated bindings: "getBlockchainID ... method 0x4213cf78", "getVerifiedWarpBlockHash ... method 0xce7f5929".
  const selectors = new Map(WARP_MESSENGER_ABI.filter((item) => item.type === 'function').map((item) => [item.name, toFunctionSelector(item)]));
  expect(selectors.get('getBlockchainID')).toBe('0x4213cf78');
  expect(selectors.get('getVerifiedWarpBlockHash')).toBe('0xce7f5929');
});

describe('decoding at the edges', () => {
  it('behavior: a tuple parameter is named by its canonical type, and its selector is that signature’s', () => {
    const abi = parseAbi(['struct Order { uint256 id; address to; }', 'function submit(Order[] orders, bytes32 tag)']);
    const data = encodeFunctionData({ abi, functionName: 'submit', args: [[{ id: 1n, to: ALICE }], `0x${'ab'.repeat(32)}`] });
    expect(data.slice(0, 10)).toBe(toFunctionSelector('submit((uint256,address)[],bytes32)'));
    const decoded = decodeCalldata(data, TOKEN, { user: { name: 'Book', abi } });
    expect(decoded).toMatchObject({ signature: 'submit((uint256,address)[],bytes32)', args: [{ name: 'orders', type: '(uint256,address)[]', value: [{ id: 1n, to: ALICE }] }, { name: 'tag', type: 'bytes32' }] });
  });

  it('behavior: a call without a recipient still decodes by the standards, a precompile is found by its address in any case', () => {
    const transfer = encodeFunctionData({ abi: ERC20_ABI, functionName: 'transfer', args: [ALICE, 1n] });
    expect(decodeCalldata(transfer, undefined)).toMatchObject({ source: 'well-known', abiName: 'ERC-20' });
    const mint = encodeFunctionData({ abi: NATIVE_MINTER_ABI, functionName: 'mintNativeCoin', args: [BOB, 1n] });
    expect(decodeCalldata(mint, PRECOMPILE_ADDRESSES.contractNativeMinter.toUpperCase().replace('0X', '0x'))).toMatchObject({ source: 'well-known', abiName: 'Native minter' });
    const guessed = encodeFunctionData({ abi: parseAbi(['function transferOwnership(address)']), functionName: 'transferOwnership', args: [BOB] });
    expect(decodeCalldata(guessed, TOKEN, { guesses })?.abiName).toBe('common signatures');
  });

  it('behavior: what a call returned: nothing for a function without outputs, each of several outputs, null for data that does not fit', () => {
    const abi = parseAbi(['function pause()', 'function range() returns (uint256 low, uint256 high)']);
    const pause = decodeCalldata(encodeFunctionData({ abi, functionName: 'pause' }), TOKEN, { user: { name: 'Range', abi } })!;
    expect(decodeCallOutput(pause, '0x')).toEqual([]);
    expect(decodeCallOutput(pause, encodeAbiParameters([{ type: 'uint256' }], [1n]))).toBeNull();
    const range = decodeCalldata(encodeFunctionData({ abi, functionName: 'range' }), TOKEN, { user: { name: 'Range', abi } })!;
    expect(decodeCallOutput(range, encodeFunctionResult({ abi, functionName: 'range', result: [2n, 9n] }))).toEqual([
      { name: 'low', type: 'uint256', value: 2n },
      { name: 'high', type: 'uint256', value: 9n },
    ]);
    expect(decodeCallOutput(range, '0x01')).toBeNull();
  });

  it('behavior: a log without topics, or whose data is shorter than its event’s, decodes to nothing; an unknown one without guesses too', () => {
    expect(decodeLog({ address: TOKEN, topics: [], data: '0x' }, { guesses })).toBeNull();
    const topics = encodeEventTopics({ abi: ERC20_ABI, eventName: 'Transfer', args: { from: ALICE, to: BOB } });
    expect(decodeLog({ address: TOKEN, topics, data: '0x01' })).toBeNull();
    const staked = encodeEventTopics({ abi: parseAbi(['event Staked(address indexed user, uint256 amount)']), eventName: 'Staked', args: { user: ALICE } });
    expect(decodeLog({ address: TOKEN, topics: staked, data: encodeAbiParameters([{ type: 'uint256' }], [6n]) })).toBeNull();
    expect(decodeLog({ address: TOKEN, topics: staked, data: '0x01' }, { guesses })).toBeNull();
  });

  it('behavior: a guessed event takes as many of its first arguments as indexed as the log has topics after the first', () => {
    const abi = parseAbi(['event Staked(address indexed user, uint256 amount)']);
    const log = { address: TOKEN, topics: encodeEventTopics({ abi, eventName: 'Staked', args: { user: ALICE } }), data: encodeAbiParameters([{ type: 'uint256' }], [6n]) };
    expect(decodeLog(log, { guesses })).toMatchObject({ source: 'guess', abiName: 'common signatures', signature: 'Staked(address,uint256)', args: [{ value: ALICE }, { value: 6n }] });
  });

  it('behavior: revert data that starts like a known error but does not fit it is kept raw', () => {
    const vault = { name: 'Vault', abi: parseAbi(['error TooMuch(uint256 asked, uint256 limit)']) };
    const tooMuch = encodeErrorResult({ abi: vault.abi, errorName: 'TooMuch', args: [5n, 3n] });
    expect(decodeRevert(tooMuch.slice(0, 20), TOKEN, { user: vault })).toEqual({ kind: 'unknown', data: tooMuch.slice(0, 20) });
    const unauthorized = encodeErrorResult({ abi: parseAbi(['error OwnableUnauthorizedAccount(address)']), errorName: 'OwnableUnauthorizedAccount', args: [ALICE] });
    expect(decodeRevert(unauthorized, TOKEN)).toEqual({ kind: 'unknown', data: unauthorized });
    expect(decodeRevert(unauthorized.slice(0, 20), TOKEN, { guesses })).toEqual({ kind: 'unknown', data: unauthorized.slice(0, 20) });
    const brokenReason = `0x08c379a0${'00'.repeat(3)}`;
    expect(decodeRevert(brokenReason, TOKEN)).toEqual({ kind: 'unknown', data: brokenReason });
  });
});
