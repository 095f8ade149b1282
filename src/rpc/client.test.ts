import type { JsonObject } from '../lib/json-value';
import { createRpcClient, wireMethodName } from './client';
import { RpcError, SchemaError } from './errors';
import { METHODS } from './methods/table';
import type { NetworkSettings } from './network';
import { createFakeFetch, resultFor, type RecordedRequest } from './testing/fake-fetch';
import { REFERENCE_NODE_SETTINGS, SPEC_SETTINGS, TEST_BASE_URL } from './testing/network-settings';

const SUBNET_CHAIN = '2ebCneCbwthjQ1rYT41nhd7M76Hc6YmosMAQrTFhBq8qeqh6tt';

function clientAnswering(result: unknown, settings: NetworkSettings = SPEC_SETTINGS) {
  const fake = createFakeFetch((request) => resultFor(request, result));
  const client = createRpcClient(settings, { fetch: fake.fetch, retries: 0 });
  const sent = (): JsonObject & { url?: string } => fake.requests[0]!.json as JsonObject;
  return { client, fake, sent, request: (): RecordedRequest => fake.requests[0]! };
}

const SPEC_METHODS = [
  ...['getBalance', 'getBlock', 'getBlockByHeight', 'getBlockchains', 'getBlockchainStatus', 'getCurrentSupply', 'getCurrentValidators', 'getFeeConfig', 'getFeeState', 'getHeight', 'getL1Validator', 'getProposedHeight', 'getMinStake', 'getRewardUTXOs', 'getStake', 'getStakingAssetID', 'getSubnet', 'getSubnets', 'getTimestamp', 'getTotalStake', 'getTx', 'getTxStatus', 'getUTXOs', 'getValidatorsAt', 'getAllValidatorsAt', 'getValidatorFeeConfig', 'getValidatorFeeState', 'issueTx', 'sampleValidators', 'validatedBy', 'validates'].map((name) => `platform.${name}`),
  ...['export', 'exportNATIVE', 'exportKey', 'getAtomicTx', 'getAtomicTxStatus', 'getUTXOs', 'import', 'importNATIVE', 'importKey', 'issueTx'].map((name) => `native.${name}`),
  ...['setLogLevel', 'startCPUProfiler', 'stopCPUProfiler', 'memoryProfile', 'lockProfile', 'getVMConfig'].map((name) => `admin.${name}`),
  'validators.getCurrentValidators',
  'info.getNetworkID',
  'info.upgrades',
  ...['eth_baseFee', 'eth_maxPriorityFeePerGas', 'eth_getChainConfig', 'eth_feeConfig', 'eth_getActiveRulesAt', 'eth_getActivePrecompilesAt', 'eth_chainId', 'net_version', 'web3_clientVersion', 'eth_blockNumber', 'eth_getBlockByNumber', 'eth_getBlockByHash', 'eth_feeHistory', 'eth_gasPrice', 'eth_getBalance', 'eth_getTransactionCount', 'eth_getCode', 'eth_getProof', 'eth_getTransactionByHash', 'eth_getTransactionReceipt', 'eth_getLogs', 'eth_call', 'debug_traceTransaction'],
];

describe('method table', () => {
  test('default: covers the whole interface, EVM methods take arrays and the rest objects', () => {
    expect(Object.keys(METHODS).sort()).toEqual([...SPEC_METHODS].sort());
    for (const [name, definition] of Object.entries(METHODS)) {
      expect([name, definition.paramsStyle]).toEqual([name, definition.endpoint === 'rpc' ? 'array' : 'object']);
      expect([name, definition.endpoint === 'rpc']).toEqual([name, /^(eth|net|web3|debug)_/.test(name)]);
    }
  });
});

