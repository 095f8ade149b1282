import { describe, expect, it } from 'vitest';
import { LOCAL_VALIDATOR_FEE_CONFIG, P_CHAIN_GAS_CONFIG, advanceGasState, consumeGas, gasOf, gasPrice, validatorFeeCost } from '../../src/lib/fees';
import { decodeBlock } from '../../src/lib/codec/block';
import { fromHexWithChecksum } from '../../src/lib/hex';
import { complexityOf } from './complexity';
import { encodeTx } from './encoding';
import { createPChain } from './pchain';
import type { PChain } from './pchain';
import { TEST_CONFIG } from './test-chain';

type Entry = Record<string, unknown>;

function feeState(chain: PChain) {
  return chain.platform.getFeeState!({}) as { capacity: bigint; excess: bigint; price: bigint; timestamp: string };
}

function blockGas(chain: PChain, height: bigint): bigint {
  const { block } = chain.platform.getBlockByHeight!({ height, encoding: 'hex' }) as { block: string };
  const decoded = decodeBlock(fromHexWithChecksum(block));
  const txs = 'txs' in decoded ? decoded.txs : [];
  return txs.reduce((sum, tx) => sum + gasOf(complexityOf(tx, encodeTx(tx).bytes.length), P_CHAIN_GAS_CONFIG.weights), 0n);
}

function l1Validators(chain: PChain): Entry[] {
  const { subnets } = chain.platform.getSubnets!({}) as { subnets: Array<{ id: string }> };
  return subnets.slice(0, -1).flatMap((s) => (chain.platform.getCurrentValidators!({ subnetID: s.id }) as { validators: Entry[] }).validators.filter((v) => v.validationID));
}

describe('P-Chain evolution', () => {
  it('default: the gas fee state follows refill, drain and each block\'s gas', () => {
    const chain = createPChain(TEST_CONFIG);
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      const before = feeState(chain);
      const height = chain.height();
      const time = chain.chainTime();
      chain.produceBlock();
      if (chain.height() !== height + 1n) continue;
      const refilled = advanceGasState(P_CHAIN_GAS_CONFIG, before, BigInt(chain.chainTime() - time));
      const expected = consumeGas(refilled, blockGas(chain, chain.height()));
      const after = feeState(chain);
      expect({ capacity: after.capacity, excess: after.excess }).toEqual(expected);
      expect(after.price).toBe(gasPrice(P_CHAIN_GAS_CONFIG, after.excess));
      checked++;
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('default: L1 balances drain by the continuous fee of each block interval', () => {
    const chain = createPChain(TEST_CONFIG);
    let checked = 0;
    for (let i = 0; i < 40; i++) {
      const before = new Map(l1Validators(chain).map((v) => [v.validationID as string, BigInt(v.balance as string)]));
      const active = BigInt([...before.values()].filter((b) => b > 0n).length);
      const excess = (chain.platform.getValidatorFeeState!({}) as { excess: bigint }).excess;
      const time = chain.chainTime();
      chain.produceBlock();
      const cost = validatorFeeCost(LOCAL_VALIDATOR_FEE_CONFIG, { current: active, excess }, BigInt(chain.chainTime() - time));
      const drained = l1Validators(chain).filter((v) => {
        const previous = before.get(v.validationID as string);
        return previous !== undefined && previous > cost && BigInt(v.balance as string) === previous - cost;
      });
      checked += drained.length;
      expect(drained.length).toBeGreaterThanOrEqual(Number(active) - 4);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('behavior: an L1 validator whose balance runs out deactivates with balance "0" and stays listed', () => {
    const chain = createPChain(TEST_CONFIG);
    let deactivated: Entry | undefined;
    for (let i = 0; i < 500 && !deactivated; i++) {
      const before = new Map(l1Validators(chain).map((v) => [v.validationID as string, v]));
      const active = BigInt([...before.values()].filter((v) => v.balance !== '0').length);
      const excess = (chain.platform.getValidatorFeeState!({}) as { excess: bigint }).excess;
      const time = chain.chainTime();
      chain.produceBlock();
      const cost = validatorFeeCost(LOCAL_VALIDATOR_FEE_CONFIG, { current: active, excess }, BigInt(chain.chainTime() - time));
      deactivated = l1Validators(chain).find((v) => {
        const previous = before.get(v.validationID as string);
        return previous && previous.balance !== '0' && v.balance === '0' && previous.minNonce === v.minNonce && BigInt(previous.balance as string) <= cost;
      });
    }
    expect(deactivated).toBeDefined();
    const one = chain.platform.getL1Validator!({ validationID: deactivated!.validationID }) as Entry;
    expect(one.balance).toBe('0');
    const at = chain.platform.getValidatorsAt!({ height: Number(chain.height()), subnetID: one.subnetID }) as Record<string, unknown>;
    expect(at[one.nodeID as string]).toBeUndefined();
  });

  it('behavior: supply grows by each new staker\'s potential reward', () => {
    const chain = createPChain(TEST_CONFIG);
    const supply = BigInt((chain.platform.getCurrentSupply!({}) as { supply: string }).supply);
    const validators = (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    expect(validators.every((v) => BigInt(v.potentialReward as string) > 0n)).toBe(true);
    chain.advanceTime(600);
    const later = BigInt((chain.platform.getCurrentSupply!({}) as { supply: string }).supply);
    expect(later).not.toBe(supply);
  });
});
