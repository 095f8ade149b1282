import { bytesToHex, createAddressFromString } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { isRecord, type JsonValue } from '../../src/lib/json-value';
import { present } from '../../src/lib/present';
import { MethodError, type JsonOutput } from '../handler';
import type { GethMethod, GethService } from '../server/geth-method';
import { blockJson, locatedTx, quantity, receiptJson, transactionJson } from './block-json';
import { callArgsArg, type CallArgs } from './call-args';
import { estimateGas, failure, runCall } from './call-runner';
import { feeConfigJson } from './chain-config';
import { getLogs, logFilterArg, type LogFilter } from './eth-logs';
import { accountProof, proofWindowCheck, prunedStateCheck, storageKeysArg } from './eth-proof';
import type { ProofWindow } from './proof-window';
import type { ChainBlock, EvmChain } from './evm-chain';
import { feeHistory } from './fee-history';
import {
  addressArg,
  blockNumberArg,
  blockNumberOrHashArg,
  boolArg,
  bytesArg,
  floatArrayArg,
  hashArg,
  hexOrDecimalArg,
  jsonKind,
  optionalBlockNumberOrHashArg,
  optionalTimestampArg,
  quantityArg,
  type BlockNumber,
  type BlockNumberOrHash,
} from './geth-args';
import { leftPad, storageKey, STORAGE_WORD_BYTES } from './storage-key';
import { submitRawTransaction } from './tx-submit';

/**
 * The `/rpc` methods of one EVM chain, answered from its @ethereumjs state. Subnet-EVM chains add
 * eth_feeConfig, eth_getActiveRulesAt and eth_getActivePrecompilesAt; the C-Chain lacks them, as a real one does.
 */
export const CLIENT_VERSION = 'v0.15.4-devnet';
const UNFINALIZED = 'cannot query unfinalized data';

export type Dialect = 'spec' | 'reference';

export interface EthOptions {
  dialect: Dialect;
  proofs: ProofWindow;
}

function method(args: GethMethod['args'], run: GethMethod['run']): GethMethod {
  return { args, run };
}