describe('createRpcClient', () => {
  test('behavior: info.getNetworkID goes to the node\'s /ext/info and reads the ID a reference node sends as a string', async () => {
    const { client, request, sent } = clientAnswering({ networkID: '12345' });
    await expect(client.call('info.getNetworkID', {})).resolves.toEqual({ networkID: 12345n });
    expect(request().url).toBe(`${TEST_BASE_URL}/ext/info`);
    expect(sent().method).toBe('info.getNetworkID');
  });

  test("behavior: info.upgrades reads the recent upgrades' times from the reference node's upgrade.Config", async () => {
    const { client, request } = clientAnswering({ apricotPhase1Time: '2020-12-05T05:00:00Z', graniteTime: '2025-11-19T16:00:00Z', graniteEpochDuration: 300000000000, heliconTime: '9999-12-01T00:00:00Z' });
    const upgrades = await client.call('info.upgrades', {});
    expect(upgrades.graniteTime?.toISOString()).toBe('2025-11-19T16:00:00.000Z');
    expect(upgrades.heliconTime?.getUTCFullYear()).toBe(9999);
    expect(upgrades.etnaTime).toBeUndefined();
    expect(request().url).toBe(`${TEST_BASE_URL}/ext/info`);
  });

  test('default', async () => {
    const { client, request, sent } = clientAnswering({ height: '56' });
    expect(client.settings).toBe(SPEC_SETTINGS);
    await expect(client.call('platform.getHeight', {})).resolves.toEqual({ height: 56n });
    expect(request().url).toBe(`${TEST_BASE_URL}/ext/bc/P`);
    expect(sent()).toMatchObject({ method: 'platform.getHeight', params: {} });
  });

  test('behavior: same-origin settings post to a relative path', async () => {
    const { client, request } = clientAnswering({ height: 1 }, { ...SPEC_SETTINGS, baseUrl: '' });
    await client.call('platform.getHeight', {});
    expect(request().url).toBe('/ext/bc/P');
  });

  const utxoPage = { numFetched: '0', utxos: [], endIndex: { address: 'C-avax1x', utxo: '11111111111111111111111111111111LpoYY' } };
  test.each([
    ['native.getUTXOs', SPEC_SETTINGS, utxoPage, 'native.getUTXOs', '/ext/bc/C/native'],
    ['native.getUTXOs', REFERENCE_NODE_SETTINGS, utxoPage, 'avax.getUTXOs', '/ext/bc/C/avax'],
    ['native.exportNATIVE', SPEC_SETTINGS, { txID: 'x' }, 'native.exportNATIVE', '/ext/bc/C/native'],
    ['native.exportNATIVE', REFERENCE_NODE_SETTINGS, { txID: 'x' }, 'avax.exportAVAX', '/ext/bc/C/avax'],
    ['native.importNATIVE', REFERENCE_NODE_SETTINGS, { txID: 'x' }, 'avax.importAVAX', '/ext/bc/C/avax'],
    ['admin.setLogLevel', REFERENCE_NODE_SETTINGS, {}, 'admin.setLogLevel', '/ext/bc/C/admin'],
    ['validators.getCurrentValidators', SPEC_SETTINGS, { validators: [] }, 'validators.getCurrentValidators', '/ext/bc/C/validators'],
    ['eth_baseFee', SPEC_SETTINGS, '0x1', 'eth_baseFee', '/ext/bc/C/rpc'],
  ] as const)('args: %s (%#)', async (method, settings, result, wire, path) => {
    expect(wireMethodName(method, settings)).toBe(wire);
    const { client, request, sent } = clientAnswering(result, settings);
    await client.call(method, (METHODS[method].paramsStyle === 'array' ? [] : {}) as never);
    expect(request().url).toBe(`${TEST_BASE_URL}${path}`);
    expect(sent().method).toBe(wire);
  });

  test('args: chain selects the blockchain of EVM and validators endpoints', async () => {
    const { client, request } = clientAnswering({ validators: [] });
    await client.call('validators.getCurrentValidators', {}, { chain: SUBNET_CHAIN });
    expect(request().url).toBe(`${TEST_BASE_URL}/ext/bc/${SUBNET_CHAIN}/validators`);
  });

  test('error: a chain that is not an alias or ID is refused before sending', async () => {
    const { client, fake } = clientAnswering('0x1');
    await expect(client.call('eth_chainId', [], { chain: '../P' })).rejects.toBeInstanceOf(RpcError);
    expect(fake.requests).toHaveLength(0);
  });

  test('args: the spec alias NATIVE is sent as the network asset alias', async () => {
    const { client, sent } = clientAnswering({ txID: 'x' }, REFERENCE_NODE_SETTINGS);
    await client.call('native.export', { to: 'X-avax1…', amount: 500n, assetID: 'NATIVE', username: 'u', password: 'p' });
    expect(sent()).toMatchObject({ method: 'avax.export', params: { assetID: 'AVAX', amount: 500n } });
  });

  test('args: EVM block numbers go out as hex, rule timestamps as decimal', async () => {
    const block = { number: '0x10', hash: '0xab', parentHash: '0xaa', timestamp: '0x5f5e100', miner: '0x0', gasLimit: '0x7a1200', gasUsed: '0x0', transactions: [] };
    const blocks = clientAnswering(block);
    await expect(blocks.client.call('eth_getBlockByNumber', [16n, false])).resolves.toMatchObject({ number: 16n, timestamp: 100000000n, gasLimit: 8000000n });
    expect(blocks.sent().params).toEqual(['0x10', false]);

    const rules = clientAnswering({ ethRules: {}, chainRules: {}, precompiles: {} });
    await rules.client.call('eth_getActiveRulesAt', [1700000000n]);
    expect(rules.request().body).toContain('"params":[1700000000]');

    const history = clientAnswering({ oldestBlock: '0x1', baseFeePerGas: ['0x5', '0x6'], gasUsedRatio: [0.5, 0], reward: [['0x1']] });
    await expect(history.client.call('eth_feeHistory', [2, 'latest', [50]])).resolves.toEqual({
      oldestBlock: 1n,
      baseFeePerGas: [5n, 6n],
      gasUsedRatio: [0.5, 0],
      reward: [[1n]],
    });
    expect(history.sent().params).toEqual(['0x2', 'latest', [50n]]);
  });

  test('behavior: EVM blocks with full transactions', async () => {
    const tx = { hash: '0x1', from: '0xa', to: null, value: '0xde0b6b3a7640000', gas: '0x5208', nonce: '0x0', input: '0x', blockHash: '0xb', blockNumber: '0x1', transactionIndex: '0x0', type: '0x2' };
    const { client } = clientAnswering({ number: '0x1', hash: '0xb', parentHash: '0xa', timestamp: '0x1', miner: '0x0', gasLimit: '0x1', gasUsed: '0x1', baseFeePerGas: '0x19', transactions: [tx] });
    const block = await client.call('eth_getBlockByHash', ['0xb', true]);
    expect(block?.transactions[0]).toMatchObject({ value: 1000000000000000000n, to: null, type: 2n });
    expect(block?.baseFeePerGas).toBe(25n);
  });

  test('behavior: an unknown block is null', async () => {
    const { client } = clientAnswering(null);
    await expect(client.call('eth_getBlockByNumber', ['latest', false])).resolves.toBeNull();
  });
});

