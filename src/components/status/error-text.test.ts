import { HttpError, InvalidInputError, NetworkError, NoEndpointError, NodeError, NotOfferedError, ParseError, RpcError, SchemaError, TimeoutError } from '../../rpc/errors';
import { NodeUrlError } from '../../rpc/network';
import { errorText, translatedErrorText } from './error-text';

describe('error-text', () => {
  test.each([
    [new HttpError(502, 'Bad Gateway'), 'The node answered HTTP 502.'],
    [new TimeoutError(20_000), 'The node did not answer in time.'],
    [new NetworkError({ cause: new TypeError('Failed to fetch') }), 'Could not reach the node.'],
    [new NotOfferedError('admin-api', { method: 'admin.getChainAliases' }), 'This node does not offer the admin API (admin.getChainAliases).'],
    [new NotOfferedError('native-api', { method: 'avax.getUTXOs' }), "This node does not offer the C-Chain's chain-native API (avax.getUTXOs)."],
    [new NotOfferedError('key-store', { method: 'avax.exportKey' }), 'This node does not offer the key store (avax.exportKey).'],
    [new SchemaError('platform.getHeight', '.height', 'an integer', 'nothing'), 'The node sent an unexpected answer to platform.getHeight.'],
    [new ParseError('<html>'), 'The node sent a response that is not valid JSON-RPC.'],
    [new NoEndpointError([]), 'None of the nodes is on this network.'],
    [new InvalidInputError('chain-id', 'x'), 'Invalid chain ID.'],
    [new InvalidInputError('method', 'x'), 'Unknown method.'],
    [new InvalidInputError('node-url', 'x'), 'Invalid node URL.'],
    [new NodeUrlError({ code: 'not-a-url', input: 'node' }), 'not a URL: "node"'],
    [new NodeUrlError({ code: 'scheme', protocol: 'ftp:' }), 'only http and https node URLs are allowed, got ftp:'],
    [new NodeUrlError({ code: 'credentials' }), 'node URL must not carry credentials'],
    [new NodeUrlError({ code: 'path' }), 'node URL must be scheme://host[:port] without a path or query'],
    [new NodeUrlError({ code: 'none' }), 'no node URL given'],
  ])('args: %s is written in English as %j, its own message', (error, english) => {
    expect(translatedErrorText(error)).toBe(english);
    expect(error.message).toBe(english);
    expect(errorText(error)).toBe(english);
  });

  test.each([
    [new NodeError(-32000, "couldn't get tx: not found", null), "couldn't get tx: not found"],
    [new RpcError('Something else.', 'details'), 'Something else.'],
    [new Error('boom'), 'boom'],
    ['a plain string', 'a plain string'],
  ])('behavior: the node’s own words and any other error are not translated, but shown as they are (%s)', (error, shown) => {
    expect(translatedErrorText(error)).toBeUndefined();
    expect(errorText(error)).toBe(shown);
  });
});
