import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { encodeUtxo } from '../../lib/codec/utxo';
import { toHexWithChecksum } from '../../lib/hex';
import { parseAddress } from '../../lib/address';
import { parseId } from '../../lib/ids';
import { decodeUtxoRow, decodeUtxoRows, mergeUtxoPages } from './utxo-rows';

const fixture = JSON.parse(readFileSync(new URL('../../../test/fixtures/real-responses/platform.getUTXOs_page1.json', import.meta.url), 'utf8')) as {
  request: { params: { addresses: string[] } };
  response: { result: { utxos: string[] } };
};

const OWNER = 'P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u';
const TX = '2sSUqUHQPo4KVhukJyqxYQwSGSMya3rQRWkGmySwtRSUuN5qy1';
const ASSET = '2fombhL7aGPwj3KH4bfrmJwW6PVnMobf9Y2fn9GwxiAAJyFDbe';

function lockedUtxoHex(): string {
  const owner = { locktime: 0n, threshold: 1n, addresses: [parseAddress(OWNER).bytes] };
  return toHexWithChecksum(
    encodeUtxo({
      txId: parseId(TX),
      outputIndex: 2n,
      assetId: parseId(ASSET),
      output: { kind: 'LockOut', locktime: 1_800_000_000n, output: { kind: 'TransferOutput', amount: 25_000_000_000n, ...owner } },
    }),
  );
}

describe('decodeUtxoRow', () => {
  it('default: decodes a node answer and formats owners with the network HRP', () => {
    const rows = fixture.response.result.utxos.map((hex) => decodeUtxoRow(hex, 'avax'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.addresses.every((address) => address.startsWith('P-avax1'))).toBe(true);
      expect(row.amount).toBeGreaterThan(0n);
    }
    expect(new Set(rows.map((row) => row.utxoID)).size).toBe(rows.length);
  });
  it('args: a stake-locked output keeps its lock time and inner amount', () => {
    const row = decodeUtxoRow(lockedUtxoHex(), 'local');
    expect(row).toMatchObject({ txID: TX, outputIndex: 2n, assetID: ASSET, amount: 25_000_000_000n, stakeableUntil: 1_800_000_000n, addresses: [OWNER] });
  });
  it('args: owners formatted for another chain', () => {
    expect(decodeUtxoRow(lockedUtxoHex(), 'local', 'C').addresses[0]).toBe(OWNER.replace('P-', 'C-'));
  });
  it('error: a bad checksum throws', () => {
    expect(() => decodeUtxoRow(`${lockedUtxoHex().slice(0, -2)}00`, 'local')).toThrow();
  });
});

describe('mergeUtxoPages', () => {
  it('behavior: drops UTXOs repeated across pages and keeps order', () => {
    const [a, b, c] = fixture.response.result.utxos.slice(0, 3).map((hex) => decodeUtxoRow(hex, 'avax'));
    expect(mergeUtxoPages([a!, b!], [b!, c!]).map((row) => row.utxoID)).toEqual([a!.utxoID, b!.utxoID, c!.utxoID]);
  });
});

describe('decodeUtxoRows', () => {
  it('error: undecodable UTXOs are counted, the others kept', () => {
    const good = lockedUtxoHex();
    const result = decodeUtxoRows([good, '0x1234', good], 'local');
    expect(result.failed).toBe(1);
    expect(result.rows).toHaveLength(2);
  });
});
