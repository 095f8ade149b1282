import type { EvmFeeConfig } from '../../lib/evm-fee';
import type { TraceFrame } from '../../lib/evm-trace';
import { isRecord, type JsonObject } from '../../lib/json-value';
import type { NetworkSettings } from '../network';
import {
  array,
  boolean,
  custom,
  decimal,
  describe,
  integer,
  jsonObject,
  nullable,
  object,
  optional,
  quantity,
  record,
  SchemaIssue,
  string,
  withDefault,
  type Schema,
  type SchemaOutput,
} from '../schema';
import { define } from './definition';

/** A block number (bigint, sent as hex) or a named block. */
export type BlockTag = bigint | 'latest' | 'earliest' | 'pending' | 'accepted' | 'safe' | 'finalized';

export interface PrecompileUpgrade {
  /** Precompile config key, e.g. `feeManagerConfig`. */
  name: string;
  config: PrecompileConfig;
}

export interface EvmChainConfig {
  chainId: bigint;
  /** Every `*Block`, `*BlockTimestamp`, `*Timestamp` and `*Time` activation, by key. */
  forks: Record<string, bigint>;
  daoForkSupport?: boolean;
  /** Subnet-EVM only. */
  feeConfig?: EvmFeeConfig;
  allowFeeRecipients?: boolean;
  /** Precompile configs active from genesis, by config key. */
  precompiles: Record<string, PrecompileConfig>;
  precompileUpgrades: PrecompileUpgrade[];
  /** The whole config as sent (lossless). */
  raw: JsonObject;
}

export interface ActiveRules {
  /** `IsHomestead`… flags. */
  ethRules: Record<string, boolean>;
  /** `ethRules.ChainID` when the node sends it. */
  chainId?: bigint;
  /** Chain rules (`chainRules` in the spec, `avalancheRules` on reference nodes). */
  chainRules: Record<string, boolean>;
  precompiles: Record<string, { timestamp: bigint }>;
}

/** `eth_getLogs` filter: a block range or one block hash, emitters and topic positions (null = any). */
export interface EvmLogFilter {
  fromBlock?: BlockTag;
  toBlock?: BlockTag;
  blockHash?: string;
  address?: string | string[];
  topics?: (string | string[] | null)[];
}

const evmFeeConfig: Schema<EvmFeeConfig> = object({
  gasLimit: integer,
  targetBlockRate: integer,
  minBaseFee: integer,
  targetGas: integer,
  baseFeeChangeDenominator: integer,
  minBlockGasCost: integer,
  maxBlockGasCost: integer,
  blockGasCostStep: integer,
});

const addresses = optional(array(string));

const precompileFields = object({
  /** Activation time (Unix seconds); null when the node wrote null. */
  blockTimestamp: withDefault(nullable(integer), () => null),
  adminAddresses: addresses,
  managerAddresses: addresses,
  enabledAddresses: addresses,
  disable: optional(boolean),
});

export interface PrecompileConfig extends SchemaOutput<typeof precompileFields> {
  /** The whole entry, including type-specific fields. */
  raw: JsonObject;
}

const precompileConfig = custom<PrecompileConfig>('a precompile config', (value, path) =>
  isRecord(value) ? { ...precompileFields.parse(value, path), raw: value as JsonObject } : undefined,
);

const FORK_KEY_PATTERN = /(Block|Timestamp|Time)$/;
const PRECOMPILE_KEY_PATTERN = /Config$/;
const FEE_CONFIG_KEY = 'feeConfig';

