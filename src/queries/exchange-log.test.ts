import { describe, expect, it, vi } from 'vitest';
import { ExchangeLog } from './exchange-log';

const URL_P = 'http://node/ext/bc/P';

function exchange(requestText: string, responseText: string | null) {
  return { url: URL_P, requestText, responseText, status: responseText === null ? null : 200, ms: 5, methods: [] };
}

describe('ExchangeLog', () => {
  it('default', () => {
    const log = new ExchangeLog();
    const request = '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":18446744073709551615,"encoding":"json"}}';
    const response = '{"jsonrpc":"2.0","id":1,"result":{"block":{"height":18446744073709551615}}}';
    log.record(exchange(request, response));
    const [call] = log.find([{ method: 'platform.getBlockByHeight', params: { height: 18446744073709551615n } }]);
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
    expect(log.find([{ method: 'eth_chainId' }])[0]!.responseText).toBe('{"jsonrpc":"2.0","id":7,"result":"0xa868"}');
    expect(log.find([{ method: 'eth_baseFee' }])[0]!.requestText).toBe('{"jsonrpc":"2.0","id":8,"method":"eth_baseFee","params":[]}');
  });
  it('behavior: the latest exchange of a call wins and listeners hear of it', () => {
    const log = new ExchangeLog();
    const listener = vi.fn();
    log.subscribe(listener);
    const request = '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}';
    log.record(exchange(request, '{"jsonrpc":"2.0","id":1,"result":{"height":"1"}}'));
    log.record(exchange(request.replace('"id":1', '"id":2'), '{"jsonrpc":"2.0","id":2,"result":{"height":"2"}}'));
    expect(log.find([{ method: 'platform.getHeight' }])[0]!.responseText).toContain('"2"');
    expect(listener).toHaveBeenCalledTimes(2);
    expect(log.getVersion()).toBe(2);
  });
  it('behavior: a single answer is kept as sent, even when it is not valid JSON', () => {
    const log = new ExchangeLog();
    const response = ' {"jsonrpc":"2.0","id":1,"result":{"height":1e400}} trailing';
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}', response));
    expect(log.find([{ method: 'platform.getHeight' }])[0]!.responseText).toBe(response);
  });
  it('args: params that do not match are left out', () => {
    const log = new ExchangeLog();
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getTx","params":{"txID":"a","encoding":"json"}}', '{}'));
    expect(log.find([{ method: 'platform.getTx', params: { txID: 'b' } }])).toEqual([]);
  });
  it('error: failed exchanges are logged without a response', () => {
    const log = new ExchangeLog();
    log.record(exchange('{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}', null));
    expect(log.find([{ method: 'platform.getHeight' }])[0]).toMatchObject({ responseText: '(no response)', status: null });
  });
});
