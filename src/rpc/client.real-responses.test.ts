import type { JsonObject, JsonValue } from '../lib/json-value';
import { createRpcClient } from './client';
import { isMethodName, type MethodName } from './methods/table';
import { dialectLearner } from './node-dialect';
import { fakeDialectNode } from './testing/dialect-nodes';
import { createFakeFetch, reply } from './testing/fake-fetch';
import { endpointOf, readdress, readReferenceFiles, specMethodName } from './testing/reference-examples';
import { REFERENCE_NODE_SETTINGS, TEST_BASE_URL } from './testing/network-settings';

/** Published example request/response pairs, one per file; a new file is covered automatically. */
const FILES = readReferenceFiles('real-responses');

/**
 * The examples are read the way the app reads a reference node: from a preset that guesses the
 * spec's names, corrected by what the node answers to the dialect probes. The node that published
 * them had the key store (since removed) and the admin API on.
 */
const SPEC_GUESSING_PRESET = { ...REFERENCE_NODE_SETTINGS, nativeGroup: 'native', nativeAssetAlias: 'NATIVE', rulesKey: 'chainRules' };
const learnReferenceDialect = dialectLearner(SPEC_GUESSING_PRESET, { fetch: fakeDialectNode('reference', TEST_BASE_URL, { keyStoreAndAdmin: true }).fetch });

async function callDocumented(content: JsonObject) {
  const request = content.request as JsonObject;
  const method = specMethodName(request.method as string);
  if (!isMethodName(method)) throw new Error(`${method} is not in the method table`);
  const { chain } = endpointOf(content.endpoint as string);
  const fake = createFakeFetch((sent) => reply(readdress(content.response!, request, sent.json)));
  const client = createRpcClient(SPEC_GUESSING_PRESET, { fetch: fake.fetch, retries: 0, dialect: learnReferenceDialect });
  const result: unknown = await client.call(method as MethodName, request.params as never, chain ? { chain } : {});
  return { result, fake };
}

type Leaf = string | bigint | number | boolean;