const chainConfig = custom<EvmChainConfig>('a chain config', (value, path) => {
  if (!isRecord(value)) return undefined;
  const forks: Record<string, bigint> = {};
  const precompiles: Record<string, PrecompileConfig> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === null) continue;
    if (FORK_KEY_PATTERN.test(key)) forks[key] = integer.parse(member, `${path}.${key}`);
    else if (PRECOMPILE_KEY_PATTERN.test(key) && key !== FEE_CONFIG_KEY) precompiles[key] = precompileConfig.parse(member, `${path}.${key}`);
  }
  const base = object({
    chainId: integer,
    daoForkSupport: optional(boolean),
    feeConfig: optional(evmFeeConfig),
    allowFeeRecipients: optional(boolean),
    upgrades: optional(object({ precompileUpgrades: optional(array(record(precompileConfig))) })),
  }).parse(value, path);
  const { upgrades, ...rest } = base;
  const precompileUpgrades = (upgrades?.precompileUpgrades ?? []).flatMap((entry) =>
    Object.entries(entry).map(([name, config]) => ({ name, config })),
  );
  return { ...rest, forks, precompiles, precompileUpgrades, raw: value as JsonObject };
});

const KNOWN_RULES_KEYS = ['chainRules', 'avalancheRules'];
const ETH_RULES_CHAIN_ID_KEY = 'ChainID';

function activeRules(settings: NetworkSettings): Schema<ActiveRules> {
  const rulesKeys = [settings.rulesKey, ...KNOWN_RULES_KEYS.filter((key) => key !== settings.rulesKey)];
  return custom('active rules', (value, path) => {
    if (!isRecord(value)) return undefined;
    const ethRulesRaw = jsonObject.parse(value.ethRules, `${path}.ethRules`);
    const ethRules: Record<string, boolean> = {};
    let chainId: bigint | undefined;
    for (const [key, member] of Object.entries(ethRulesRaw)) {
      if (key === ETH_RULES_CHAIN_ID_KEY) chainId = nullable(integer).parse(member, `${path}.ethRules.${key}`) ?? undefined;
      else ethRules[key] = boolean.parse(member, `${path}.ethRules.${key}`);
    }
    const rulesKey = rulesKeys.find((key) => value[key] !== undefined);
    if (rulesKey === undefined) throw new SchemaIssue(`${path}.${settings.rulesKey}`, 'a map of rule flags', describe(undefined));
    const chainRules = record(boolean).parse(value[rulesKey], `${path}.${rulesKey}`);
    const precompiles = withDefault(record(object({ timestamp: integer })), () => ({})).parse(value.precompiles, `${path}.precompiles`);
    return { ethRules, ...(chainId === undefined ? {} : { chainId }), chainRules, precompiles };
  });
}

const evmTransaction = object({
  hash: string,
  from: string,
  to: withDefault(nullable(string), () => null),
  value: quantity,
  gas: quantity,
  nonce: quantity,
  input: string,
  blockHash: withDefault(nullable(string), () => null),
  blockNumber: withDefault(nullable(quantity), () => null),
  transactionIndex: withDefault(nullable(quantity), () => null),
  type: optional(quantity),
  gasPrice: optional(quantity),
  maxFeePerGas: optional(quantity),
  maxPriorityFeePerGas: optional(quantity),
  chainId: optional(quantity),
  /** The fields the tx's hash and signature cover beyond those above, for checking them. */
  accessList: optional(array(object({ address: string, storageKeys: withDefault(array(string), () => []) }))),
  maxFeePerBlobGas: optional(quantity),
  blobVersionedHashes: optional(array(string)),
  authorizationList: optional(array(object({ chainId: quantity, address: string, nonce: quantity, yParity: quantity, r: quantity, s: quantity }))),
  v: optional(quantity),
  r: optional(quantity),
  s: optional(quantity),
  yParity: optional(quantity),
});
export type EvmTransaction = SchemaOutput<typeof evmTransaction>;

const evmLog = object({
  address: string,
  topics: withDefault(array(string), () => []),
  data: string,
  blockNumber: quantity,
  blockHash: string,
  transactionHash: string,
  transactionIndex: quantity,
  logIndex: quantity,
  removed: withDefault(boolean, () => false),
});
/** One event a transaction emitted, as in a receipt or an `eth_getLogs` answer. */
export type EvmLog = SchemaOutput<typeof evmLog>;

