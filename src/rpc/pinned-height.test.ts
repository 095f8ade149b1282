import { NodeError, NotOfferedError } from './errors';
import { mayBeBehind, pinnedHeightOf } from './pinned-height';

describe('pinnedHeightOf', () => {
  test('behavior: the height a read names, of the P-Chain or of the EVM chain it is sent to', () => {
    expect(pinnedHeightOf('platform.getBlockByHeight', { height: 12n, encoding: 'json' }, 'C')).toEqual({ chain: 'P', height: 12n });
    expect(pinnedHeightOf('platform.getValidatorsAt', { height: 7, subnetID: 'x' }, 'C')).toEqual({ chain: 'P', height: 7n });
    expect(pinnedHeightOf('platform.getValidatorsAt', { height: 'proposed', subnetID: 'x' }, 'C')).toBeUndefined();
    expect(pinnedHeightOf('eth_getBlockByNumber', [40n, false], 'C')).toEqual({ chain: 'C', height: 40n });
    expect(pinnedHeightOf('eth_getBlockByNumber', ['latest', false], 'C')).toBeUndefined();
    expect(pinnedHeightOf('eth_getBalance', ['0xabc', 41n], 'sub')).toEqual({ chain: 'sub', height: 41n });
    expect(pinnedHeightOf('eth_getProof', ['0xabc', [], 43n], 'C')).toEqual({ chain: 'C', height: 43n });
    expect(pinnedHeightOf('eth_getLogs', [{ fromBlock: 1n, toBlock: 42n }], 'C')).toEqual({ chain: 'C', height: 42n });
    expect(pinnedHeightOf('platform.getHeight', {}, 'C')).toBeUndefined();
  });
});

describe('mayBeBehind', () => {
  test('behavior: not found, not yet, null lookups, Unknown statuses and missing APIs may only mean the endpoint is behind; other answers stand', () => {
    expect(mayBeBehind('platform.getBlockByHeight', { error: new NodeError(-32000, "couldn't get block at height 9: not found", null) })).toBe(true);
    expect(mayBeBehind('eth_getBalance', { error: new NodeError(-32000, 'cannot query unfinalized data', null) })).toBe(true);
    expect(mayBeBehind('native.exportKey', { error: new NotOfferedError('key-store', { method: 'avax.exportKey' }) })).toBe(true);
    expect(mayBeBehind('eth_getTransactionReceipt', { value: null })).toBe(true);
    expect(mayBeBehind('platform.getTxStatus', { value: { status: 'Unknown' } })).toBe(true);
    expect(mayBeBehind('platform.getTxStatus', { value: { status: 'Committed' } })).toBe(false);
    expect(mayBeBehind('eth_baseFee', { value: null })).toBe(false);
    expect(mayBeBehind('eth_call', { error: new NodeError(3, 'execution reverted', '0x') })).toBe(false);
  });
});
