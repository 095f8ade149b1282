import { describe, expect, it, vi } from 'vitest';
import { sentCallKey } from '../rpc/client';
import { ExchangeLog } from './exchange-log';

const URL_P = 'http://node/ext/bc/P';
/** The key a query's sent call looks its exchange up by. */
const callKey = (method: string, params: unknown) => sentCallKey({ url: URL_P, method, params });

function exchange(requestText: string, responseText: string | null) {
  return { url: URL_P, requestText, responseText, status: responseText === null ? null : 200, ms: 5, methods: [] };
}

describe('ExchangeLog', () => {
  it('default', () => {
    const log = new ExchangeLog();
    const request = '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":18446744073709551615,"encoding":"json"}}';
    const response = '{"jsonrpc":"2.0","id":1,"result":{"block":{"height":18446744073709551615}}}';
    log.record(exchange(request, response));
    const call = log.get(callKey('platform.getBlockByHeight', { height: 18446744073709551615n, encoding: 'json' }));
    expect(call).toMatchObject({ method: 'platform.getBlockByHeight', requestText: request, responseText: response, status: 200 });
  });
  it('behavior: splits batches by id and keeps exact numbers', () => {
    const log = new ExchangeLog();
    log.record(
      exchange(
        '[{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]},{"jsonrpc":"2.0","id":8,"method":"eth_baseFee","params":[]}]',
        '[{"jsonrpc":"2.0","id":8,"result":"0x5"},{"jsonrpc":"2.0","id":7,"result":"0xa868"}]',
      ),
    );
    expect(log.get(callKey('eth_chainId', []))!.responseText).toBe('{"jsonrpc":"2.0","id":7,"result":"0xa868"}');
    expect(log.get(callKey('eth_baseFee', []))!.requestText).toBe('{"jsonrpc":"2.0","id":8,"method":"eth_baseFee","params":[]}');
  });
  it('behavior: the latest exchange of a call wins and listeners hear of it', () => {
    const log = new ExchangeLog();
    const listener = vi.fn();
    log.subscribe(listener);
    const request = '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}';
    log.record(exchange(request, '{"jsonrpc":"2.0","id":1,"result":{"height":"1"}}'));
    log.record(exchange(request.replace('"id":1', '"id":2'), '{"jsonrpc":"2.0","id":2,"result":{"height":"2"}}'));
    expect(log.get(callKey('platform.getHeight', {}))!.responseText).toContain('"2"');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(log.getVersion()).toBe(2);
  });
  it('behavior: a single answer is kept as sent, even when it is not valid JSON', () => {
    const log = new ExchangeLog();
    const response = ' {"jsonrpc":"2.0","id":1,"result":{"height":1e400}} trailing';
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}', response));
    expect(log.get(callKey('platform.getHeight', {}))!.responseText).toBe(response);
  });
  it('args: a call with other params is another call', () => {
    const log = new ExchangeLog();
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getTx","params":{"txID":"a","encoding":"json"}}', '{}'));
    expect(log.get(callKey('platform.getTx', { txID: 'b', encoding: 'json' }))).toBeUndefined();
    expect(log.get(callKey('platform.getTx', { txID: 'a', encoding: 'json' }))).toMatchObject({ method: 'platform.getTx' });
  });
  it('error: failed exchanges are logged without a response', () => {
    const log = new ExchangeLog();
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}', null));
    expect(log.get(callKey('platform.getHeight', {}))).toMatchObject({ responseText: '(no response)', status: null });
  });
});
