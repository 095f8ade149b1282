/**
 * Every query of the app against the devnet over real HTTP: what the raw view lists for a query
 * (the calls it noted while fetching) is exactly what went on the wire for it, call for call, and
 * the exchange log holds the node's answer to each.
 */
import { QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevnet, type RunningDevnet } from '../devnet/devnet';
import { PRIMARY_NETWORK_ID } from '../src/lib/id-constants';
import type { JsonObject, JsonValue } from '../src/lib/json-value';
import { balanceOptions, rewardUtxosOptions, stakeOptions } from '../src/queries/address';
import { chainStatusOptions, evmChainIdOptions } from '../src/queries/all-chains';
import { atomicTxOptions, atomicTxStatusOptions } from '../src/queries/atomic-txs';
import { blockchainStatusOptions, validatedByOptions } from '../src/queries/blockchains';
import { blockByHeightOptions, blockByIdOptions, blockHexOptions } from '../src/queries/blocks';
import { watchedStatusOptions } from '../src/queries/broadcast';
import { chainHeadOptions } from '../src/queries/chain-head';
import { chainConfigOptions, chainValidatorsOptions, evmChainsOptions, evmFeeConfigOptions, feeConfigHistoryOptions, rulesAtOptions } from '../src/queries/chains';
import * as dashboard from '../src/queries/dashboard';
import { getContractAddress } from 'viem';
import { evmAccountOptions } from '../src/queries/evm-account';
import { evmTokenBalancesOptions, evmTokenInfoOptions } from '../src/queries/evm-token';
import { evmBlockByHashOptions, evmBlockByNumberOptions } from '../src/queries/evm-blocks';
import { ExchangeLog } from '../src/network/exchange-log';
import { baseFeeHistoryOptions } from '../src/queries/fees';
import type { RpcKey } from '../src/queries/keys';
import { sentCallsOf } from '../src/queries/rpc-query';
import { blockchainsOptions, subnetOptions, subnetStakeOptions, subnetsOptions, validatesOptions, validatorsAtOptions } from '../src/queries/subnets';
import { testNetwork } from '../src/network/testing/test-network';
import { txOptions, txStatusOptions } from '../src/queries/txs';
import { currentValidatorsOptions, validatorFeeConfigOptions, validatorFeeStateOptions, validatorOptions } from '../src/queries/validators';
import { createRpcClient, sentCallKey, type SentCall } from '../src/rpc/client';
import { parseJson } from '../src/rpc/json';
import { SPEC_SETTINGS } from '../src/rpc/testing/network-settings';
import { devnetResult, EWOQ, findDevnetIds, type DevnetIds } from './devnet-ids';

const GENESIS_TIME = 1_767_225_600; // 2026-01-01T00:00:00Z
const BLOCKS = 30;
/** The local test key on the EVM chains. */
const EWOQ_EVM = '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC';
/** The devnet token: the test key's first contract on every EVM chain. */
const DEVNET_TOKEN = getContractAddress({ from: EWOQ_EVM, nonce: 0n });

let devnet: RunningDevnet;
let ids: DevnetIds;
let head: bigint;
let evmHead: bigint;
let evmBlockHash: string;

/** The calls that went on the wire since the last `take()`. */
const wire: SentCall[] = [];
const take = () => wire.splice(0, wire.length);

async function recordingFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const body = parseJson(String(init?.body ?? 'null')) as JsonValue;
  for (const call of Array.isArray(body) ? body : [body]) {
    const { method, params } = call as JsonObject;
    wire.push({ url: String(input), method: String(method), params });
  }
  return fetch(input, init);
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0, genesisTime: GENESIS_TIME, autoBlocks: false, control: true });
  await devnetResult(devnet.url, '/ext/devnet/control', 'control.produceBlocks', { count: BLOCKS });
  ids = await findDevnetIds(devnet.url);
  head = BigInt(String((await devnetResult(devnet.url, '/ext/bc/P', 'platform.getHeight')).height));
  evmHead = BigInt(String(await devnetResult(devnet.url, '/ext/bc/C/rpc', 'eth_blockNumber', [])));
  evmBlockHash = String(((await devnetResult(devnet.url, '/ext/bc/C/rpc', 'eth_getBlockByNumber', ['0x1', false])) as JsonObject).hash);
}, 120_000);

afterAll(() => devnet?.close());

type AnyOptions = UseQueryOptions<unknown, Error, unknown, RpcKey>;

