import type { HexProblem } from '../../lib/codec/decode-any';
import { hexProblemText } from './hex-problem-text';

describe('hexProblemText', () => {
  test.each<[HexProblem, string]>([
    [{ code: 'empty' }, 'Nothing to decode: paste a hex encoding.'],
    [{ code: 'not-hex', reason: 'invalid input checksum' }, 'Not a checksummed hex encoding: invalid input checksum.'],
    [{ code: 'no-kind', kinds: ['tx', 'atomic-tx', 'block', 'utxo'] }, 'The checksum is right, but the bytes do not decode as: P-Chain transaction, C-Chain atomic transaction, P-Chain block, UTXO.'],
    [{ code: 'no-kind', kinds: ['utxo'] }, 'The checksum is right, but the bytes do not decode as: UTXO.'],
  ])('args: %o is written %j', (problem, english) => {
    expect(hexProblemText(problem)).toBe(english);
  });
});