export function ethService(chain: EvmChain, options: EthOptions): GethService {
  const chainId = chain.spec.info.evmChainId;
  const isSubnetEvm = chain.spec.isSubnetEvm;

  const resolveNumber = (number: BlockNumber): bigint => (number === 'earliest' ? 0n : typeof number === 'bigint' ? number : chain.head.number);

  const blockAt = (number: BlockNumber): ChainBlock => {
    const resolved = resolveNumber(number);
    if (resolved > chain.head.number) throw new MethodError(UNFINALIZED);
    return present(chain.block(resolved), `Block ${resolved}`);
  };

  const blockFor = (target: BlockNumberOrHash | undefined): ChainBlock => {
    if (target === undefined) return chain.head;
    if ('hash' in target) {
      const block = chain.blockByHash(target.hash);
      if (!block) throw new MethodError('header for hash not found');
      return block;
    }
    return blockAt(target.number);
  };

  /** The block whose state a read needs, when this node still holds that state. */
  const stateBlock = (target: BlockNumberOrHash | undefined): ChainBlock => {
    const block = blockFor(target);
    prunedStateCheck(block, chain.head.number, options.proofs);
    return block;
  };

  const render = (block: ChainBlock | undefined, full: boolean): JsonOutput => (block ? blockJson(block, { fullTransactions: full, isSubnetEvm }) : null);
  const blockOrNull = (number: BlockNumber): ChainBlock | undefined => chain.block(resolveNumber(number));
  const account = async (address: string, target: BlockNumberOrHash) =>
    (await chain.stateAt(stateBlock(target))).getAccount(createAddressFromString(address));
  const txAt = (block: ChainBlock | undefined, index: bigint): JsonOutput => {
    const tx = block?.transactions[Number(index)];
    return block && tx ? transactionJson(tx, { block, index: Number(index) }) : null;
  };

  const call = async ([args, target]: unknown[]): Promise<JsonOutput> => {
    const result = await runCall(chain, args as CallArgs, stateBlock(target as BlockNumberOrHash | undefined));
    if (result.execResult.exceptionError) failure(result);
    return bytesToHex(result.execResult.returnValue);
  };

  const service: GethService = {
    web3_clientVersion: method([], () => CLIENT_VERSION),
    web3_sha3: method([bytesArg], ([data]) => bytesToHex(keccak_256(data as Uint8Array))),
    net_version: method([], () => String(chainId)),
    net_listening: method([], () => true),
    net_peerCount: method([], () => '0x0'),
    eth_chainId: method([], () => quantity(chainId)),
    eth_syncing: method([], () => false),
    eth_accounts: method([], () => []),
    eth_blockNumber: method([], () => quantity(chain.head.number)),
    eth_getBlockByNumber: method([blockNumberArg, boolArg], ([number, full]) => render(blockAt(number as BlockNumber), full as boolean)),
    eth_getBlockByHash: method([hashArg, boolArg], ([hash, full]) => render(chain.blockByHash(hash as string), full as boolean)),
    eth_getBlockTransactionCountByNumber: method([blockNumberArg], ([number]) => {
      const block = blockOrNull(number as BlockNumber);
      return block ? quantity(block.transactions.length) : null;
    }),
    eth_getBlockTransactionCountByHash: method([hashArg], ([hash]) => {
      const block = chain.blockByHash(hash as string);
      return block ? quantity(block.transactions.length) : null;
    }),
    eth_getTransactionByBlockNumberAndIndex: method([blockNumberArg, quantityArg], ([number, index]) => txAt(blockOrNull(number as BlockNumber), index as bigint)),
    eth_getTransactionByBlockHashAndIndex: method([hashArg, quantityArg], ([hash, index]) => txAt(chain.blockByHash(hash as string), index as bigint)),
    eth_getUncleCountByBlockNumber: method([blockNumberArg], ([number]) => (blockOrNull(number as BlockNumber) ? '0x0' : null)),
    eth_getUncleCountByBlockHash: method([hashArg], ([hash]) => (chain.blockByHash(hash as string) ? '0x0' : null)),
    eth_getTransactionByHash: method([hashArg], ([hash]) => {
      const found = chain.transaction(hash as string);
      if (found) return transactionJson(locatedTx(found).tx, found);
      const pooled = chain.pool.get(hash as string);
      return pooled ? transactionJson(pooled.tx, undefined) : null;
    }),
    eth_getTransactionReceipt: method([hashArg], ([hash]) => {
      const found = chain.transaction(hash as string);
      return found ? receiptJson(found) : null;
    }),
    eth_getBalance: method([addressArg, blockNumberOrHashArg], async ([address, target]) =>
      quantity((await account(address as string, target as BlockNumberOrHash))?.balance ?? 0n),
    ),
    eth_getTransactionCount: method([addressArg, blockNumberOrHashArg], async ([address, target]) => {
      const nonce = (await account(address as string, target as BlockNumberOrHash))?.nonce ?? 0n;
      const pending = 'number' in (target as BlockNumberOrHash) && (target as { number: BlockNumber }).number === 'pending';
      return quantity(pending ? chain.pool.nextNonce(address as string, nonce) : nonce);
    }),
    eth_getCode: method([addressArg, blockNumberOrHashArg], async ([address, target]) => {
      const state = await chain.stateAt(stateBlock(target as BlockNumberOrHash));
      return bytesToHex(await state.getCode(createAddressFromString(address as string)));
    }),
    eth_getStorageAt: method([addressArg, storageKeyArg, blockNumberOrHashArg], async ([address, key, target]) => {
      const state = await chain.stateAt(stateBlock(target as BlockNumberOrHash));
      const value = await state.getStorage(createAddressFromString(address as string), storageKey(key as string));
      return bytesToHex(leftPad(value, STORAGE_WORD_BYTES));
    }),
    eth_call: method([callArgsArg, optionalBlockNumberOrHashArg, noOverridesArg], call),
    eth_estimateGas: method([callArgsArg, optionalBlockNumberOrHashArg], async ([args, target]) =>
      quantity(await estimateGas(chain, args as CallArgs, stateBlock(target as BlockNumberOrHash | undefined))),
    ),
    eth_sendRawTransaction: method([bytesArg], ([bytes]) => submitRawTransaction(chain, bytes as Uint8Array)),
    eth_getLogs: method([logFilterArg], ([filter]) => getLogs(chain, filter as LogFilter)),
    eth_getProof: method([addressArg, storageKeysArg, blockNumberOrHashArg], async ([address, keys, target]) => {
      const block = blockFor(target as BlockNumberOrHash);
      proofWindowCheck(target as BlockNumberOrHash, block, chain.head.number, options.proofs);
      return accountProof(await chain.stateAt(block), address as string, keys as string[]);
    }),
    eth_gasPrice: method([], () => quantity(chain.nextBaseFee() + chain.suggestedTip())),
    eth_baseFee: method([], () => quantity(chain.nextBaseFee())),
    eth_maxPriorityFeePerGas: method([], () => quantity(chain.suggestedTip())),
    eth_feeHistory: method([hexOrDecimalArg, blockNumberArg, floatArrayArg], ([count, last, percentiles]) =>
      feeHistory(chain, count as bigint, resolveNumber(last as BlockNumber), percentiles as number[]),
    ),
    eth_getChainConfig: method([], () => chain.spec.chainConfig),
  };
  if (!isSubnetEvm) return service;

  const timestampOrHead = (timestamp: unknown): bigint => (timestamp === undefined ? chain.head.timestamp : (timestamp as bigint));
  return {
    ...service,
    eth_feeConfig: method([optionalBlockNumberOrHashArg], ([target]) => {
      const block = blockFor(target as BlockNumberOrHash | undefined);
      const { config, lastChangedAt } = chain.feeConfigAt(block.number);
      return { feeConfig: feeConfigJson(config), lastChangedAt };
    }),
    eth_getActiveRulesAt: method([optionalTimestampArg], ([timestamp]) => activeRules(chain, timestampOrHead(timestamp), options.dialect)),
    eth_getActivePrecompilesAt: method([optionalTimestampArg], ([timestamp]) =>
      Object.fromEntries(chain.activePrecompilesAt(timestampOrHead(timestamp)).map((event) => [event.key, event.config])),
    ),
  };
}

