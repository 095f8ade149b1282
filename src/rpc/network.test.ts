import { customNetwork, endpointsOf, NetworkConfigError, normaliseBaseUrl, normaliseEndpointList, parseNetworks } from './network';

const LOCAL = { id: 'local', name: 'Local network', baseUrl: 'http://127.0.0.1:9650', networkId: 12345, hrp: 'local', evmChainId: 43112 };

describe('parseNetworks', () => {
  test('default', () => {
    expect(parseNetworks([LOCAL])).toEqual([
      {
        ...LOCAL,
        nativeGroup: 'native',
        nativeAssetAlias: 'NATIVE',
        rulesKey: 'chainRules',
        tokenSymbol: 'NATIVE',
      },
    ]);
  });

  test('args: reference-node naming and a same-origin node inside a {networks} wrapper', () => {
    const [mainnet] = parseNetworks({
      networks: [{ id: 'mainnet', baseUrl: 'https://api.example.org/', networkId: 1, hrp: 'avax', nativeGroup: 'avax', nativeAssetAlias: 'AVAX', rulesKey: 'avalancheRules', tokenSymbol: 'AVAX' }],
    });
    expect(mainnet).toMatchObject({ name: 'mainnet', baseUrl: 'https://api.example.org', nativeGroup: 'avax', rulesKey: 'avalancheRules', tokenSymbol: 'AVAX' });
    expect(parseNetworks([{ ...LOCAL, baseUrl: '' }])[0]!.baseUrl).toBe('');
    expect(parseNetworks([{ ...LOCAL, baseUrl: undefined }])[0]!.baseUrl).toBe('');
  });

  test.each([
    ['not a list', { id: 'x' }],
    ['empty list', []],
    ['missing hrp', [{ ...LOCAL, hrp: undefined }]],
    ['bad network id', [{ ...LOCAL, networkId: '12345' }]],
    ['id with a slash', [{ ...LOCAL, id: 'a/b' }]],
    ['duplicate ids', [LOCAL, LOCAL]],
    ['javascript URL', [{ ...LOCAL, baseUrl: 'javascript:alert(1)' }]],
    ['URL with a path', [{ ...LOCAL, baseUrl: 'http://127.0.0.1:9650/ext/bc/P' }]],
    ['group with a dot', [{ ...LOCAL, nativeGroup: 'a.b' }]],
    ['fractional chain id', [{ ...LOCAL, evmChainId: 1.5 }]],
    ['empty endpoint list', [{ ...LOCAL, endpoints: [] }]],
    ['endpoint with a path', [{ ...LOCAL, endpoints: ['http://a.test', 'http://b.test/ext'] }]],
  ])('error: %s', (_name, json) => {
    expect(() => parseNetworks(json)).toThrow(NetworkConfigError);
  });
});

describe('endpoints', () => {
  test('default: a list of endpoints, normalised, the first as the base URL; a single baseUrl still works', () => {
    const [network] = parseNetworks([{ ...LOCAL, baseUrl: undefined, endpoints: ['http://a.test/', 'http://b.test:9650', 'http://a.test'] }]);
    expect(network).toMatchObject({ baseUrl: 'http://a.test', endpoints: ['http://a.test', 'http://b.test:9650'] });
    expect(endpointsOf(network!)).toEqual(['http://a.test', 'http://b.test:9650']);
    const [single] = parseNetworks([LOCAL]);
    expect(single!.endpoints).toBeUndefined();
    expect(endpointsOf(single!)).toEqual(['http://127.0.0.1:9650']);
  });

  test('behavior: a custom list replaces the preset\'s endpoints', () => {
    const [preset] = parseNetworks([{ ...LOCAL, endpoints: ['http://a.test', 'http://b.test'] }]);
    expect(customNetwork('http://c.test, http://d.test', preset)).toMatchObject({ baseUrl: 'http://c.test', endpoints: ['http://c.test', 'http://d.test'] });
    expect(customNetwork('http://c.test', preset).endpoints).toBeUndefined();
  });

  test('error: every URL of a list is checked', () => {
    expect(() => normaliseEndpointList('http://a.test,ftp://b.test')).toThrow(NetworkConfigError);
    expect(() => normaliseEndpointList(' , ')).toThrow('no node URL given');
  });
});

describe('normaliseBaseUrl', () => {
  test('default', () => {
    expect(normaliseBaseUrl(' http://localhost:9650/ ')).toBe('http://localhost:9650');
  });

  test.each(['ftp://node', 'file:///etc/passwd', 'http://user:pw@node', 'http://node/?q=1', 'not a url'])('error: %s', (url) => {
    expect(() => normaliseBaseUrl(url)).toThrow(NetworkConfigError);
  });
});

describe('customNetwork', () => {
  test('default: keeps the naming of the network it replaces', () => {
    const [local] = parseNetworks([LOCAL]);
    expect(customNetwork('https://node.example.com:9650', local)).toMatchObject({ id: 'custom', baseUrl: 'https://node.example.com:9650', hrp: 'local', networkId: 12345 });
  });

  test('behavior: spec naming without a template', () => {
    expect(customNetwork('http://10.0.0.1:9650')).toMatchObject({ id: 'custom', nativeGroup: 'native', rulesKey: 'chainRules' });
  });

  test('error: only http and https', () => {
    expect(() => customNetwork('ws://node:9650')).toThrow(NetworkConfigError);
    expect(() => customNetwork('ws://node:9650')).toThrow(expect.objectContaining({ problem: { code: 'scheme', protocol: 'ws:' } }));
  });
});
