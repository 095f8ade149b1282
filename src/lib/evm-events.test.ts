import { encodeAbiParameters, encodeEventTopics, parseAbi, toEventSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { APPROVAL_FOR_ALL_TOPIC, APPROVAL_TOPIC, decodeEvent, TRANSFER_TOPIC } from './evm-events';

const ERC20 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 value)', 'event Approval(address indexed owner, address indexed spender, uint256 value)']);
const ERC721 = parseAbi(['event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)', 'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)']);
const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
/** More than 2^64: amounts stay exact. */
const AMOUNT = 123456789012345678901234567890n;

/** The topics of an event with every indexed argument given (so none is a wildcard). */
const topicsOf = (...args: Parameters<typeof encodeEventTopics>): string[] => encodeEventTopics(...args) as string[];

describe('decodeEvent', () => {
  it('default: an ERC-20 Transfer', () => {
    const topics = topicsOf({ abi: ERC20, eventName: 'Transfer', args: { from: ALICE, to: BOB } });
    const data = encodeAbiParameters([{ type: 'uint256' }], [AMOUNT]);
    expect(decodeEvent({ topics, data })).toEqual({
      standard: 'ERC-20',
      name: 'Transfer',
      signature: 'Transfer(address,address,uint256)',
      args: [
        { name: 'from', type: 'address', value: ALICE },
        { name: 'to', type: 'address', value: BOB },
        { name: 'value', type: 'uint256', value: AMOUNT },
      ],
    });
  });

  it('behavior: the topics are the keccak of the signatures', () => {
    expect(TRANSFER_TOPIC).toBe(toEventSelector('Transfer(address,address,uint256)'));
    expect(APPROVAL_TOPIC).toBe(toEventSelector('Approval(address,address,uint256)'));
    expect(APPROVAL_FOR_ALL_TOPIC).toBe(toEventSelector('ApprovalForAll(address,address,bool)'));
  });

  it('behavior: ERC-20 Approval, ERC-721 Transfer with an indexed token ID, ApprovalForAll', () => {
    const approval = decodeEvent({
      topics: topicsOf({ abi: ERC20, eventName: 'Approval', args: { owner: ALICE, spender: BOB } }),
      data: encodeAbiParameters([{ type: 'uint256' }], [5n]),
    });
    expect(approval?.args.map((arg) => arg.name)).toEqual(['owner', 'spender', 'value']);
    const nft = decodeEvent({ topics: topicsOf({ abi: ERC721, eventName: 'Transfer', args: { from: ALICE, to: BOB, tokenId: 77n } }), data: '0x' });
    expect(nft).toMatchObject({ standard: 'ERC-721', name: 'Transfer', args: [{ value: ALICE }, { value: BOB }, { name: 'tokenId', value: 77n }] });
    const all = decodeEvent({
      topics: topicsOf({ abi: ERC721, eventName: 'ApprovalForAll', args: { owner: ALICE, operator: BOB } }),
      data: encodeAbiParameters([{ type: 'bool' }], [true]),
    });
    expect(all?.args[2]).toEqual({ name: 'approved', type: 'bool', value: true });
  });

  it('error: unknown events and layouts that do not fit are left undecoded', () => {
    expect(decodeEvent({ topics: [toEventSelector('Deposit(address,uint256)')], data: '0x' })).toBeNull();
    expect(decodeEvent({ topics: [], data: '0x' })).toBeNull();
    expect(decodeEvent({ topics: [TRANSFER_TOPIC], data: encodeAbiParameters([{ type: 'uint256' }], [1n]) })).toBeNull();
    expect(decodeEvent({ topics: topicsOf({ abi: ERC20, eventName: 'Transfer', args: { from: ALICE, to: BOB } }), data: '0x1234' })).toBeNull();
  });
});
