import { describe, expect, it } from 'vitest';
import { inputSources, nextGeneration, stakeTerms } from './utxo-sources';

const input = (txID: string, outputIndex: bigint) => ({ txID, outputIndex, assetID: 'A', fxID: 'F', input: { amount: 5n, signatureIndices: [0n] } });

describe('utxo sources', () => {
  it('default: a tx’s inputs name the txs it spent from, each once', () => {
    expect(inputSources({ inputs: [input('tx1', 0n), input('tx2', 1n), input('tx1', 2n)], outputs: [] })).toEqual(['tx1', 'tx2']);
    // Imported inputs are spent on another chain.
    expect(inputSources({ importedInputs: [input('x', 0n)], sourceChain: 'X' })).toEqual([]);
  });

  it('behavior: a validation or delegation gives its node, period and stake; any other tx none', () => {
    const validator = { nodeID: 'NodeID-A', start: 100n, end: 1_300n, weight: 2_000_000_000_000n };
    expect(stakeTerms({ validator, stake: [], rewardsOwner: {} })).toEqual({ nodeID: 'NodeID-A', start: 100n, end: 1_300n, stake: 2_000_000_000_000n });
    expect(stakeTerms({ inputs: [], outputs: [] })).toBeUndefined();
    expect(stakeTerms({ validator: { nodeID: 'NodeID-A', start: 'soon' } })).toBeUndefined();
  });

  it('behavior: the next generation holds the sources of the inputs not listed before', () => {
    const listed = new Set(['a', 'b']);
    expect(nextGeneration([{ inputs: ['b', 'c'] }, { inputs: ['c', 'd'] }, { inputs: [] }], listed)).toEqual(['c', 'd']);
    expect(nextGeneration([{ inputs: ['a'] }], listed)).toEqual([]);
  });
});
