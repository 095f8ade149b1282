import { encodeAbiParameters, type Hex } from 'viem';
import { TRANSFER_TOPIC } from './evm-events';
import { addressTopic, TRANSFER_BATCH_TOPIC, TRANSFER_SINGLE_TOPIC, transferFiltersFor, transfersOfLogs } from './token-transfers';

const HOLDER = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
const OTHER = '0x00000000000000000000000000000000000000Aa';
const TOKEN = '0x17ab05351fc94a1a67bf3f56ddbb941ae6c63e25';
const place = (block: bigint, logIndex: bigint) => ({ address: TOKEN, blockNumber: block, transactionHash: `0x${block.toString(16).padStart(64, '0')}`, logIndex });
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;

describe('token transfers', () => {
  it('default: the filters name the address as sender or recipient in every standard’s position', () => {
    const topic = addressTopic(HOLDER);
    expect(transferFiltersFor(HOLDER)).toEqual([
      [TRANSFER_TOPIC, topic],
      [[TRANSFER_TOPIC, TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, topic],
      [[TRANSFER_SINGLE_TOPIC, TRANSFER_BATCH_TOPIC], null, null, topic],
    ]);
  });

  it('behavior: ERC-20, ERC-721 and ERC-1155 single and batch transfers, each log once, newest first', () => {
    const erc20 = { ...place(5n, 0n), topics: [TRANSFER_TOPIC, addressTopic(HOLDER), addressTopic(OTHER)], data: word(7n) };
    const erc721 = { ...place(6n, 0n), topics: [TRANSFER_TOPIC, addressTopic(OTHER), addressTopic(HOLDER), word(42n)], data: '0x' };
    const single = { ...place(7n, 1n), topics: [TRANSFER_SINGLE_TOPIC, addressTopic(OTHER), addressTopic(OTHER), addressTopic(HOLDER)], data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [3n, 9n]) };
    const batch = {
      ...place(7n, 2n),
      topics: [TRANSFER_BATCH_TOPIC, addressTopic(OTHER), addressTopic(HOLDER), addressTopic(OTHER)],
      data: encodeAbiParameters([{ type: 'uint256[]' }, { type: 'uint256[]' }], [[1n, 2n], [10n, 20n]]) as Hex,
    };
    const transfers = transfersOfLogs([erc20, erc721, single, batch, erc20]);
    expect(transfers.map((transfer) => [transfer.standard, transfer.block, transfer.tokenId, transfer.value])).toEqual([
      ['ERC-1155', 7n, 1n, 10n],
      ['ERC-1155', 7n, 2n, 20n],
      ['ERC-1155', 7n, 3n, 9n],
      ['ERC-721', 6n, 42n, 1n],
      ['ERC-20', 5n, undefined, 7n],
    ]);
    expect(transfers[2]!.to).toBe(HOLDER);
  });

  it('error: a log with a transfer topic that does not decode is no transfer', () => {
    expect(transfersOfLogs([{ ...place(1n, 0n), topics: [TRANSFER_SINGLE_TOPIC], data: '0x12' }])).toEqual([]);
  });
});