describe('createRpcClient: spec and reference shapes', () => {
  test('behavior: getValidatorsAt bare map (current nodes)', async () => {
    const { client } = clientAnswering({ 'NodeID-A': { publicKey: '0x8048', weight: '2000000000000000' }, 'NodeID-B': { publicKey: null, weight: '5' } });
    await expect(client.call('platform.getValidatorsAt', { height: 'proposed' })).resolves.toEqual({
      'NodeID-A': { publicKey: '0x8048', weight: 2000000000000000n },
      'NodeID-B': { publicKey: null, weight: 5n },
    });
  });

  test('behavior: getValidatorsAt with the validators wrapper (spec) gives no key: absent, not null', async () => {
    const { client } = clientAnswering({ validators: { 'NodeID-A': 2000000000000000, 'NodeID-B': '5' } });
    await expect(client.call('platform.getValidatorsAt', { height: 10n })).resolves.toStrictEqual({
      'NodeID-A': { weight: 2000000000000000n },
      'NodeID-B': { weight: 5n },
    });
  });

  test('behavior: proofOfPosession (spec) and proofOfPossession (node) both read', async () => {
    for (const key of ['proofOfPosession', 'proofOfPossession']) {
      const { client } = clientAnswering({ validators: [{ nodeID: 'NodeID-A', weight: '1', startTime: '2', signer: { publicKey: '0x1', [key]: '0x2' }, extraField: 1 }] });
      const { validators } = await client.call('platform.getCurrentValidators', {});
      expect(validators[0]!.signer).toEqual({ publicKey: '0x1', proofOfPossession: '0x2' });
    }
  });

  test('behavior: active rules read through rulesKey, with fallback to the other spelling', async () => {
    const answer = { ethRules: { ChainID: 99999, IsCancun: true }, avalancheRules: { IsDurango: true }, precompiles: { feeManagerConfig: { timestamp: 0 } } };
    for (const settings of [REFERENCE_NODE_SETTINGS, SPEC_SETTINGS]) {
      const { client } = clientAnswering(answer, settings);
      await expect(client.call('eth_getActiveRulesAt', [])).resolves.toEqual({
        ethRules: { IsCancun: true },
        chainId: 99999n,
        chainRules: { IsDurango: true },
        precompiles: { feeManagerConfig: { timestamp: 0n } },
      });
    }
  });

  test('behavior: getTimestamp reads `timestamp` or `time`', async () => {
    for (const key of ['timestamp', 'time']) {
      const { client } = clientAnswering({ [key]: '2024-12-16T17:19:07Z' });
      await expect(client.call('platform.getTimestamp', {})).resolves.toEqual({ timestamp: new Date('2024-12-16T17:19:07Z') });
    }
  });

  test('behavior: Aborted and Dropped tx statuses with a reason', async () => {
    const { client } = clientAnswering({ status: 'Dropped', reason: 'failed verification' });
    await expect(client.call('platform.getTxStatus', { txID: 'x' })).resolves.toEqual({ status: 'Dropped', reason: 'failed verification' });
    await expect(clientAnswering({ status: 'Aborted' }).client.call('platform.getTxStatus', { txID: 'x' })).resolves.toEqual({ status: 'Aborted' });
  });

  test('behavior: subnet-EVM chain config with precompiles and upgrades', async () => {
    const { client } = clientAnswering({
      chainId: 99999,
      feeConfig: { gasLimit: 8000000, targetBlockRate: 2, minBaseFee: 25000000000, targetGas: 15000000, baseFeeChangeDenominator: 36, minBlockGasCost: 0, maxBlockGasCost: 1000000, blockGasCostStep: 200000 },
      subnetEVMTimestamp: 0,
      feeManagerConfig: { blockTimestamp: 0, adminAddresses: ['0xaa'] },
      upgrades: { precompileUpgrades: [{ feeManagerConfig: { blockTimestamp: 1700000000, disable: true } }] },
    });
    const config = await client.call('eth_getChainConfig', []);
    expect(config.feeConfig?.minBaseFee).toBe(25000000000n);
    expect(config.forks).toEqual({ subnetEVMTimestamp: 0n });
    expect(Object.keys(config.precompiles)).toEqual(['feeManagerConfig']);
    expect(config.precompileUpgrades).toMatchObject([{ name: 'feeManagerConfig', config: { blockTimestamp: 1700000000n, disable: true } }]);
  });

  test('behavior: subnet-EVM validators', async () => {
    const { client } = clientAnswering({
      validators: [{ validationID: 'v', nodeID: 'NodeID-A', weight: 20, startTimestamp: 1700000000, isActive: true, isL1Validator: true, isConnected: false, uptimePercentage: 99.5, uptimeSeconds: 3600 }],
    });
    const { validators } = await client.call('validators.getCurrentValidators', {}, { chain: SUBNET_CHAIN });
    expect(validators[0]).toMatchObject({ weight: 20n, startTimestamp: 1700000000n, uptimePercentage: 99.5, uptimeSeconds: 3600n });
  });
});

