import { endpointAdminApis } from './admin-api';
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
  test('default: a spec node with the local preset: its names, the key store and debug, the wrapped getValidatorsAt', async () => {
    const { found } = detect('spec');
    await expect(found).resolves.toMatchObject({
      nativeGroup: 'native',
      nativeGroupFinding: { code: 'answered', group: 'native' },
      rulesKey: 'chainRules',
      rulesKeyFrom: 'answered',
      validatorsAtShape: 'wrapped',
      validatorsAtFrom: 'answered',
      keyStore: { offered: true, finding: 'on' },
      debug: { offered: true, finding: 'on' },
    });
  });

  test('behavior: a reference node with the local preset: avax.* asked first for its bare map (no request to a missing endpoint), no key store or debug', async () => {
    const { found, node } = detect('reference');
    const dialect = await found;
    expect(dialect).toMatchObject({
      nativeGroup: 'avax',
      rulesKey: 'avalancheRules',
      rulesKeyFrom: 'inferred',
      validatorsAtShape: 'bare',
      keyStore: { offered: false, finding: 'off' },
      debug: { offered: false, finding: 'off' },
    });
    // Every request goes to an endpoint the node has: none answers 404 (which a browser logs as a failed request).
    expect(node.requests.map((request) => request.url.slice(TEST_BASE_URL.length)).sort()).toEqual(['/ext/bc/C/avax', '/ext/bc/C/avax', '/ext/bc/C/rpc', '/ext/bc/P']);
    // The two C-Chain EVM probes share one batch.
    expect(differencesFromPreset(SPEC_SETTINGS, dialect)).toEqual([
      { setting: 'native-group', preset: 'native', node: 'avax' },
      { setting: 'native-asset-alias', preset: 'NATIVE', node: 'AVAX' },
      { setting: 'rules-key', preset: 'chainRules', node: 'avalancheRules' },
    ]);
  });

  test('behavior: a preset that guessed right asks the group once', async () => {
    const { found, node } = detect('reference', REFERENCE_NODE_SETTINGS);
    await expect(found).resolves.toMatchObject({ nativeGroup: 'avax' });
    expect(node.requests.some((request) => request.url.endsWith('/ext/bc/C/native'))).toBe(false);
  });

  test('behavior: a group endpoint that gives no answer at all (a 404 a browser cannot read) is not offered, and the rest is learned', async () => {
    const node = fakeDialectNode('reference', TEST_BASE_URL);
    const fetch: typeof globalThis.fetch = (input, init) => (String(input).endsWith('/native') ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init));
    const dialect = await detectNodeDialect(createTransport({ fetch, retries: 0 }), { ...SPEC_SETTINGS, validatorsAtShape: undefined });
    expect(dialect).toMatchObject({ nativeGroup: 'avax', validatorsAtShape: 'bare', keyStore: { offered: false } });
  });

  test('behavior: a node that answers on neither group has no chain-native API, and so no key store; the group asked first is said', async () => {
    const node = fakeDialectNode('reference', TEST_BASE_URL);
    const fetch: typeof globalThis.fetch = (input, init) => (/\/(native|avax)$/.test(String(input)) ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init));
    const dialect = await detectNodeDialect(createTransport({ fetch, retries: 0 }), SPEC_SETTINGS);
    expect(dialect).toMatchObject({ nativeGroup: null, nativeGroupFinding: { code: 'neither', first: 'avax' }, keyStore: { offered: false, finding: 'no-native-api' } });
  });

  test('behavior: the admin API is not asked when learning the dialect', async () => {
    const { node, found } = detect('spec');
    await found;
    expect(node.requests.some((request) => request.url.endsWith('/admin'))).toBe(false);
  });

  test('error: an unreachable node rejects, and the learner asks again once a wait that doubles with each failure has passed', async () => {
    let down = true;
    let now = 0;
    const attempts: number[] = [];
    const node = fakeDialectNode('reference', TEST_BASE_URL);
    const fetch: typeof globalThis.fetch = (input, init) => {
      if (String(input).endsWith('/ext/bc/P')) attempts.push(now);
      return down ? Promise.reject(new TypeError('Failed to fetch')) : node.fetch(input, init);
    };
    const learn = dialectLearner(SPEC_SETTINGS, { fetch }, () => now);
    await expect(learn()).rejects.toBeInstanceOf(NetworkError);
    // Within the wait, calls that need the dialect fail with the last failure and ask nothing.
    now = 1999;
    await expect(learn()).rejects.toBeInstanceOf(NetworkError);
    now = 2000;
    await expect(learn()).rejects.toBeInstanceOf(NetworkError);
    now = 5999;
    await expect(learn()).rejects.toBeInstanceOf(NetworkError);
    expect(attempts).toEqual([0, 2000]);
    now = 6000;
    down = false;
    const dialect = await learn();
    expect(attempts).toEqual([0, 2000, 6000]);
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
    const calls = createFakeFetch((request) => resultFor(request, {}));
    const node = fakeDialectNode('reference', TEST_BASE_URL);
    const client = createRpcClient(SPEC_SETTINGS, { fetch: calls.fetch, retries: 0, dialect: dialectLearner(SPEC_SETTINGS, node), adminAt: endpointAdminApis(node) });
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
