import { sha256 } from '@noble/hashes/sha2.js';
import { idFromBytes } from '../../src/lib/ids';
import { PRIMARY_NETWORK_ID } from '../../src/lib/id-constants';
import { Keystore } from '../keystore/keystore';
import type { DevnetConfig, EvmChainInfo, PChain } from '../pchain/pchain';

/** A minimal P-Chain for transport and EVM tests: heights, chain time and the EVM chain list. */
function testId(name: string): string {
  return idFromBytes(sha256(new TextEncoder().encode(name)));
}

export const FAKE_C_CHAIN_ID = testId('C-Chain');
export const FAKE_SUBNET_CHAIN_IDS = [testId('feechain'), testId('mintchain'), testId('plainchain')];
const C_CHAIN_EVM_ID = 43112;
const FIRST_SUBNET_EVM_ID = 99001;

export function fakePChain(config: DevnetConfig): PChain {
  let height = 0n;
  let time = config.genesisTime;
  const chains: EvmChainInfo[] = [
    { blockchainId: FAKE_C_CHAIN_ID, alias: 'C', name: 'C-Chain', subnetId: PRIMARY_NETWORK_ID, vm: 'evm', evmChainId: C_CHAIN_EVM_ID },
    ...FAKE_SUBNET_CHAIN_IDS.map((blockchainId, index) => ({
      blockchainId,
      name: `chain${index}`,
      subnetId: testId(`subnet${index}`),
      vm: 'subnetevm' as const,
      evmChainId: FIRST_SUBNET_EVM_ID + index,
    })),
  ];
  return {
    platform: { getHeight: () => ({ height: height.toString() }) },
    native: { getAtomicTxStatus: () => ({ status: 'Unknown' }) },
    keystore: new Keystore(),
    validatorsService: (id) => (FAKE_SUBNET_CHAIN_IDS.includes(id) ? { getCurrentValidators: () => ({ validators: [] }) } : undefined),
    evmChains: () => chains,
    chainTime: () => time,
    height: () => height,
    headBlockId: () => testId(`block${height}`),
    produceBlock: () => {
      height++;
      time += config.blockIntervalSeconds;
    },
    advanceTime: (seconds) => {
      time += seconds;
    },
    connectCChain: () => {},
  };
}