/** eth_getStorageAt's key: a hex string of up to 32 bytes, decoded as geth's decodeHash does. */
const storageKeyArg = {
  optional: false,
  decode: (value: JsonValue): string => {
    if (typeof value !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type string`);
    return value;
  },
};

/** eth_call's state overrides: the devnet has none to apply, so only an empty set is accepted. */
const noOverridesArg = {
  optional: true,
  decode: (value: JsonValue) => {
    if (!isRecord(value)) {
      throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type ethapi.StateOverride`);
    }
    if (Object.keys(value).length > 0) throw new Error('state overrides are not supported by the devnet');
    return undefined;
  },
};

function activeRules(chain: EvmChain, timestamp: bigint, dialect: Dialect): JsonOutput {
  const upgrades = chain.spec.upgrades;
  const at = (time: bigint) => timestamp >= time;
  const ethRules = {
    ChainID: chain.spec.info.evmChainId,
    IsHomestead: true,
    IsEIP150: true,
    IsEIP155: true,
    IsEIP158: true,
    IsByzantium: true,
    IsConstantinople: true,
    IsPetersburg: true,
    IsIstanbul: true,
    IsBerlin: true,
    IsLondon: true,
    IsMerge: true,
    IsShanghai: at(upgrades.durango),
    IsCancun: at(upgrades.etna),
    IsPrague: false,
    IsVerkle: false,
  };
  const avalancheRules = {
    IsSubnetEVM: at(upgrades.subnetEVM),
    IsDurango: at(upgrades.durango),
    IsEtna: at(upgrades.etna),
    IsFortuna: at(upgrades.fortuna),
    IsGranite: at(upgrades.granite),
    IsHelicon: at(upgrades.helicon),
  };
  const precompiles = Object.fromEntries(chain.activePrecompilesAt(timestamp).map((event) => [event.key, { timestamp: event.timestamp }]));
  return { ethRules, [dialect === 'spec' ? 'chainRules' : 'avalancheRules']: avalancheRules, precompiles };
}
