/**
 * Blocks, transactions, receipts and logs as coreth / subnet-evm marshal them: hex quantities,
 * block and receipt keys in alphabetical order (the node builds maps), transaction keys in
 * RPCTransaction field order, log keys in types.Log order.
 */
import type { Log } from '@ethereumjs/evm';
import type { TypedTransaction } from '@ethereumjs/tx';
import type { JsonOutputObject } from '../handler';
import { effectiveTip } from './effective-tip';
import type { ChainBlock, TxReceiptInfo } from './evm-chain';
import { nativeHex } from '../pchain/hash';
import { EMPTY_TRIE_ROOT, ZERO_HASH } from './header-hash';

export function quantity(value: bigint | number): string {
  return `0x${value.toString(16)}`;
}

function sorted(fields: JsonOutputObject): JsonOutputObject {
  return Object.fromEntries(Object.keys(fields).sort().map((key) => [key, fields[key]]));
}

export interface TxLocation {
  block: ChainBlock;
  index: number;
}

/** The transaction at a location and its receipt: a location names one of its block's transactions. */
export function locatedTx({ block, index }: TxLocation): { tx: TypedTransaction; receipt: TxReceiptInfo } {
  const tx = block.transactions[index];
  const receipt = block.receipts[index];
  if (tx === undefined || receipt === undefined) throw new Error(`block ${block.number} has no transaction ${index}`);
  return { tx, receipt };
}

export function transactionJson(tx: TypedTransaction, location: TxLocation | undefined): JsonOutputObject {
  const baseFee = location?.block.baseFee;
  const isDynamic = 'maxPriorityFeePerGas' in tx;
  const gasPrice = !isDynamic ? tx.gasPrice : baseFee === undefined ? tx.maxFeePerGas : baseFee + effectiveTip(tx, baseFee);
  const fields: JsonOutputObject = {
    blockHash: location ? location.block.hash : null,
    blockNumber: location ? quantity(location.block.number) : null,
    from: tx.getSenderAddress().toString(),
    gas: quantity(tx.gasLimit),
    gasPrice: quantity(gasPrice),
    maxFeePerGas: isDynamic ? quantity(tx.maxFeePerGas) : undefined,
    maxPriorityFeePerGas: isDynamic ? quantity(tx.maxPriorityFeePerGas) : undefined,
    hash: nativeHex(tx.hash()),
    input: nativeHex(tx.data),
    nonce: quantity(tx.nonce),
    to: tx.to ? tx.to.toString() : null,
    transactionIndex: location ? quantity(location.index) : null,
    value: quantity(tx.value),
    type: quantity(tx.type),
  };
  if ('accessList' in tx) {
    fields.accessList = tx.accessList.map(([address, keys]) => ({ address: nativeHex(address), storageKeys: keys.map((key) => nativeHex(key)) }));
  }
  if (tx.type !== 0 || tx.common.gteHardfork('spuriousDragon')) fields.chainId = quantity(tx.common.chainId());
  fields.v = quantity(tx.v ?? 0n);
  fields.r = quantity(tx.r ?? 0n);
  fields.s = quantity(tx.s ?? 0n);
  if (tx.type !== 0) fields.yParity = quantity(tx.v ?? 0n);
  return fields;
}

export function blockJson(entry: ChainBlock, options: { fullTransactions: boolean; isSubnetEvm: boolean }): JsonOutputObject {
  const header = entry.block.header;
  const transactions = options.fullTransactions
    ? entry.transactions.map((tx, index) => transactionJson(tx, { block: entry, index }))
    : entry.transactions.map((tx) => nativeHex(tx.hash()));
  const cChainExtras: JsonOutputObject = options.isSubnetEvm ? {} : { blockExtraData: '0x', extDataGasUsed: '0x0', extDataHash: EMPTY_TRIE_ROOT };
  const graniteFields: JsonOutputObject = entry.granite
    ? { timestampMilliseconds: quantity(entry.granite.timestampMilliseconds), minDelayExcess: quantity(entry.granite.minDelayExcess) }
    : {};
  return sorted({
    ...cChainExtras,
    ...graniteFields,
    baseFeePerGas: quantity(entry.baseFee),
    blobGasUsed: quantity(header.blobGasUsed ?? 0n),
    blockGasCost: '0x0',
    difficulty: quantity(header.difficulty),
    excessBlobGas: quantity(header.excessBlobGas ?? 0n),
    extraData: nativeHex(header.extraData),
    gasLimit: quantity(header.gasLimit),
    gasUsed: quantity(header.gasUsed),
    hash: entry.hash,
    logsBloom: nativeHex(header.logsBloom),
    miner: header.coinbase.toString(),
    mixHash: nativeHex(header.mixHash),
    nonce: nativeHex(header.nonce),
    number: quantity(header.number),
    parentBeaconBlockRoot: header.parentBeaconBlockRoot ? nativeHex(header.parentBeaconBlockRoot) : ZERO_HASH,
    parentHash: nativeHex(header.parentHash),
    receiptsRoot: nativeHex(header.receiptTrie),
    sha3Uncles: nativeHex(header.uncleHash),
    size: quantity(entry.block.serialize().length),
    stateRoot: nativeHex(header.stateRoot),
    timestamp: quantity(header.timestamp),
    totalDifficulty: quantity(header.difficulty * (header.number + 1n)),
    transactions,
    transactionsRoot: nativeHex(header.transactionsTrie),
    uncles: [],
  });
}

export function logJson(log: Log, location: TxLocation, logIndex: number): JsonOutputObject {
  const [address, topics, data] = log;
  return {
    address: nativeHex(address),
    topics: topics.map((topic) => nativeHex(topic)),
    data: nativeHex(data),
    blockNumber: quantity(location.block.number),
    transactionHash: nativeHex(locatedTx(location).tx.hash()),
    transactionIndex: quantity(location.index),
    blockHash: location.block.hash,
    logIndex: quantity(logIndex),
    removed: false,
  };
}

export function receiptJson(location: TxLocation): JsonOutputObject {
  const { tx, receipt } = locatedTx(location);
  return sorted({
    blockHash: location.block.hash,
    blockNumber: quantity(location.block.number),
    contractAddress: receipt.contractAddress ?? null,
    cumulativeGasUsed: quantity(receipt.cumulativeGasUsed),
    effectiveGasPrice: quantity(receipt.effectiveGasPrice),
    from: receipt.from,
    gasUsed: quantity(receipt.gasUsed),
    logs: receipt.logs.map((log, offset) => logJson(log, location, receipt.firstLogIndex + offset)),
    logsBloom: nativeHex(receipt.bloom),
    status: quantity(receipt.status),
    to: tx.to ? tx.to.toString() : null,
    transactionHash: nativeHex(tx.hash()),
    transactionIndex: quantity(location.index),
    type: quantity(tx.type),
  });
}

/** The header a `newHeads` subscription sends, in go-ethereum's Header field order. */
export function headerJson(entry: ChainBlock, isSubnetEvm: boolean): JsonOutputObject {
  const full = blockJson(entry, { fullTransactions: false, isSubnetEvm });
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
    'timestampMilliseconds',
    'minDelayExcess',
    'hash',
  ];
  return Object.fromEntries(order.filter((key) => full[key] !== undefined).map((key) => [key, full[key]]));
}
