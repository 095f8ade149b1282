import { createRpcClient } from './client';
import { NetworkError, NotOfferedError } from './errors';
import { applyDialect, dialectLearner, differencesFromPreset } from './node-dialect';
import { detectNodeDialect } from './node-dialect-detect';
import { createTransport } from './transport';
import { fakeDialectNode } from './testing/dialect-nodes';
import { createFakeFetch, resultFor } from './testing/fake-fetch';
import { REFERENCE_NODE_SETTINGS, SPEC_SETTINGS, TEST_BASE_URL } from './testing/network-settings';

function detect(dialect: 'spec' | 'reference', preset = SPEC_SETTINGS) {
  const node = fakeDialectNode(dialect, TEST_BASE_URL);
  return { node, found: detectNodeDialect(createTransport({ fetch: node.fetch, retries: 0 }), preset) };
}

describe('detectNodeDialect', () => {
  test('default: a spec node with the local preset: its names, the key store, admin and debug, the wrapped getValidatorsAt', async () => {
    const { found } = detect('spec');
    await expect(found).resolves.toMatchObject({
      nativeGroup: 'native',
      rulesKey: 'chainRules',
      rulesKeyFrom: 'answered',
      validatorsAtShape: 'wrapped',
      keyStore: { offered: true },
      admin: { offered: true },
      debug: { offered: true },
    });
  });

  test('behavior: a reference node with the local preset: avax.* found after /native is missing, no key store, admin or debug, the bare map', async () => {
    const { found, node } = detect('reference');
    const dialect = await found;
    expect(dialect).toMatchObject({
      nativeGroup: 'avax',
      rulesKey: 'avalancheRules',
      rulesKeyFrom: 'inferred',
      validatorsAtShape: 'bare',
      keyStore: { offered: false, detail: 'rpc: can\'t find method "avax.ExportKey"' },
      admin: { offered: false },
      debug: { offered: false },
    });
    expect(node.requests.map((request) => request.url.slice(TEST_BASE_URL.length))).toEqual(
      expect.arrayContaining(['/ext/bc/C/native', '/ext/bc/C/avax', '/ext/bc/P', '/ext/bc/C/admin', '/ext/bc/C/rpc']),
    );
    // The two C-Chain EVM probes share one batch: one request per endpoint, and one more for the group the preset missed.
    expect(node.requests.filter((request) => request.url.endsWith('/rpc'))).toHaveLength(1);
    expect(differencesFromPreset(SPEC_SETTINGS, dialect)).toEqual([
      { setting: 'C-Chain native group', preset: 'native', node: 'avax' },
      { setting: 'Native asset alias', preset: 'NATIVE', node: 'AVAX' },
      { setting: 'Rules key', preset: 'chainRules', node: 'avalancheRules' },
    ]);
  });

  test('behavior: a preset that guessed right asks the group once', async () => {
    const { found, node } = detect('reference', REFERENCE_NODE_SETTINGS);
    await expect(found).resolves.toMatchObject({ nativeGroup: 'avax' });
    expect(node.requests.some((request) => request.url.endsWith('/ext/bc/C/native'))).toBe(false);
  });

  test('behavior: an optional endpoint that gives no answer at all (a 404 a browser cannot read) is not offered, and the rest is learned', async () => {
    const node = fakeDialectNode('spec', TEST_BASE_URL);
    const fetch: typeof globalThis.fetch = (input, init) => (String(input).endsWith('/admin') ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init));
    const dialect = await detectNodeDialect(createTransport({ fetch, retries: 0 }), SPEC_SETTINGS);
    expect(dialect).toMatchObject({ nativeGroup: 'native', admin: { offered: false, detail: 'no answer: Could not reach the node.' }, keyStore: { offered: true } });
  });

  test('error: an unreachable node rejects, and the learner asks again next time', async () => {
    let down = true;
    const node = fakeDialectNode('reference', TEST_BASE_URL);
    const fetch: typeof globalThis.fetch = (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init));
    const learn = dialectLearner(SPEC_SETTINGS, { fetch });
    await expect(learn()).rejects.toBeInstanceOf(NetworkError);
    down = false;
    const dialect = await learn();
    expect(dialect.nativeGroup).toBe('avax');
    const asked = node.requests.length;
    // Kept for the session: the node is not asked again.
    expect(await learn()).toBe(dialect);
    expect(node.requests).toHaveLength(asked);
  });
});

