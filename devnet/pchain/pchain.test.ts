import { describe, expect, it } from 'vitest';
import { C_CHAIN_ID } from './constants';
import { createPChain, DEMO_ADDRESSES } from './pchain';
import type { PChain } from './pchain';
import { TEST_CONFIG, jsonText } from './test-chain';

type Entry = Record<string, unknown>;

function snapshot(chain: PChain): string {
  const p = chain.platform;
  const height = Number(chain.height());
  const answers = [
    p.getHeight!({}),
    p.getTimestamp!({}),
    p.getFeeState!({}),
    p.getValidatorFeeState!({}),
    p.getCurrentSupply!({}),
    p.getCurrentValidators!({}),
    p.getBlockchains!({}),
    p.getBalance!({ addresses: DEMO_ADDRESSES }),
    p.getUTXOs!({ addresses: DEMO_ADDRESSES }),
    p.getBlockByHeight!({ height, encoding: 'hex' }),
    p.getBlockByHeight!({ height: height - 1, encoding: 'json' }),
    chain.native.getUTXOs!({ addresses: ['C-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u'], sourceChain: 'P' }),
  ];
  return jsonText(answers);
}

describe('createPChain', () => {
  it('default: the same config gives identical answers after the same blocks', () => {
    const a = createPChain(TEST_CONFIG);
    const b = createPChain(TEST_CONFIG);
    for (let i = 0; i < 40; i++) {
      a.produceBlock();
      b.produceBlock();
    }
    expect(snapshot(a)).toBe(snapshot(b));
    expect(a.chainTime()).toBe(TEST_CONFIG.genesisTime + 80);
  });

  it('args: another seed gives another chain', () => {
    const a = createPChain(TEST_CONFIG);
    const b = createPChain({ ...TEST_CONFIG, seed: 'other' });
    expect(snapshot(a)).not.toBe(snapshot(b));
  });

  it('default: chain time starts at genesis time and lists the C-Chain and subnet-EVM chains', () => {
    const chain = createPChain(TEST_CONFIG);
    expect(chain.chainTime()).toBe(TEST_CONFIG.genesisTime);
    const chains = chain.evmChains();
    expect(chains[0]).toEqual({ blockchainId: C_CHAIN_ID, alias: 'C', name: 'C-Chain', subnetId: '11111111111111111111111111111111LpoYY', vm: 'evm', evmChainId: 43112 });
    expect(chains.filter((c) => c.vm === 'subnetevm').length).toBeGreaterThanOrEqual(2);
    const subnetChain = chains[1]!;
    const service = chain.validatorsService(subnetChain.blockchainId)!;
    const validators = (service.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    expect(validators.length).toBeGreaterThan(0);
    expect(Object.keys(validators[0]!)).toEqual(['validationID', 'nodeID', 'weight', 'startTimestamp', 'isActive', 'isL1Validator', 'isConnected', 'uptimePercentage', 'uptimeSeconds']);
    expect(chain.validatorsService(C_CHAIN_ID)).toBeUndefined();
  });

  it('behavior: advanceTime moves chain time by exactly the amount and produces the blocks in between', () => {
    const chain = createPChain(TEST_CONFIG);
    const height = chain.height();
    chain.advanceTime(30);
    expect(chain.chainTime()).toBe(TEST_CONFIG.genesisTime + 30);
    expect(chain.height()).toBeGreaterThanOrEqual(height + 15n);
  });

  it('behavior: the reference dialect answers getValidatorsAt as a bare map with string weights and proofOfPossession', () => {
    const chain = createPChain(TEST_CONFIG);
    const at = chain.platform.getValidatorsAt!({ height: Number(chain.height()) }) as Record<string, { publicKey: string | null; weight: string }>;
    const first = Object.values(at)[0]!;
    expect(typeof first.weight).toBe('string');
    expect(Object.keys(first)).toEqual(['publicKey', 'weight']);
    const validators = (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    const signed = validators.find((v) => v.signer) as { signer: Entry };
    expect(Object.keys(signed.signer)).toEqual(['publicKey', 'proofOfPossession']);
  });

  it('behavior: the spec dialect answers getValidatorsAt wrapped with number weights and proofOfPosession', () => {
    const chain = createPChain({ ...TEST_CONFIG, dialect: 'spec' });
    const at = chain.platform.getValidatorsAt!({ height: Number(chain.height()) }) as { validators: Record<string, bigint> };
    expect(typeof Object.values(at.validators)[0]).toBe('bigint');
    const validators = (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    const signed = validators.find((v) => v.signer) as { signer: Entry };
    expect(Object.keys(signed.signer)).toEqual(['publicKey', 'proofOfPosession']);
  });

  it('behavior: a mainnet-profile network builds and answers getCurrentValidators quickly', () => {
    const started = performance.now();
    const chain = createPChain({ ...TEST_CONFIG, profile: 'mainnet' });
    const built = performance.now();
    const validators = (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    const first = performance.now();
    chain.produceBlock();
    const again = performance.now();
    const afterBlock = (chain.platform.getCurrentValidators!({}) as { validators: Entry[] }).validators;
    const second = performance.now();
    console.log(
      `mainnet profile: genesis ${Math.round(built - started)} ms, ${validators.length} validators, getCurrentValidators ${Math.round(first - built)} ms (after a block ${Math.round(second - again)} ms)`,
    );
    expect(validators.length).toBeGreaterThan(1900);
    expect(afterBlock.length).toBeGreaterThan(1900);
  }, 120_000);
});