const evmReceipt = object({
  transactionHash: string,
  transactionIndex: quantity,
  blockHash: string,
  blockNumber: quantity,
  from: string,
  to: withDefault(nullable(string), () => null),
  /** Set when the transaction created a contract. */
  contractAddress: withDefault(nullable(string), () => null),
  gasUsed: quantity,
  cumulativeGasUsed: quantity,
  effectiveGasPrice: quantity,
  /** 1 success, 0 failure; absent on pre-Byzantium receipts, which carry `root` instead. */
  status: optional(quantity),
  root: optional(string),
  type: optional(quantity),
  logs: withDefault(array(evmLog), () => []),
  logsBloom: string,
});
export type EvmReceipt = SchemaOutput<typeof evmReceipt>;

const blockTransaction = custom<string | EvmTransaction>('a transaction hash or object', (value, path) =>
  typeof value === 'string' ? value : isRecord(value) ? evmTransaction.parse(value, path) : undefined,
);

/** `eth_getProof` (EIP-1186): the account's Merkle proof against the block's state root, its trie nodes from the root down; the account's fields stated beside it are the node's word and not read. */
const accountProof = object({ accountProof: array(string) });

const evmBlock = object({
  number: withDefault(nullable(quantity), () => null),
  hash: withDefault(nullable(string), () => null),
  parentHash: string,
  timestamp: quantity,
  miner: string,
  gasLimit: quantity,
  gasUsed: quantity,
  baseFeePerGas: optional(quantity),
  size: optional(quantity),
  extraData: optional(string),
  /** Avalanche header extras. */
  blockGasCost: optional(quantity),
  extDataGasUsed: optional(quantity),
  /** Granite's (ACP-226): the block time in ms, and the excess that sets the minimum delay to the next block. */
  timestampMilliseconds: optional(quantity),
  minDelayExcess: optional(quantity),
  stateRoot: optional(string),
  transactionsRoot: optional(string),
  receiptsRoot: optional(string),
  logsBloom: optional(string),
  difficulty: optional(quantity),
  nonce: optional(string),
  mixHash: optional(string),
  /** The rest of the header the block hash covers, for checking it. */
  sha3Uncles: optional(string),
  extDataHash: optional(string),
  blobGasUsed: optional(quantity),
  excessBlobGas: optional(quantity),
  parentBeaconBlockRoot: optional(string),
  /** Hashes, or full transactions when requested. */
  transactions: withDefault(array(blockTransaction), () => []),
});
export type EvmBlock = SchemaOutput<typeof evmBlock>;

const feeHistory = object({
  oldestBlock: quantity,
  baseFeePerGas: withDefault(array(quantity), () => []),
  gasUsedRatio: withDefault(array(decimal), () => []),
  reward: optional(array(array(quantity))),
});
export type FeeHistory = SchemaOutput<typeof feeHistory>;

/** One frame of geth's callTracer output: a call or create and the calls it made. */
export type EvmCallFrame = TraceFrame;

const callFrame: Schema<EvmCallFrame> = object({
  type: string,
  from: string,
  to: optional(string),
  value: optional(quantity),
  gas: quantity,
  gasUsed: quantity,
  input: withDefault(string, () => '0x'),
  output: optional(string),
  error: optional(string),
  revertReason: optional(string),
  calls: withDefault(
    array(custom<EvmCallFrame>('a call frame', (value, path) => callFrame.parse(value, path))),
    () => [],
  ),
});

const HEX_RADIX = 16;

/** EVM quantities go on the wire as `0x` hex. */
function toWire(value: BlockTag | string | number): string | number {
  return typeof value === 'bigint' ? `0x${value.toString(HEX_RADIX)}` : value;
}

/** `eth_call`'s message: a read-only call the node runs on a block's state. */
export interface EvmCallRequest {
  to: string;
  data: string;
  from?: string;
  value?: bigint;
}

function callToWire(call: EvmCallRequest): Record<string, unknown> {
  const { value, ...rest } = call;
  return { ...rest, ...(value === undefined ? {} : { value: toWire(value) }) };
}

