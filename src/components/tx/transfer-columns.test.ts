import { describe, expect, it } from 'vitest';
import { AMOUNT_COLUMN, INDEX_COLUMN, spentOutputColumn } from './transfer-columns';

describe('transfer columns', () => {
  it('default: index and amount export their values', () => {
    expect(INDEX_COLUMN.value!({ index: 2 })).toBe(2);
    expect(AMOUNT_COLUMN.value!({ amount: 10n ** 20n })).toBe(10n ** 20n);
  });
  it('args: a spent output exports as tx ID and output index', () => {
    const utxo = { txId: '2NngnM2FUpLU7dRaoTphs18nBDUQw526hGJjgUhBTip7gaUzQH', outputIndex: 3n };
    expect(spentOutputColumn(true).value!(utxo)).toBe('2NngnM2FUpLU7dRaoTphs18nBDUQw526hGJjgUhBTip7gaUzQH:3');
    expect(spentOutputColumn(false).value!(utxo)).toBe(spentOutputColumn(true).value!(utxo));
  });
});
