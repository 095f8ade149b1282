import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';
import { cb58Encode } from './cb58';
import { classifyId, isCb58Id, isEvmChainRef } from './id-kind';
import { idFromBytes, nodeIdFromBytes } from './ids';

const ID = idFromBytes(new Uint8Array(32).fill(7));
const NODE_ID = nodeIdFromBytes(new Uint8Array(20).fill(3));
const ADDRESS = formatAddress('P', 'local', new Uint8Array(20).fill(9));

describe('classifyId', () => {
  it('default', () => {
    expect(classifyId(ID)).toEqual({ kind: 'id', value: ID });
  });
  it('args: height digits', () => {
    expect(classifyId(' 12 ')).toEqual({ kind: 'height', height: 12n });
  });
  it('args: node ID', () => {
    expect(classifyId(NODE_ID)).toEqual({ kind: 'nodeId', value: NODE_ID });
  });
  it('args: bech32 address on the expected network', () => {
    expect(classifyId(ADDRESS, { hrp: 'local' })).toEqual({ kind: 'address', value: ADDRESS, chain: 'P' });
  });
  it('args: 0x address and hash', () => {
    expect(classifyId(`0x${'ab'.repeat(20)}`).kind).toBe('evmAddress');
    expect(classifyId(`0x${'ab'.repeat(32)}`).kind).toBe('evmHash');
  });
  it('behavior: 0x values come back normalised: addresses checksummed, hashes lower case', () => {
    expect(classifyId('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toEqual({ kind: 'evmAddress', value: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' });
    expect(classifyId(`0X${'AB'.repeat(32)}`)).toEqual({ kind: 'evmHash', value: `0x${'ab'.repeat(32)}` });
  });
  it('error: a mixed-case 0x address with a wrong EIP-55 checksum', () => {
    expect(classifyId('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/EIP-55/) });
  });
  it('error: address checksum', () => {
    const broken = `${ADDRESS.slice(0, -1)}${ADDRESS.endsWith('q') ? 'p' : 'q'}`;
    const result = classifyId(broken);
    expect(result.kind).toBe('unknown');
    expect(result.kind === 'unknown' && result.reason).toMatch(/not a valid address/);
  });
  it('error: address of another network', () => {
    const result = classifyId(ADDRESS, { hrp: 'avax' });
    expect(result.kind === 'unknown' && result.reason).toMatch(/expected hrp "avax" but got "local"/);
  });
  it('error: cb58 with a bad checksum or length', () => {
    const broken = `${ID.slice(0, -1)}${ID.endsWith('A') ? 'B' : 'A'}`;
    expect(classifyId(broken)).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/checksum/) });
    const short = cb58Encode(new Uint8Array(20).fill(1));
    expect(classifyId(short)).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/32 bytes/) });
  });
  it('error: bad node ID, bad hex, empty', () => {
    expect(classifyId('NodeID-0OIl').kind).toBe('unknown');
    expect(classifyId('0x1234')).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/2 bytes/) });
    expect(classifyId('0xzz')).toMatchObject({ kind: 'unknown', reason: expect.stringMatching(/hex/) });
    expect(classifyId('  ')).toMatchObject({ kind: 'unknown', form: 'empty', reason: 'nothing was entered' });
  });
  it('behavior: cb58 problems are told in plain words, not the decoder\'s', () => {
    expect(classifyId('NodeID-xyz')).toMatchObject({ reason: 'not a valid node ID: it is too short' });
    expect(classifyId('notanid')).toMatchObject({ reason: 'not a valid ID: its checksum does not match, so a character is wrong, missing or extra' });
    expect(classifyId('abc!')).toMatchObject({ reason: 'not a valid ID: “!” is not a base58 character' });
  });
  it('behavior: an unusable entry names the form it was read as, none for text no form has', () => {
    expect(classifyId('0x1234')).toMatchObject({ form: 'hex' });
    expect(classifyId('NodeID-0OIl')).toMatchObject({ form: 'nodeId' });
    expect(classifyId('P-local1qqqq')).toMatchObject({ form: 'address' });
    expect(classifyId('zzz')).toMatchObject({ form: 'cb58' });
    expect(classifyId('hello world!')).toMatchObject({ kind: 'unknown', form: 'none' });
  });
});

describe('isCb58Id', () => {
  it('default', () => {
    expect(isCb58Id(ID)).toBe(true);
    expect(isCb58Id('hello')).toBe(false);
  });
});

describe('isEvmChainRef', () => {
  it('default', () => {
    expect(isEvmChainRef('C')).toBe(true);
    expect(isEvmChainRef(ID)).toBe(true);
  });
  it('error: anything else', () => {
    expect(isEvmChainRef('X')).toBe(false);
    expect(isEvmChainRef('c')).toBe(false);
    expect(isEvmChainRef('0x1')).toBe(false);
  });
});
