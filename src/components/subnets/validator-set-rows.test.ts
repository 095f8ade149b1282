import { describe, expect, it } from 'vitest';
import { EMPTY_NODE_ID } from '../../lib/id-constants';
import type { CurrentValidator } from '../../rpc/methods/platform-types';
import { validatorSetView } from './validator-set-rows';

const KEY_A = '0xa1';
const KEY_B = '0xb2';

const l1 = (nodeID: string, weight: bigint, balance: bigint, publicKey: string): CurrentValidator => ({ nodeID, weight, startTime: 0n, validationID: `v-${nodeID}`, publicKey, balance });

/** The current set of an L1: two active validators and two inactive ones (19,277 of weight that cannot sign). */
const CURRENT = [l1('NodeID-A', 500_000n, 10n, KEY_A), l1('NodeID-B', 406_625n, 3n, KEY_B), l1('NodeID-C', 19_000n, 0n, '0xc3'), l1('NodeID-D', 277n, 0n, '0xd4')];

describe('validatorSetView', () => {
  it('default: the empty node ID is the inactive validators’ weight, counted from the current set when it adds up', () => {
    const view = validatorSetView({ 'NodeID-A': { weight: 500_000n, publicKey: KEY_A }, 'NodeID-B': { weight: 406_625n, publicKey: KEY_B }, [EMPTY_NODE_ID]: { weight: 19_277n, publicKey: null } }, CURRENT);
    expect(view.total).toBe(925_902n);
    expect(view.activeCount).toBe(2);
    expect(view.inactive).toEqual({ weight: 19_277n, count: 2 });
    expect(view.rows.find((row) => row.nodeID === EMPTY_NODE_ID)).toEqual({ nodeID: EMPTY_NODE_ID, weight: 19_277n, key: { source: 'validatorsAt', key: null }, inactive: true });
    expect(validatorSetView({ [EMPTY_NODE_ID]: { weight: 1n } }, undefined).rows[0]).toMatchObject({ key: { source: 'notGiven' }, inactive: true });
  });

  it('behavior: an answer without keys takes each node’s key from getCurrentValidators, never "none"', () => {
    const view = validatorSetView({ 'NodeID-A': { weight: 500_000n }, 'NodeID-B': { weight: 406_625n }, 'NodeID-Z': { weight: 1n } }, CURRENT);
    expect(view.rows.map((row) => row.key)).toEqual([
      { source: 'currentValidators', key: KEY_A },
      { source: 'currentValidators', key: KEY_B },
      { source: 'notGiven' },
    ]);
  });

  it('behavior: a key the answer gives, or says is missing, is the answer’s', () => {
    const view = validatorSetView({ 'NodeID-A': { weight: 1n, publicKey: '0xother' }, 'NodeID-B': { weight: 1n, publicKey: null } }, CURRENT);
    expect(view.rows.map((row) => row.key)).toEqual([
      { source: 'validatorsAt', key: '0xother' },
      { source: 'validatorsAt', key: null },
    ]);
  });

  it('args: a Primary Network validator’s current key is its signer’s', () => {
    const primary: CurrentValidator = { nodeID: 'NodeID-P', weight: 2n, startTime: 0n, signer: { publicKey: '0xp', proofOfPossession: '0xpop' } };
    expect(validatorSetView({ 'NodeID-P': { weight: 2n } }, [primary]).rows[0]!.key).toEqual({ source: 'currentValidators', key: '0xp' });
  });

  it('error: when the inactive weight is not the current set’s, how many hold it is not known', () => {
    expect(validatorSetView({ [EMPTY_NODE_ID]: { weight: 5n, publicKey: null } }, CURRENT).inactive).toEqual({ weight: 5n, count: null });
    expect(validatorSetView({ [EMPTY_NODE_ID]: { weight: 19_277n } }, undefined).inactive).toEqual({ weight: 19_277n, count: null });
  });

  it('args: a set without inactive weight names none', () => {
    expect(validatorSetView({ 'NodeID-A': { weight: 3n } }, undefined)).toMatchObject({ total: 3n, activeCount: 1, inactive: null });
  });
});
