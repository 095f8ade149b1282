import { beforeAll, describe, expect, it } from 'vitest';
import { decodeUtxo } from '../../src/lib/codec/utxo';
import { fromHexWithChecksum } from '../../src/lib/hex';
import { createPChain, DEMO_ADDRESSES } from './pchain';
import type { PChain } from './pchain';
import { TEST_CONFIG } from './test-chain';

type Entry = Record<string, unknown>;
type Owner = { addresses: string[] };

let chain: PChain;

beforeAll(() => {
  chain = createPChain(TEST_CONFIG);
  chain.advanceTime(400);
});

function currentValidators(params: Entry = {}): Entry[] {
  return (chain.platform.getCurrentValidators!(params) as { validators: Entry[] }).validators;
}

function utxoAmount(hex: string): bigint {
  const output = decodeUtxo(fromHexWithChecksum(hex)).output;
  return output.kind === 'LockOut' ? output.output.amount : output.amount;
}

describe('P-Chain answers agree with each other', () => {
  it('default: every validator and delegator txID resolves with getTx and getTxStatus', () => {
    const p = chain.platform;
    const validators = currentValidators();
    for (const validator of validators) {
      expect(p.getTxStatus!({ txID: validator.txID })).toEqual({ status: 'Committed' });
      const tx = p.getTx!({ txID: validator.txID, encoding: 'json' }) as { tx: { id: string; unsignedTx: Entry } };
      expect(tx.tx.id).toBe(validator.txID);
      expect(tx.tx.unsignedTx).toHaveProperty('signer');
      const one = currentValidators({ nodeIDs: [validator.nodeID] })[0]!;
      const delegators = one.delegators as Entry[];
      expect(delegators.length.toString()).toBe(validator.delegatorCount);
      expect(delegators.reduce((sum, d) => sum + BigInt(d.weight as string), 0n).toString()).toBe(validator.delegatorWeight);
      for (const delegator of delegators) expect(p.getTxStatus!({ txID: delegator.txID })).toEqual({ status: 'Committed' });
    }
  });

  it('default: getTotalStake equals the sum of current weights and delegations', () => {
    const validators = currentValidators();
    const sum = validators.reduce((total, v) => total + BigInt(v.weight as string) + BigInt(v.delegatorWeight as string), 0n);
    expect(chain.platform.getTotalStake!({})).toEqual({ stake: sum.toString(), weight: sum.toString() });
    const at = chain.platform.getValidatorsAt!({ height: 'proposed' }) as Record<string, { weight: string }>;
    expect(Object.values(at).reduce((total, v) => total + BigInt(v.weight), 0n)).toBe(sum);
  });

  it('default: getBalance equals the sum of the UTXOs getUTXOs pages through', () => {
    for (const address of DEMO_ADDRESSES) {
      const balance = chain.platform.getBalance!({ addresses: [address] }) as { balance: string; utxoIDs: unknown[] | null };
      let total = 0n;
      let count = 0;
      let startIndex: unknown;
      for (;;) {
        const page = chain.platform.getUTXOs!({ addresses: [address], limit: 3, startIndex }) as { numFetched: string; utxos: string[]; endIndex: Entry };
        for (const hex of page.utxos) total += utxoAmount(hex);
        count += page.utxos.length;
        if (Number(page.numFetched) < 3) break;
        startIndex = page.endIndex;
      }
      expect(total.toString()).toBe(balance.balance);
      expect(count).toBe(balance.utxoIDs?.length ?? 0);
    }
  });

  it('default: validates, validatedBy and getBlockchains agree', () => {
    const p = chain.platform;
    const { blockchains } = p.getBlockchains!({}) as { blockchains: Array<{ id: string; subnetID: string }> };
    for (const blockchain of blockchains) {
      expect(p.validatedBy!({ blockchainID: blockchain.id })).toEqual({ subnetID: blockchain.subnetID });
      expect((p.validates!({ subnetID: blockchain.subnetID }) as { blockchainIDs: string[] }).blockchainIDs).toContain(blockchain.id);
      expect(p.getBlockchainStatus!({ blockchainID: blockchain.id })).toEqual({ status: 'Validating' });
    }
  });

  it('default: blocks resolve by height and by ID, and their txs resolve', () => {
    const p = chain.platform;
    for (let height = 0; height <= Number(chain.height()); height += 7) {
      const byHeight = p.getBlockByHeight!({ height, encoding: 'json' }) as { block: { id: string; height: bigint; txs?: Array<{ id: string }>; tx?: { id: string } } };
      expect(byHeight.block.height).toBe(BigInt(height));
      expect(p.getBlock!({ blockID: byHeight.block.id, encoding: 'json' })).toEqual(byHeight);
      for (const tx of [...(byHeight.block.txs ?? []), ...(byHeight.block.tx ? [byHeight.block.tx] : [])]) {
        expect((p.getTx!({ txID: tx.id, encoding: 'json' }) as { tx: { id: string } }).tx.id).toBe(tx.id);
      }
    }
  });

  it('behavior: ended stakers get reward UTXOs when committed, and some are aborted', () => {
    const p = chain.platform;
    const rewards: Array<{ status: string; stakerTxId: string }> = [];
    for (let height = 1; height <= Number(chain.height()); height++) {
      const { block } = p.getBlockByHeight!({ height, encoding: 'json' }) as { block: { tx?: { id: string; unsignedTx: { txID: string } } } };
      if (block.tx) rewards.push({ status: (p.getTxStatus!({ txID: block.tx.id }) as { status: string }).status, stakerTxId: block.tx.unsignedTx.txID });
    }
    expect(rewards.some((r) => r.status === 'Committed')).toBe(true);
    expect(rewards.some((r) => r.status === 'Aborted')).toBe(true);
    for (const reward of rewards) {
      const utxos = (p.getRewardUTXOs!({ txID: reward.stakerTxId }) as { utxos: string[] }).utxos;
      if (reward.status === 'Aborted') {
        expect(utxos.length).toBeLessThanOrEqual(1);
        continue;
      }
      const staker = (p.getTx!({ txID: reward.stakerTxId, encoding: 'json' }) as { tx: { unsignedTx: Entry } }).tx.unsignedTx;
      const owner = (staker.validationRewardsOwner ?? staker.rewardsOwner) as Owner;
      expect(owner.addresses.length).toBe(1);
      expect(utxos.reduce((sum, hex) => sum + utxoAmount(hex), 0n)).toBeGreaterThan(0n);
    }
  });

  it('behavior: subnets, L1 conversion and L1 validators are consistent', () => {
    const p = chain.platform;
    const { subnets } = p.getSubnets!({}) as { subnets: Array<{ id: string; threshold: string }> };
    expect(subnets.at(-1)).toEqual({ id: '11111111111111111111111111111111LpoYY', controlKeys: [], threshold: '0' });
    const l1: Entry[] = subnets.slice(0, -1).map((s) => ({ id: s.id, ...(p.getSubnet!({ subnetID: s.id }) as Entry) }));
    const converted = l1.find((s) => s.isPermissioned === false)!;
    expect(converted.managerChainID).not.toBe('11111111111111111111111111111111LpoYY');
    const l1Validators = currentValidators({ subnetID: converted.id }).filter((v) => v.validationID);
    expect(l1Validators.length).toBeGreaterThan(0);
    for (const validator of l1Validators) {
      const one = p.getL1Validator!({ validationID: validator.validationID }) as Entry;
      expect(one.subnetID).toBe(converted.id);
      expect(one.balance).toBe(validator.balance);
      expect(one.height).toBe(chain.height().toString());
    }
  });
}, 60_000);
