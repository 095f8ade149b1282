import { HttpError, InvalidInputError, isNotFoundError, isTransientError, NetworkError, NodeError, NotOfferedError, ParseError, RpcError, SchemaError, TimeoutError } from './errors';

describe('errors', () => {
  test('default: every error is an RpcError with a short message and developer details', () => {
    const errors = [
      new HttpError(503, 'API call rejected because chain is not done bootstrapping\n', { url: 'http://n/ext/bc/P', method: 'platform.getHeight' }),
      new TimeoutError(20_000),
      new NetworkError({ cause: new TypeError('Failed to fetch') }),
      new NodeError(-32000, 'couldn\'t get tx: not found', null),
      new SchemaError('platform.getHeight', '.height', 'an integer', 'nothing'),
      new ParseError('<html>'),
    ];
    for (const error of errors) {
      expect(error).toBeInstanceOf(RpcError);
      expect(error).toBeInstanceOf(Error);
      expect(error.message.length).toBeLessThan(80);
      expect(error.details.length).toBeGreaterThan(0);
    }
    expect(errors[0]).toMatchObject({ name: 'HttpError', status: 503, method: 'platform.getHeight', url: 'http://n/ext/bc/P' });
    expect(errors[2]!.cause).toBeInstanceOf(TypeError);
  });

  test.each([
    ['admin-api', 'admin.getChainAliases', 'This node does not offer the admin API (admin.getChainAliases).'],
    ['native-api', 'avax.getUTXOs', "This node does not offer the C-Chain's chain-native API (avax.getUTXOs)."],
    ['key-store', 'avax.exportKey', 'This node does not offer the key store (avax.exportKey).'],
  ] as const)('args: NotOfferedError for %s keeps the API and the method apart from its message', (api, method, message) => {
    const error = new NotOfferedError(api, { method });
    expect(error).toMatchObject({ api, method, message });
    expect(error.details).toBe(`not sent: the node answered that it has no ${message.slice('This node does not offer '.length, -1)}`);
  });

  test.each([
    ['chain-id', 'Invalid chain ID.'],
    ['method', 'Unknown method.'],
    ['node-url', 'Invalid node URL.'],
  ] as const)('args: InvalidInputError for %s says %j', (input, message) => {
    expect(new InvalidInputError(input, 'why')).toMatchObject({ input, message, details: 'why' });
  });

  test('behavior: long bodies are cut in details', () => {
    const error = new HttpError(500, 'x'.repeat(10_000));
    expect(error.details.length).toBeLessThan(300);
    expect(error.body).toHaveLength(10_000);
  });

  test.each([
    ["couldn't get tx: not found", true],
    ['could not find tx 2GD5SRYJQr2kw5jE73trBFiAgVQyrCaeg223TaTyJFYXf2kPty', true],
    ['fetching L1 validator "9FAf" failed: not found', true],
    ['not found', true],
    ['header for hash not found', true],
    ['no addresses provided', false],
    ['the primary network isn\'t a subnet', false],
    ['sampling 1111 errored with insufficient weight', false],
  ])('args: NodeError %j isNotFound=%s', (message, notFound) => {
    const error = new NodeError(-32000, message, null);
    expect(error.message).toBe(message);
    expect(error.isNotFound).toBe(notFound);
    expect(isNotFoundError(error)).toBe(notFound);
  });

  test.each([
    [new NetworkError(), true],
    [new TimeoutError(1), true],
    [new HttpError(500, ''), true],
    [new HttpError(503, ''), true],
    [new HttpError(429, ''), true],
    [new HttpError(404, ''), false],
    [new HttpError(415, ''), false],
    [new NodeError(-32000, 'x', null), false],
    [new SchemaError('m', '', 'e', 'r'), false],
    [new ParseError(''), false],
    [new Error('other'), false],
  ])('behavior: isTransientError(%s) is %s', (error, transient) => {
    expect(isTransientError(error)).toBe(transient);
  });
});
