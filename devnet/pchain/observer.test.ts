import { describe, expect, it } from 'vitest';
import type { Service } from '../handler';
import { DEMO_ADDRESSES, createPChain } from './pchain';
import type { PChain } from './pchain';
import { SUBNET_EVM_ID } from './constants';
import { TEST_CONFIG, jsonText } from './test-chain';
import { present } from '../../src/lib/present';

type Entry = Record<string, unknown>;

const BLOCKS = 30;
/** The node-local fields: what one node has seen of its peers. */
const PRIMARY_LOCAL = ['uptime', 'connected'];
const SUBNET_EVM_LOCAL = ['isConnected', 'uptimePercentage', 'uptimeSeconds'];

function without(entries: Entry[], keys: string[]): Entry[] {
  return entries.map((entry) => Object.fromEntries(Object.entries(entry).filter(([key]) => !keys.includes(key))));
}

function answer(service: Service, method: string, params: unknown): unknown {
  try {
    return present(service[method], method)(params);
  } catch (error) {
    return { error: (error as Error).message };
  }
}

/** Every platform answer a client could get without knowing entity IDs, plus those about the chain's own entities. */
function chainAnswers(chain: PChain): unknown[] {
  const p = chain.platform;
  const height = Number(chain.height());
  const { blockchains } = p.getBlockchains!({}) as { blockchains: Array<{ id: string; subnetID: string }> };
  const { subnets } = p.getSubnets!({}) as { subnets: Array<{ id: string }> };
  const answers: unknown[] = [];
  for (const method of Object.keys(p).sort()) answers.push(method, answer(p, method, {}));
  for (let at = 0; at <= height; at += 7) answers.push(answer(p, 'getBlockByHeight', { height: at, encoding: 'hex' }));
  answers.push(answer(p, 'getBalance', { addresses: DEMO_ADDRESSES }), answer(p, 'getUTXOs', { addresses: DEMO_ADDRESSES }));
  for (const subnet of subnets) {
    answers.push(answer(p, 'getSubnet', { subnetID: subnet.id }), answer(p, 'getValidatorsAt', { subnetID: subnet.id, height }));
    answers.push(answer(p, 'getCurrentValidators', { subnetID: subnet.id }));
  }
  for (const blockchain of blockchains) answers.push(answer(p, 'getBlockchainStatus', { blockchainID: blockchain.id }));
  return answers;
}

function primaryValidators(chain: PChain): Entry[] {
  return (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
}

function subnetEvmValidators(chain: PChain): Entry[] {
  return chain
    .evmChains()
    .filter((info) => info.vm === 'subnetevm')
    .flatMap((info) => (chain.validatorsService(info.blockchainId)!.getCurrentValidators!({}) as { validators: Entry[] }).validators);
}

function built(observer: number): PChain {
  const chain = createPChain({ ...TEST_CONFIG, observer });
  for (let i = 0; i < BLOCKS; i++) chain.produceBlock();
  return chain;
}

describe('observers of the same network', () => {
  const own = built(0);
  const other = built(1);
  const again = built(1);

  it('default: two observers give the same answer to every chain question, node-local fields aside', () => {
    expect(other.headBlockId()).toBe(own.headBlockId());
    const text = (chain: PChain) => JSON.stringify(JSON.parse(jsonText(chainAnswers(chain))), (key, value: unknown) => (PRIMARY_LOCAL.includes(key) ? undefined : value));
    expect(text(other) === text(own)).toBe(true);
    expect(jsonText(chainAnswers(other)) === jsonText(chainAnswers(own))).toBe(false);
  });

  it('behavior: only uptime and connected differ between observers, for some validators but not all', () => {
    const mine = primaryValidators(own);
    const theirs = primaryValidators(other);
    expect(jsonText(without(theirs, PRIMARY_LOCAL))).toBe(jsonText(without(mine, PRIMARY_LOCAL)));
    const differentConnected = theirs.filter((entry, index) => entry.connected !== mine[index]!.connected).length;
    const differentUptime = theirs.filter((entry, index) => entry.uptime !== mine[index]!.uptime).length;
    expect(differentConnected).toBeGreaterThan(0);
    expect(differentConnected).toBeLessThan(mine.length);
    expect(differentUptime).toBeGreaterThan(0);
    for (const entry of theirs) {
      expect(Number(entry.uptime)).toBeGreaterThanOrEqual(0);
      expect(Number(entry.uptime)).toBeLessThanOrEqual(100);
    }
  });

  it('behavior: subnet-EVM validators differ only in their node-local fields', () => {
    expect(jsonText(without(subnetEvmValidators(other), SUBNET_EVM_LOCAL))).toBe(jsonText(without(subnetEvmValidators(own), SUBNET_EVM_LOCAL)));
  });

  it('behavior: an observer sees the same peers the same way every time (seed and observer number decide)', () => {
    expect(jsonText(primaryValidators(again))).toBe(jsonText(primaryValidators(other)));
    expect(jsonText(subnetEvmValidators(again))).toBe(jsonText(subnetEvmValidators(other)));
  });

  it('behavior: observer 0 is the node\'s own view, whatever else is configured', () => {
    const unset = createPChain(TEST_CONFIG);
    for (let i = 0; i < BLOCKS; i++) unset.produceBlock();
    expect(jsonText(primaryValidators(unset))).toBe(jsonText(primaryValidators(own)));
  });

  it('behavior: a chain with a subnet-EVM validator set exists to compare', () => {
    const { blockchains } = own.platform.getBlockchains!({}) as { blockchains: Array<{ vmID: string }> };
    expect(blockchains.some((chain) => chain.vmID === SUBNET_EVM_ID)).toBe(true);
    expect(subnetEvmValidators(own).length).toBeGreaterThan(0);
  });
});
