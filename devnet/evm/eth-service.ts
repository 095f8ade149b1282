import { MethodError, type JsonValue } from '../handler';
import type { GethMethod, GethService } from '../server/geth-method';
import { blockJson, quantity } from './block-json';
import { feeConfigJson } from './chain-config';
import type { EvmBlock, EvmChain } from './evm-chain';
import {
  addressArg,
  blockNumberArg,
  blockNumberOrHashArg,
  boolArg,
  floatArrayArg,
  hashArg,
  hexOrDecimalArg,
  optionalBlockNumberOrHashArg,
  optionalTimestampArg,
  type BlockNumber,
  type BlockNumberOrHash,
} from './geth-args';

/**
 * The `/rpc` methods of one EVM chain. Subnet-EVM chains add eth_feeConfig,
 * eth_getActiveRulesAt and eth_getActivePrecompilesAt; the C-Chain lacks them, as a real one does.
 */
export const CLIENT_VERSION = 'v0.15.4-devnet';
/** geth's cap on eth_feeHistory block counts. */
const MAX_FEE_HISTORY = 1024n;
const MAX_PERCENTILE = 100;
const UNFINALIZED = 'cannot query unfinalized data';

export type Dialect = 'spec' | 'reference';

function method(args: GethMethod['args'], run: GethMethod['run']): GethMethod {
  return { args, run };
}

function formatPercentile(value: number): string {
  return value.toFixed(6);
}

export function ethService(chain: EvmChain, dialect: Dialect): GethService {
  const chainId = chain.spec.info.evmChainId;
  const isSubnetEvm = chain.spec.isSubnetEvm;

  const resolveNumber = (number: BlockNumber): bigint => (number === 'earliest' ? 0n : number === 'latest' ? chain.head.number : number);

  const blockAt = (number: BlockNumber): EvmBlock => {
    const resolved = resolveNumber(number);
    if (resolved > chain.head.number) throw new MethodError(UNFINALIZED);
    return chain.block(resolved)!;
  };

  const blockFor = (target: BlockNumberOrHash | undefined): EvmBlock => {
    if (target === undefined) return chain.head;
    if ('hash' in target) {
      const block = chain.blockByHash(target.hash);
      if (!block) throw new MethodError('header for hash not found');
      return block;
    }
    return blockAt(target.number);
  };

  const render = (block: EvmBlock | undefined, full: boolean): JsonValue =>
    block ? blockJson(block, { fullTransactions: full, chainId, isSubnetEvm }) : null;

  const service: GethService = {
    web3_clientVersion: method([], () => CLIENT_VERSION),
    net_version: method([], () => String(chainId)),
    eth_chainId: method([], () => quantity(chainId)),
    eth_blockNumber: method([], () => quantity(chain.head.number)),
    eth_getBlockByNumber: method([blockNumberArg, boolArg], ([number, full]) => render(blockAt(number as BlockNumber), full as boolean)),
    eth_getBlockByHash: method([hashArg, boolArg], ([hash, full]) => render(chain.blockByHash(hash as string), full as boolean)),
    eth_getBalance: method([addressArg, blockNumberOrHashArg], ([address, target]) =>
      quantity(chain.balanceAt(address as string, blockFor(target as BlockNumberOrHash).number)),
    ),
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
    eth_getActiveRulesAt: method([optionalTimestampArg], ([timestamp]) => activeRules(chain, timestampOrHead(timestamp), dialect)),
    eth_getActivePrecompilesAt: method([optionalTimestampArg], ([timestamp]) =>
      Object.fromEntries(chain.activePrecompilesAt(timestampOrHead(timestamp)).map((event) => [event.key, event.config])),
    ),
  };
}

function feeHistory(chain: EvmChain, count: bigint, last: bigint, percentiles: number[]): JsonValue {
  percentiles.forEach((percentile, index) => {
    if (percentile < 0 || percentile > MAX_PERCENTILE) throw new MethodError(`invalid reward percentile: ${formatPercentile(percentile)}`);
    const previous = percentiles[index - 1];
    if (previous !== undefined && previous > percentile) {
      throw new MethodError(`invalid reward percentile: #${index - 1}:${formatPercentile(previous)} > #${index}:${formatPercentile(percentile)}`);
    }
  });
  if (count === 0n) return { oldestBlock: '0x0', gasUsedRatio: null };
  if (last > chain.head.number) throw new MethodError(`request beyond head block: requested ${last}, head ${chain.head.number}`);
  const blocks = count > MAX_FEE_HISTORY ? MAX_FEE_HISTORY : count;
  const oldest = last + 1n > blocks ? last + 1n - blocks : 0n;
  const range: EvmBlock[] = [];
  for (let number = oldest; number <= last; number++) range.push(chain.block(number)!);
  const next = chain.block(last + 1n);
  const baseFees = [...range.map((block) => quantity(block.baseFee)), quantity(next ? next.baseFee : chain.nextBaseFee())];
  return {
    oldestBlock: quantity(oldest),
    reward: percentiles.length > 0 ? range.map((block) => rewards(block, percentiles)) : undefined,
    baseFeePerGas: baseFees,
    gasUsedRatio: range.map((block) => Number(block.gasUsed) / Number(block.gasLimit)),
  };
}

/** Tips at the given percentiles of gas used, as geth's fee history computes them. */
function rewards(block: EvmBlock, percentiles: number[]): string[] {
  if (block.transactions.length === 0) return percentiles.map(() => '0x0');
  const sorted = [...block.transactions].sort((a, b) => (a.tip < b.tip ? -1 : a.tip > b.tip ? 1 : 0));
  return percentiles.map((percentile) => {
    const threshold = (Number(block.gasUsed) * percentile) / MAX_PERCENTILE;
    let sum = 0;
    for (const tx of sorted) {
      sum += Number(tx.gas);
      if (sum >= threshold) return quantity(tx.tip);
    }
    return quantity(sorted[sorted.length - 1]!.tip);
  });
}

function activeRules(chain: EvmChain, timestamp: bigint, dialect: Dialect): JsonValue {
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
