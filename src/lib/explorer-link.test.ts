import { describe, expect, it } from 'vitest';
import { looksLikeLink, parseExplorerLink, type ExplorerLink } from './explorer-link';

const HASH = `0x${'ab'.repeat(32)}`;
const ADDRESS = '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E';
const TX_ID = '2wkBET2rRgE8pahuaczxKbmv7ciehqsne57F9gtzf1PVcUJEQG';
const NODE_ID = 'NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg';
const P_ADDRESS = 'P-avax1tnuesf6cqwnjw7fxjyk7lhch0vhf0v95wj5jvy';

const CASES: ReadonlyArray<[url: string, link: ExplorerLink]> = [
  // Snowtrace and Snowscan serve the C-Chain, Etherscan-like paths.
  [`https://snowtrace.io/tx/${HASH}`, { explorer: 'Snowtrace', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`https://snowtrace.io/address/${ADDRESS}`, { explorer: 'Snowtrace', target: { entity: 'address', value: ADDRESS, chain: 'C' } }],
  ['https://snowtrace.io/block/123', { explorer: 'Snowtrace', target: { entity: 'block', value: '123', chain: 'C' } }],
  [`https://snowtrace.io/token/${ADDRESS}?a=${ADDRESS}`, { explorer: 'Snowtrace', target: { entity: 'token', value: ADDRESS, chain: 'C' } }],
  [`https://testnet.snowtrace.io/tx/${HASH}#eventlog`, { explorer: 'Snowtrace', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`https://snowscan.xyz/tx/${HASH}`, { explorer: 'Snowscan', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`https://www.snowscan.xyz/address/${ADDRESS}/`, { explorer: 'Snowscan', target: { entity: 'address', value: ADDRESS, chain: 'C' } }],
  // Avascan names the chain in the path.
  [`https://avascan.info/blockchain/c/tx/${HASH}`, { explorer: 'Avascan', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`https://avascan.info/blockchain/p/tx/${TX_ID}`, { explorer: 'Avascan', target: { entity: 'tx', value: TX_ID, chain: 'P' } }],
  [`https://avascan.info/blockchain/x/tx/${TX_ID}`, { explorer: 'Avascan', target: { entity: 'tx', value: TX_ID, chain: 'X' } }],
  [`https://avascan.info/staking/validator/${NODE_ID}`, { explorer: 'Avascan', target: { entity: 'validator', value: NODE_ID } }],
  [`https://avascan.info/blockchain/all/address/${P_ADDRESS.slice(2)}`, { explorer: 'Avascan', target: { entity: 'address', value: P_ADDRESS.slice(2) } }],
  ['https://avascan.info/blockchain/p/block/4567', { explorer: 'Avascan', target: { entity: 'block', value: '4567', chain: 'P' } }],
  // The platform's own explorer.
  [`https://subnets.avax.network/p-chain/tx/${TX_ID}`, { explorer: 'Avalanche Explorer', target: { entity: 'tx', value: TX_ID, chain: 'P' } }],
  [`https://subnets.avax.network/c-chain/tx/${HASH}`, { explorer: 'Avalanche Explorer', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`https://subnets.avax.network/validators/${NODE_ID}`, { explorer: 'Avalanche Explorer', target: { entity: 'validator', value: NODE_ID } }],
  [`https://subnets.avax.network/p-chain/address/${P_ADDRESS}`, { explorer: 'Avalanche Explorer', target: { entity: 'address', value: P_ADDRESS, chain: 'P' } }],
  ['https://subnets.avax.network/c-chain/block/42', { explorer: 'Avalanche Explorer', target: { entity: 'block', value: '42', chain: 'C' } }],
  [`https://subnets-test.avax.network/p-chain/tx/${TX_ID}`, { explorer: 'Avalanche Explorer', target: { entity: 'tx', value: TX_ID, chain: 'P' } }],
  // Any Etherscan-like explorer: named by its host, the chain left to the search.
  [`https://explorer.dexalot.com/tx/${HASH}`, { explorer: 'explorer.dexalot.com', target: { entity: 'tx', value: HASH } }],
  [`https://etherscan.io/token/${ADDRESS}`, { explorer: 'Etherscan', target: { entity: 'token', value: ADDRESS } }],
  // Pasted without the scheme, over http, with `www.`, in other case.
  [`snowtrace.io/tx/${HASH}`, { explorer: 'Snowtrace', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  [`http://www.SnowTrace.io/TX/${HASH}/`, { explorer: 'Snowtrace', target: { entity: 'tx', value: HASH, chain: 'C' } }],
  // Pages that name no entity.
  ['https://snowtrace.io/', { explorer: 'Snowtrace' }],
  ['https://avascan.info/blockchain/c/txs', { explorer: 'Avascan' }],
  ['https://snowtrace.io/tx/', { explorer: 'Snowtrace' }],
];

describe('parseExplorerLink', () => {
  it.each(CASES)('args: %s', (url, link) => {
    expect(parseExplorerLink(url)).toEqual(link);
  });

  it('error: text that is no link', () => {
    for (const text of [HASH, NODE_ID, P_ADDRESS, 'dexchain', '123', 'USDC.e', '']) expect(parseExplorerLink(text)).toBeNull();
  });
});

describe('looksLikeLink', () => {
  it('default', () => {
    expect(looksLikeLink('avascan.info/blockchain/c/tx/0x1')).toBe(true);
    expect(looksLikeLink('https://snowtrace.io')).toBe(true);
    expect(looksLikeLink('BTC.b')).toBe(false);
    expect(looksLikeLink('my.chain')).toBe(false);
  });
});
