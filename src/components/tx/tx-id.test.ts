import { describe, expect, it } from 'vitest';
import { parseTxId } from './tx-id';

const TX_ID = '2NngnM2FUpLU7dRaoTphs18nBDUQw526hGJjgUhBTip7gaUzQH';

describe('parseTxId', () => {
  it('default', () => {
    expect(parseTxId(TX_ID)).toEqual({ txId: TX_ID });
  });
  it('args: surrounding spaces are dropped', () => {
    expect(parseTxId(` ${TX_ID} `)).toEqual({ txId: TX_ID });
  });
  it('error: text that is no cb58 ID says why', () => {
    expect(parseTxId('zzz')).toEqual({ problem: expect.stringMatching(/^not a valid ID/) });
  });
  it('error: a well-formed value of another kind names the expected shape', () => {
    expect(parseTxId('12')).toEqual({ problem: 'a transaction ID is a cb58 string of 32 bytes' });
  });
});