function logFilterToWire(filter: EvmLogFilter): Record<string, unknown> {
  const { fromBlock, toBlock, ...rest } = filter;
  return {
    ...(fromBlock === undefined ? {} : { fromBlock: toWire(fromBlock) }),
    ...(toBlock === undefined ? {} : { toBlock: toWire(toBlock) }),
    ...rest,
  };
}

export const ethMethods = {
  eth_baseFee: define<[]>()('rpc', nullable(quantity)),
  eth_maxPriorityFeePerGas: define<[]>()('rpc', quantity),
  eth_gasPrice: define<[]>()('rpc', quantity),
  eth_chainId: define<[]>()('rpc', quantity),
  eth_blockNumber: define<[]>()('rpc', quantity),
  net_version: define<[]>()('rpc', integer),
  web3_clientVersion: define<[]>()('rpc', string),
  eth_getChainConfig: define<[]>()('rpc', chainConfig),
  /** Subnet-EVM only: the fee config at a block (latest when omitted) and where it last changed. */
  eth_feeConfig: define<[] | [block: BlockTag | string]>()(
    'rpc',
    object({ feeConfig: evmFeeConfig, lastChangedAt: optional(integer) }),
    (params) => params.map(toWire),
  ),
  /** Subnet-EVM only; the timestamp is a decimal Unix time (latest block time when omitted). */
  eth_getActiveRulesAt: define<[] | [timestamp: bigint | number]>()('rpc', activeRules),
  eth_getActivePrecompilesAt: define<[] | [timestamp: bigint | number]>()('rpc', withDefault(record(precompileConfig), () => ({}))),
  eth_getBlockByNumber: define<[block: BlockTag, fullTransactions: boolean]>()(
    'rpc',
    nullable(evmBlock),
    ([block, full]) => [toWire(block), full],
  ),
  eth_getBlockByHash: define<[hash: string, fullTransactions: boolean]>()('rpc', nullable(evmBlock)),
  eth_feeHistory: define<[blockCount: bigint | number, newestBlock: BlockTag, rewardPercentiles?: number[]]>()(
    'rpc',
    feeHistory,
    ([count, newest, percentiles]) => [
      toWire(typeof count === 'number' ? BigInt(count) : count),
      toWire(newest),
      ...(percentiles ? [percentiles] : []),
    ],
  ),
  eth_getBalance: define<[address: string, block: BlockTag]>()('rpc', quantity, ([address, block]) => [address, toWire(block)]),
  eth_getTransactionCount: define<[address: string, block: BlockTag]>()('rpc', quantity, ([address, block]) => [address, toWire(block)]),
  /** Deployed bytecode as `0x` hex; `0x` for an account without code. */
  eth_getCode: define<[address: string, block: BlockTag]>()('rpc', string, ([address, block]) => [address, toWire(block)]),
  /** The account's proof at a block; no storage keys are asked (the explorer shows no storage values). */
  eth_getProof: define<[address: string, storageKeys: string[], block: BlockTag]>()('rpc', accountProof, ([address, keys, block]) => [address, keys, toWire(block)]),
  /** Null when the node knows no such transaction; `blockNumber` is null while it is pending. */
  eth_getTransactionByHash: define<[hash: string]>()('rpc', nullable(evmTransaction)),
  /** Null until the transaction is mined (and for unknown hashes). */
  eth_getTransactionReceipt: define<[hash: string]>()('rpc', nullable(evmReceipt)),
  eth_getLogs: define<[filter: EvmLogFilter]>()('rpc', withDefault(array(evmLog), () => []), ([filter]) => [logFilterToWire(filter)]),
  /** The call's return data as `0x` hex; a revert is a node error (code 3, the revert data in `data`). */
  eth_call: define<[call: EvmCallRequest, block: BlockTag]>()('rpc', string, ([call, block]) => [callToWire(call), toWire(block)]),
  /** Developer API (off on public nodes): the call tree of a mined transaction, replayed with geth's callTracer. */
  debug_traceTransaction: define<[hash: string, config: { tracer: 'callTracer' }]>()('rpc', callFrame),
};
