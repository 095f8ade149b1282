import type { JsonValue } from '../handler';
import type { EvmBlock, EvmTransaction } from './evm-chain';

/**
 * Blocks and transactions as coreth / subnet-evm marshal them: hex quantities, block keys in
 * alphabetical order (the node builds a map), transaction keys in RPCTransaction field order.
 */
type JsonObject = { [key: string]: JsonValue | undefined };

const ZERO_HASH = `0x${'00'.repeat(32)}`;
const EMPTY_BLOOM = `0x${'00'.repeat(256)}`;
const EMPTY_UNCLES_HASH = '0x1dcc4de8dec75d7aab85b567b6ccd41ad312451b948a7413f0a142fd40d49347';
const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';
/** The coinbase of Avalanche EVM chains: fees are burned to the black-hole address. */
const BLACKHOLE_ADDRESS = '0x0100000000000000000000000000000000000000';
const EMPTY_NONCE = '0x0000000000000000';
const BLOCK_BASE_SIZE = 620n;
const TRANSACTION_SIZE = 117n;
const DYNAMIC_FEE_TX_TYPE = '0x2';

export function quantity(value: bigint | number): string {
  return `0x${value.toString(16)}`;
}

/** A stand-in root that changes with the block's contents. */
function derivedRoot(block: EvmBlock, kind: string): string {
  const digits = block.hash.slice(2);
  const rotate = kind.length % digits.length;
  return `0x${digits.slice(rotate)}${digits.slice(0, rotate)}`;
}

export function transactionJson(block: EvmBlock, tx: EvmTransaction, index: number, chainId: number): JsonObject {
  return {
    blockHash: block.hash,
    blockNumber: quantity(block.number),
    from: tx.from,
    gas: quantity(tx.gas),
    gasPrice: quantity(block.baseFee + tx.tip),
    maxFeePerGas: quantity(tx.maxFee),
    maxPriorityFeePerGas: quantity(tx.tip),
    hash: tx.hash,
    input: '0x',
    nonce: quantity(tx.nonce),
    to: tx.to,
    transactionIndex: quantity(index),
    value: quantity(tx.value),
    type: DYNAMIC_FEE_TX_TYPE,
    accessList: [],
    chainId: quantity(chainId),
    v: '0x1',
    r: `0x${tx.hash.slice(2, 66)}`,
    s: `0x${tx.hash.slice(4, 66)}00`,
    yParity: '0x1',
  };
}

export function blockJson(block: EvmBlock, options: { fullTransactions: boolean; chainId: number; isSubnetEvm: boolean }): JsonObject {
  const transactions = options.fullTransactions
    ? block.transactions.map((tx, index) => transactionJson(block, tx, index, options.chainId))
    : block.transactions.map((tx) => tx.hash);
  const hasTransactions = block.transactions.length > 0;
  const cChainExtras: JsonObject = options.isSubnetEvm
    ? {}
    : { blockExtraData: '0x', extDataGasUsed: '0x0', extDataHash: EMPTY_TRIE_ROOT };
  const fields: JsonObject = {
    ...cChainExtras,
    baseFeePerGas: quantity(block.baseFee),
    blobGasUsed: '0x0',
    blockGasCost: '0x0',
    difficulty: '0x1',
    excessBlobGas: '0x0',
    extraData: '0x',
    gasLimit: quantity(block.gasLimit),
    gasUsed: quantity(block.gasUsed),
    hash: block.hash,
    logsBloom: EMPTY_BLOOM,
    miner: BLACKHOLE_ADDRESS,
    mixHash: ZERO_HASH,
    nonce: EMPTY_NONCE,
    number: quantity(block.number),
    parentBeaconBlockRoot: ZERO_HASH,
    parentHash: block.parentHash,
    receiptsRoot: hasTransactions ? derivedRoot(block, 'receipts') : EMPTY_TRIE_ROOT,
    sha3Uncles: EMPTY_UNCLES_HASH,
    size: quantity(BLOCK_BASE_SIZE + TRANSACTION_SIZE * BigInt(block.transactions.length)),
    stateRoot: derivedRoot(block, 'state'),
    timestamp: quantity(block.timestamp),
    totalDifficulty: quantity(block.number + 1n),
    transactions,
    transactionsRoot: hasTransactions ? derivedRoot(block, 'transactions') : EMPTY_TRIE_ROOT,
    uncles: [],
  };
  return Object.fromEntries(Object.keys(fields).sort().map((key) => [key, fields[key]]));
}

/** The header a `newHeads` subscription sends, in go-ethereum's Header field order. */
export function headerJson(block: EvmBlock, isSubnetEvm: boolean): JsonObject {
  const full = blockJson(block, { fullTransactions: false, chainId: 0, isSubnetEvm });
  const order = [
    'parentHash',
    'sha3Uncles',
    'miner',
    'stateRoot',
    'transactionsRoot',
    'receiptsRoot',
    'logsBloom',
    'difficulty',
    'number',
    'gasLimit',
    'gasUsed',
    'timestamp',
    'extraData',
    'mixHash',
    'nonce',
    'baseFeePerGas',
    'extDataHash',
    'extDataGasUsed',
    'blockGasCost',
    'blobGasUsed',
    'excessBlobGas',
    'parentBeaconBlockRoot',
    'hash',
  ];
  return Object.fromEntries(order.filter((key) => full[key] !== undefined).map((key) => [key, full[key]]));
}
