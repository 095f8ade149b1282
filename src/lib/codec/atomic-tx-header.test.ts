import { describe, expect, it } from 'vitest';
import { concatBytes } from '../bytes';
import { toHexWithChecksum } from '../hex';
import { idFromBytes } from '../ids';
import { atomicTxHeader } from './atomic-tx-header';

function header(typeId: number, networkId: number): Uint8Array {
  const head = new Uint8Array(10);
  const view = new DataView(head.buffer);
  view.setUint32(2, typeId);
  view.setUint32(6, networkId);
  return concatBytes(head, new Uint8Array(32).fill(1), new Uint8Array(32).fill(0), new Uint8Array(8));
}

describe('atomicTxHeader', () => {
  it('default', () => {
    expect(atomicTxHeader(toHexWithChecksum(header(1, 12345)))).toEqual({
      kind: 'export',
      networkId: 12345,
      blockchainId: idFromBytes(new Uint8Array(32).fill(1)),
      otherChainId: idFromBytes(new Uint8Array(32)),
    });
  });
  it('behavior: type 0 is an import (of the atomic codec: 0 ImportTx, 1 ExportTx)', () => {
    expect(atomicTxHeader(toHexWithChecksum(header(0, 1)))).toMatchObject({ kind: 'import', networkId: 1 });
  });
  it('error: unknown type or bad checksum', () => {
    expect(atomicTxHeader(toHexWithChecksum(header(7, 1)))).toBeNull();
    expect(atomicTxHeader('0x0000')).toBeNull();
  });
});