describe('createRpcClient: schema errors', () => {
  test('error: a wrong-typed field names the method and the field', async () => {
    const { client, fake } = clientAnswering({ validators: [{ nodeID: 'NodeID-A', weight: '1', startTime: '2' }, { nodeID: 'NodeID-B', weight: true, startTime: '2' }] });
    const error = await client.call('platform.getCurrentValidators', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SchemaError);
    expect(error).toMatchObject({ method: 'platform.getCurrentValidators', path: '.validators[1].weight', received: 'boolean true' });
    expect((error as SchemaError).details).toContain('platform.getCurrentValidators: result.validators[1].weight should be an integer');
    expect(fake.requests).toHaveLength(1);
  });

  test('error: a missing field and an unknown status', async () => {
    await expect(clientAnswering({}).client.call('platform.getHeight', {})).rejects.toMatchObject({ name: 'SchemaError', path: '.height', received: 'nothing' });
    await expect(clientAnswering({ status: 'Exploded' }).client.call('platform.getTxStatus', { txID: 'x' })).rejects.toMatchObject({ name: 'SchemaError', path: '.status' });
  });

  test('error: schema errors are not retried', async () => {
    const fake = createFakeFetch((request) => resultFor(request, { height: 'tall' }));
    const client = createRpcClient(SPEC_SETTINGS, { fetch: fake.fetch, retries: 3, retryDelayMs: 1 });
    await expect(client.call('platform.getHeight', {})).rejects.toBeInstanceOf(SchemaError);
    expect(fake.requests).toHaveLength(1);
  });
});