describe('a client that learns the dialect', () => {
  function learningClient(dialect: 'spec' | 'reference') {
    const calls = createFakeFetch((request) => resultFor(request, { status: 'Unknown' }));
    const learn = dialectLearner(SPEC_SETTINGS, { fetch: fakeDialectNode(dialect, TEST_BASE_URL).fetch });
    return { calls, client: createRpcClient(SPEC_SETTINGS, { fetch: calls.fetch, retries: 0, dialect: learn }) };
  }

  test('default: the chain-native group goes where the node serves it, with its names', async () => {
    const { client, calls } = learningClient('reference');
    await client.call('native.getAtomicTxStatus', { txID: 'x' });
    expect(calls.requests[0]!.url).toBe(`${TEST_BASE_URL}/ext/bc/C/avax`);
    expect(calls.requests[0]!.json).toMatchObject({ method: 'avax.getAtomicTxStatus' });
  });

  test('behavior: calls that do not depend on the dialect do not wait for it', async () => {
    const calls = createFakeFetch((request) => resultFor(request, { height: '5' }));
    const learn = vi.fn(() => new Promise<never>(() => undefined));
    const client = createRpcClient(SPEC_SETTINGS, { fetch: calls.fetch, retries: 0, dialect: learn });
    await expect(client.call('platform.getHeight', {})).resolves.toEqual({ height: 5n });
    expect(learn).not.toHaveBeenCalled();
  });

  test('error: a key-store or admin method the node lacks is not sent, and says so', async () => {
    const { client, calls } = learningClient('reference');
    const exportKey = client.call('native.exportKey', { username: 'u', password: 'p', address: '0x00' });
    await expect(exportKey).rejects.toBeInstanceOf(NotOfferedError);
    await expect(exportKey).rejects.toThrow('This node does not offer the key store (avax.exportKey).');
    await expect(client.call('admin.setLogLevel', { level: 'info' })).rejects.toThrow('This node does not offer the admin API (admin.setLogLevel).');
    expect(calls.requests).toHaveLength(0);
  });

  test('behavior: on a spec node the key store is called', async () => {
    const { client, calls } = learningClient('spec');
    await client.call('native.exportKey', { username: 'u', password: 'p', address: '0x00' }).catch(() => undefined);
    expect(calls.requests[0]!.json).toMatchObject({ method: 'native.exportKey' });
  });
});

describe('applyDialect', () => {
  test('default: the getValidatorsAt shape found decides how its answer is read', async () => {
    const { found } = detect('reference');
    const settings = applyDialect(SPEC_SETTINGS, await found);
    const calls = createFakeFetch((request) => resultFor(request, { 'NodeID-A': { publicKey: null, weight: '7' } }));
    const client = createRpcClient(settings, { fetch: calls.fetch, retries: 0 });
    await expect(client.call('platform.getValidatorsAt', { height: 1 })).resolves.toEqual({ 'NodeID-A': { publicKey: null, weight: 7n } });
    const wrapped = createFakeFetch((request) => resultFor(request, { validators: { 'NodeID-A': 7 } }));
    const misread = createRpcClient(settings, { fetch: wrapped.fetch, retries: 0 });
    // A bare map was found: a wrapped answer is not silently taken for one.
    await expect(misread.call('platform.getValidatorsAt', { height: 1 })).rejects.toThrow(/unexpected answer/);
  });
});
