import { describe, expect, it } from 'vitest';
import { toTxView } from './txs';

describe('toTxView', () => {
  it('default', () => {
    const view = toTxView(
      { unsignedTx: { networkID: 1n, blockchainID: 'b', outputs: [], inputs: [], memo: '0x', exportedOutputs: [], destinationChain: 'x' }, credentials: [{ signatures: [] }], id: 'tx' },
      'fallback',
    );
    expect(view).toMatchObject({ id: 'tx', kind: 'ExportTx', credentials: [{ signatures: [] }] });
  });
  it('args: id missing uses the asked one', () => {
    expect(toTxView({ unsignedTx: { txID: 's' }, credentials: [] }, 'asked').id).toBe('asked');
  });
  it('error: no unsignedTx', () => {
    expect(() => toTxView({ id: 'x' }, 'x')).toThrow(/unsignedTx/);
  });
});
