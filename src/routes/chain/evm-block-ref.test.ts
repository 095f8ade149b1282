import { describe, expect, it } from 'vitest';
import { parseEvmBlockRef } from './evm-block-ref';

describe('parseEvmBlockRef', () => {
  it('default: a number and a hash', () => {
    expect(parseEvmBlockRef('42')).toEqual({ number: 42n });
    expect(parseEvmBlockRef(`0x${'AB'.repeat(32)}`)).toEqual({ hash: `0x${'ab'.repeat(32)}` });
  });

  it('error: an address, a short hash, a cb58 ID', () => {
    expect(parseEvmBlockRef(`0x${'ab'.repeat(20)}`)).toMatchObject({ problem: expect.stringMatching(/number or its 0x block hash/) });
    expect(parseEvmBlockRef('0x1234')).toMatchObject({ problem: expect.stringMatching(/2 bytes/) });
    expect(parseEvmBlockRef('11111111111111111111111111111111LpoYY')).toMatchObject({ problem: expect.stringMatching(/number or its 0x block hash/) });
  });
});