function normalisedLeaves(value: unknown, out = new Set<string>()): Set<string> {
  if (value instanceof Date) out.add(`time:${value.getTime()}`);
  else if (typeof value === 'bigint' || typeof value === 'number') out.add(`num:${value}`);
  else if (typeof value === 'string' || typeof value === 'boolean') out.add(`${typeof value}:${value}`);
  else if (Array.isArray(value)) value.forEach((item) => normalisedLeaves(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => normalisedLeaves(item, out));
  return out;
}

/** The forms a raw leaf may take after normalisation (any one must be present). */
function acceptedForms(leaf: Leaf): string[] {
  if (typeof leaf === 'bigint' || typeof leaf === 'number') return [`num:${leaf}`];
  if (typeof leaf === 'boolean') return [`boolean:${leaf}`];
  const forms = [`string:${leaf}`];
  if (/^-?\d+(\.\d+)?$/.test(leaf)) forms.push(`num:${/\./.test(leaf) ? Number(leaf) : BigInt(leaf)}`);
  if (/^0x[0-9a-f]+$/i.test(leaf)) forms.push(`num:${BigInt(leaf)}`);
  const time = Date.parse(leaf);
  if (/^\d{4}-\d{2}-\d{2}T/.test(leaf) && !Number.isNaN(time)) forms.push(`time:${time}`);
  return forms;
}

function rawLeaves(value: JsonValue, out: Leaf[] = []): Leaf[] {
  if (Array.isArray(value)) value.forEach((item) => rawLeaves(item, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => rawLeaves(item, out));
  else if (value !== null) out.push(value);
  return out;
}

describe('real responses', () => {
  test('default: the reference folder is read', () => {
    expect(FILES.length).toBeGreaterThanOrEqual(50);
  });

  test.each(FILES.map((file) => [file.name, file.content] as const))('behavior: %s', async (_name, content) => {
    const request = content.request as JsonObject;
    const { result, fake } = await callDocumented(content);

    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent!.url).toBe(`${TEST_BASE_URL}${endpointOf(content.endpoint as string).path}`);
    expect(sent!.method).toBe('POST');
    expect(sent!.headers['content-type']).toBe('application/json');
    const body = sent!.json as JsonObject;
    expect(body.jsonrpc).toBe('2.0');
    expect(body.method).toBe(request.method);
    expect(body.params).toEqual(request.params);

    // Nothing is lost: every scalar of the documented result is in the normalised one, exactly.
    const present = normalisedLeaves(result);
    const missing = rawLeaves((content.response as JsonObject).result!).filter((leaf) => !acceptedForms(leaf).some((form) => present.has(form)));
    expect(missing).toEqual([]);
  });
});

describe('real responses: spot checks', () => {
  const content = (name: string) => {
    const file = FILES.find((candidate) => candidate.name === name);
    if (!file) throw new Error(`missing reference file ${name}`);
    return file.content;
  };
  const resultOf = async (name: string) => (await callDocumented(content(name))).result as Record<string, unknown>;

  test('behavior: current validators normalise weights, percents and owners', async () => {
    const { validators } = (await resultOf('platform.getCurrentValidators_primary.json')) as { validators: Record<string, unknown>[] };
    expect(validators[0]).toMatchObject({
      weight: 2000000000000n,
      startTime: 1600368632n,
      delegationFee: 10,
      uptime: 0,
      connected: false,
      delegatorCount: 1n,
      validationRewardOwner: { locktime: 0n, threshold: 1n, addresses: ['P-avax18jma8ppw3nhx5r4ap8clazz0dps7rv5ukulre5'] },
      delegators: [{ weight: 25000000000n, potentialReward: 11743144774n }],
    });
  });

  test('behavior: supply and stake above 2^53 are exact', async () => {
    expect(await resultOf('platform.getCurrentSupply.json')).toEqual({ supply: 365865167637779183n });
    expect((await resultOf('platform.getTotalStake_primary.json')).weight).toBe(279825917679866811n);
    expect(await resultOf('platform.getTotalStake_subnet.json')).toEqual({ weight: 100000n });
  });

  test('behavior: times become Dates', async () => {
    expect((await resultOf('platform.getTimestamp.json')).timestamp).toEqual(new Date('2021-09-07T04:00:00Z'));
    expect(await resultOf('platform.getFeeState.json')).toEqual({
      capacity: 973044n,
      excess: 26956n,
      price: 1n,
      timestamp: new Date('2024-12-16T17:19:07Z'),
    });
  });

  test('behavior: statuses are literal values', async () => {
    expect(await resultOf('platform.getTxStatus.json')).toEqual({ status: 'Committed' });
    expect(await resultOf('platform.getBlockchainStatus.json')).toEqual({ status: 'Created' });
    expect(await resultOf('avax.getAtomicTxStatus.json')).toEqual({ status: 'Accepted', blockHeight: 1n });
  });

  test('behavior: block and tx JSON stay lossless JSON values', async () => {
    const block = (await resultOf('platform.getBlock_json.json')).block as Record<string, unknown>;
    expect(block.height).toBe(1000001n);
    const tx = (await resultOf('platform.getTx.json')).tx as { unsignedTx: { inputs: { input: { amount: unknown } }[] } };
    expect(tx.unsignedTx.inputs[0]!.input.amount).toBe(20824279595n);
    expect((await resultOf('platform.getBlock_hex.json')).block).toMatch(/^0x00000000000309473dc9/);
  });

  test('behavior: balances, maps and EVM quantities', async () => {
    const balance = await resultOf('platform.getBalance.json');
    expect(balance.balances).toEqual({ BUuypiq2wyuLMvyhzFXcPyxPMCgSp7eeDohhQRqTChoBjKziC: 30000000000000000n });
    expect(balance.lockedNotStakeables).toEqual({});
    expect(balance.utxoIDs).toEqual([
      { txID: '11111111111111111111111111111111LpoYY', outputIndex: 1n },
      { txID: '11111111111111111111111111111111LpoYY', outputIndex: 0n },
    ]);
    expect(await resultOf('eth_baseFee.json')).toBe(225000000000n);
    const sets = (await resultOf('platform.getAllValidatorsAt.json')).validatorSets as Record<string, { totalWeight: bigint }>;
    expect(sets['11111111111111111111111111111111LpoYY']!.totalWeight).toBe(10000000000000000n);
  });

  test('behavior: chain config, fee config and precompiles', async () => {
    const config = await resultOf('eth_getChainConfig_c-chain-local.json');
    expect(config.chainId).toBe(43112n);
    expect(config.forks).toMatchObject({ graniteTimestamp: 253399622400n, berlinBlock: 0n, shanghaiTime: 1607144400n });
    expect(config.daoForkSupport).toBe(true);
    expect(await resultOf('eth_feeConfig.json')).toMatchObject({ feeConfig: { minBaseFee: 33000000000n, gasLimit: 15000000n }, lastChangedAt: 0n });
    const precompiles = await resultOf('eth_getActivePrecompilesAt.json');
    expect(precompiles.feeManagerConfig).toMatchObject({
      blockTimestamp: 0n,
      adminAddresses: ['0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc'],
    });
  });

  test('behavior: subnet fields and the documented extra field', async () => {
    expect(await resultOf('platform.getSubnet.json')).toMatchObject({ isPermissioned: true, threshold: 1n, managerAddress: null });
    expect(await resultOf('platform.getValidatorFeeConfig.json')).toMatchObject({ capacity: 20000n, targetPerSecond: 50000n });
  });
});
