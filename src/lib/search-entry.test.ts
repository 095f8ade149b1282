import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';
import { cb58Encode } from './cb58';
import { idFromBytes, nodeIdFromBytes } from './ids';
import { classifySearchEntry, classifyTyped, type SearchEntry } from './search-entry';

const ID = idFromBytes(new Uint8Array(32).fill(7));
const NODE_ID = nodeIdFromBytes(new Uint8Array(20).fill(3));
const NODE_BODY = NODE_ID.slice('NodeID-'.length);
const LOCAL = formatAddress('P', 'local', new Uint8Array(20).fill(9));
const MAINNET = formatAddress('P', 'avax', new Uint8Array(20).fill(9));
const HASH = `0x${'ab'.repeat(32)}`;
const OPTIONS = { hrp: 'local' };

const TYPED: ReadonlyArray<[label: string, input: string, entry: SearchEntry]> = [
  ['a height', '12', { kind: 'height', height: 12n }],
  ['a cb58 ID', ID, { kind: 'id', value: ID }],
  ['a node ID', NODE_ID, { kind: 'nodeId', value: NODE_ID }],
  ['a node ID in lower case', `nodeid-${NODE_BODY}`, { kind: 'nodeId', value: NODE_ID }],
  ['a node ID in upper case', `NODEID-${NODE_BODY}`, { kind: 'nodeId', value: NODE_ID }],
  ['a node ID without its prefix', NODE_BODY, { kind: 'nodeId', value: NODE_ID }],
  ['an address', LOCAL, { kind: 'address', value: LOCAL, chain: 'P' }],
  ['an address without P-', LOCAL.slice(2), { kind: 'address', value: LOCAL, chain: 'P' }],
  ['an address with its chain letter in lower case', `p-${LOCAL.slice(2)}`, { kind: 'address', value: LOCAL, chain: 'P' }],
  ['a 0x hash', HASH, { kind: 'evmHash', value: HASH }],
  ['a chain name', 'dexchain', { kind: 'name', value: 'dexchain' }],
  ['the C-Chain by name', 'c-chain', { kind: 'name', value: 'c-chain' }],
  ['the C-Chain by letter', 'C', { kind: 'name', value: 'C' }],
  ['a token symbol', 'USDC.e', { kind: 'name', value: 'USDC.e' }],
  ['a name with spaces', 'my chain', { kind: 'name', value: 'my chain' }],
];

describe('classifyTyped', () => {
  it.each(TYPED)('args: %s', (_, input, entry) => {
    expect(classifyTyped(` ${input} `, OPTIONS)).toEqual(entry);
  });

  it("error: an address of another network without P- says which prefix is expected", () => {
    expect(classifyTyped(MAINNET.slice(2), OPTIONS)).toEqual({
      kind: 'unknown',
      value: MAINNET.slice(2),
      form: 'address',
      reason: 'it is an address of another network (it starts with avax1, while addresses here start with local1)',
    });
  });

  it("error: this network's address with a wrong checksum says so", () => {
    const broken = `${LOCAL.slice(2, -1)}${LOCAL.endsWith('q') ? 'p' : 'q'}`;
    expect(classifyTyped(broken, OPTIONS)).toMatchObject({ kind: 'unknown', form: 'address', reason: expect.stringMatching(/^not a valid address/) });
  });

  it('behavior: a checksum is blamed only on what looks like a cb58 ID, not on a name', () => {
    const broken = `${ID.slice(0, -1)}${ID.endsWith('A') ? 'B' : 'A'}`;
    expect(classifyTyped(broken)).toMatchObject({ kind: 'unknown', form: 'cb58', reason: expect.stringMatching(/checksum/) });
    expect(classifyTyped('notanid')).toEqual({ kind: 'name', value: 'notanid' });
  });

  it('behavior: a long ID with a character base58 lacks is a mistyped ID, told which character', () => {
    const mistyped = `${ID.slice(0, 10)}0${ID.slice(11)}`;
    expect(classifyTyped(mistyped)).toMatchObject({ kind: 'unknown', form: 'cb58', reason: 'not a valid ID: “0” is not a base58 character' });
  });

  it('error: cb58 of another length, text of no form, nothing', () => {
    expect(classifyTyped(cb58Encode(new Uint8Array(24).fill(1)))).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/32 bytes/) });
    expect(classifyTyped('hello world!')).toMatchObject({ kind: 'unknown', form: 'none' });
    expect(classifyTyped('')).toMatchObject({ kind: 'unknown', form: 'empty' });
  });
});

describe('classifySearchEntry', () => {
  it('default: a link is read as a link', () => {
    expect(classifySearchEntry(` https://snowtrace.io/tx/${HASH} `, OPTIONS)).toEqual({
      kind: 'link',
      link: { explorer: 'Snowtrace', target: { entity: 'tx', value: HASH, chain: 'C' } },
    });
  });

  it('behavior: anything else as typed', () => {
    expect(classifySearchEntry(NODE_BODY, OPTIONS)).toEqual({ kind: 'nodeId', value: NODE_ID });
  });
});
