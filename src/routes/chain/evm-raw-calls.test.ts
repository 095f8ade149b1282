import { describe, expect, it } from 'vitest';
import { accountCalls, blockCalls, blockListCalls, txCalls } from './evm-raw-calls';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe('EVM raw calls', () => {
  it('default: block numbers as wire hex', () => {
    expect(blockListCalls([17n, 16n])).toEqual([
      { method: 'eth_blockNumber' },
      { method: 'eth_getBlockByNumber', params: ['0x11', false] },
      { method: 'eth_getBlockByNumber', params: ['0x10', false] },
    ]);
    expect(blockCalls({ number: 255n })).toEqual([{ method: 'eth_getBlockByNumber', params: ['0xff', true] }]);
    expect(blockCalls({ hash: HASH })).toEqual([{ method: 'eth_getBlockByHash', params: [HASH, true] }]);
  });

  it('behavior: a tx page adds its block once mined; an account page its state at the head', () => {
    expect(txCalls(HASH, null)).toHaveLength(2);
    expect(txCalls(HASH, 10n)[2]).toEqual({ method: 'eth_getBlockByNumber', params: ['0xa', false] });
    expect(accountCalls(ADDRESS, undefined)).toEqual([{ method: 'eth_blockNumber' }]);
    expect(accountCalls(ADDRESS, 10n)).toContainEqual({ method: 'eth_getCode', params: [ADDRESS, '0xa'] });
  });
});
