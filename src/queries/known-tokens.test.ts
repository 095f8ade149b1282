import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TokenBalance, TokenInfo } from './evm-token';
import { derivedKey } from './keys';
import { knownTokens } from './known-tokens';

const TOKEN = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('knownTokens', () => {
  it("default: the symbols read by token pages and address holdings of this network, each token once, a token page's name kept", () => {
    const queries = new QueryClient();
    queries.setQueryData<TokenInfo>(derivedKey('local', 'evmTokenInfo', { chain: 'C', token: TOKEN }, 5n), { isContract: true, symbol: 'USDC', name: 'USD Coin' });
    queries.setQueryData<TokenBalance[]>(derivedKey('local', 'evmTokenBalances', { chain: 'C', owner: OTHER, holdings: [] }, 5n), [
      { token: TOKEN.toLowerCase(), standard: 'ERC-20', symbol: 'USDC' },
      { token: OTHER, standard: 'ERC-20', symbol: 'WNATIVE' },
      { token: '0x0000000000000000000000000000000000000001', standard: 'ERC-721' },
    ]);
    queries.setQueryData<TokenInfo>(derivedKey('fuji', 'evmTokenInfo', { chain: 'C', token: OTHER }, 5n), { isContract: true, symbol: 'ELSEWHERE' });
    expect(knownTokens(queries, 'local')).toEqual([
      { chain: 'C', address: TOKEN, symbol: 'USDC', name: 'USD Coin' },
      { chain: 'C', address: OTHER, symbol: 'WNATIVE' },
    ]);
  });
});