/** Each query of the app, with arguments that exist on the devnet. */
function queries(): Record<string, (network: ReturnType<typeof testNetwork>) => AnyOptions> {
  const subnet = () => ids.subnetId;
  return {
    chainHead: (n) => chainHeadOptions(n),
    blockByHeight: (n) => blockByHeightOptions(n, 1n),
    blockById: (n) => blockByIdOptions(n, ids.blockId),
    blockHex: (n) => blockHexOptions(n, ids.blockId),
    tx: (n) => txOptions(n, ids.txId),
    txStatus: (n) => txStatusOptions(n, ids.txId),
    watchedStatus: (n) => watchedStatusOptions(n, 'P', ids.txId),
    atomicTx: (n) => atomicTxOptions(n, ids.atomicTxId),
    atomicTxStatus: (n) => atomicTxStatusOptions(n, ids.atomicTxId),
    currentValidators: (n) => currentValidatorsOptions(n, PRIMARY_NETWORK_ID),
    validator: (n) => validatorOptions(n, ids.nodeId, PRIMARY_NETWORK_ID, head),
    validatorFeeState: (n) => validatorFeeStateOptions(n, head),
    validatorFeeConfig: (n) => validatorFeeConfigOptions(n),
    proposedHeight: (n) => dashboard.proposedHeightOptions(n, head),
    timestamp: (n) => dashboard.timestampOptions(n, head),
    currentSupply: (n) => dashboard.currentSupplyOptions(n, head),
    totalStake: (n) => dashboard.totalStakeOptions(n, head),
    validatorSummary: (n) => dashboard.validatorSummaryOptions(n, head),
    stakingAsset: (n) => dashboard.stakingAssetOptions(n),
    minStake: (n) => dashboard.minStakeOptions(n),
    subnetCount: (n) => dashboard.subnetCountOptions(n, head),
    blockchainCount: (n) => dashboard.blockchainCountOptions(n, head),
    feeState: (n) => dashboard.feeStateOptions(n, head),
    feeConfig: (n) => dashboard.feeConfigOptions(n),
    subnets: (n) => subnetsOptions(n),
    subnet: (n) => subnetOptions(n, subnet()),
    blockchains: (n) => blockchainsOptions(n),
    validates: (n) => validatesOptions(n, subnet()),
    subnetStake: (n) => subnetStakeOptions(n, subnet(), head),
    validatorsAt: (n) => validatorsAtOptions(n, subnet(), head),
    validatedBy: (n) => validatedByOptions(n, ids.evmChainId),
    blockchainStatus: (n) => blockchainStatusOptions(n, ids.evmChainId, head),
    chainStatus: (n) => chainStatusOptions(n, ids.evmChainId),
    balance: (n) => balanceOptions(n, EWOQ, head),
    stake: (n) => stakeOptions(n, EWOQ, true),
    rewardUtxos: (n) => rewardUtxosOptions(n, ids.stakerTxId),
    evmChains: (n) => evmChainsOptions(n),
    evmChainId: (n) => evmChainIdOptions(n, 'C'),
    chainConfig: (n) => chainConfigOptions(n, ids.evmChainId),
    rulesAt: (n) => rulesAtOptions(n, ids.evmChainId, undefined),
    evmFeeConfig: (n) => evmFeeConfigOptions(n, ids.evmChainId, undefined),
    feeConfigHistory: (n) => feeConfigHistoryOptions(n, ids.evmChainId),
    chainValidators: (n) => chainValidatorsOptions(n, ids.evmChainId),
    baseFeeHistory: (n) => baseFeeHistoryOptions(n, 'C'),
    evmBlockByNumber: (n) => evmBlockByNumberOptions(n, 'C', 1n, true),
    evmBlockByHash: (n) => evmBlockByHashOptions(n, 'C', evmBlockHash, false),
    evmAccount: (n) => evmAccountOptions(n, 'C', EWOQ_EVM, evmHead),
    evmTokenInfo: (n) => evmTokenInfoOptions(n, 'C', DEVNET_TOKEN, evmHead),
    evmTokenBalances: (n) => evmTokenBalancesOptions(n, 'C', EWOQ_EVM, [{ token: DEVNET_TOKEN, standard: 'ERC-20' }], evmHead),
  } as Record<string, (network: ReturnType<typeof testNetwork>) => AnyOptions>;
}

describe('the raw view of each query lists exactly the calls it made', () => {
  it.each(Object.keys(queries()))('default: %s', async (name) => {
    const exchanges = new ExchangeLog();
    const client = createRpcClient({ ...SPEC_SETTINGS, baseUrl: devnet.url }, { fetch: recordingFetch, retries: 0, onExchange: exchanges.record });
    const network = testNetwork({ client, scope: 'local', exchanges });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = queries()[name]!(network);
    take();
    await queryClient.fetchQuery(options);
    const onWire = take();
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true })!;
    const listed = sentCallsOf(query);
    expect(onWire.length).toBeGreaterThan(0);
    expect(listed.map(sentCallKey).sort()).toEqual(onWire.map(sentCallKey).sort());
    for (const call of listed) expect(exchanges.get(sentCallKey(call)), `${call.method} answered`).toBeDefined();
  });
});
