import { MethodError } from '../handler';
import type { Service } from '../handler';
import type { CChainBridge } from './c-chain-bridge';
import { C_CHAIN_EVM_ID, C_CHAIN_ID, P_CHAIN_ID, SUBNET_EVM_ID } from './constants';
import type { Dialect } from './dialect';
import { buildGenesis } from './genesis';
import { chainHandlers } from './handlers/chain';
import { feeHandlers } from './handlers/fees';
import { subnetHandlers } from './handlers/subnets';
import { utxoHandlers } from './handlers/utxos';
import { validatorHandlers } from './handlers/validators';
import type { View } from './handlers/view';
import { OWN_OBSERVER_INDEX } from './handlers/observer';
import { nativeHandlers } from './native';
import { atomicMempool } from './atomic-mempool';
import { Keystore } from '../keystore/keystore';
import { advanceBy, produceBlockAt } from './producer';
import { PROFILES, withValidators } from './profiles';
import { subnetEvmValidatorsService } from './handlers/evm-validators';
import { decodeUnsignedWarpMessage } from '../../src/lib/codec/warp-message';
import { signWarp } from './warp-signers';
import { headBlock } from './state';
import { scheduleOf } from '../upgrades';

export { DEMO_ADDRESSES } from './accounts';

export interface DevnetConfig {
  seed: string;
  /** Unix seconds: the chain time once the generated history has been built. */
  genesisTime: number;
  blockIntervalSeconds: number;
  profile: 'small' | 'mainnet';
  /** The profile grown to this many Primary Network validators. */
  validators?: number;
  dialect: Dialect;
  networkId: number;
  hrp: string;
  /** Which node's view of peer uptime and connection the devnet answers with (0, the default, is its own). */
  observer?: number;
  /** Unix seconds Helicon activates at (from `--upgrade-file`); by default it is active from genesis. */
  heliconTime?: number;
}

export interface EvmChainInfo {
  blockchainId: string;
  alias?: 'C';
  name: string;
  subnetId: string;
  vm: 'evm' | 'subnetevm';
  evmChainId: number;
}

export interface PChain {
  readonly platform: Service;
  readonly native: Service;
  validatorsService(blockchainId: string): Service | undefined;
  evmChains(): EvmChainInfo[];
  chainTime(): number;
  height(): bigint;
  /** ID of the last accepted block. */
  headBlockId(): string;
  produceBlock(): void;
  advanceTime(seconds: number): void;
  /** Connects the C-Chain's EVM, which applies the EVM side of atomic txs. */
  connectCChain(bridge: CChainBridge): void;
  /**
   * Signs an unsigned warp message as its source subnet's validators would (the devnet holds their
   * BLS keys) and returns the signed message; a `MethodError` says why it cannot.
   */
  signWarpMessage?(unsignedMessage: Uint8Array): Uint8Array;
  /** The node's key store (users and their keys) behind the chain-native key-store methods. */
  readonly keystore: Keystore;
}

/** A deterministic P-Chain: the same config always yields the same blocks, IDs and answers. */
export function createPChain(config: DevnetConfig): PChain {
  const network = buildGenesis({
    seed: config.seed,
    genesisTime: config.genesisTime,
    networkId: config.networkId,
    hrp: config.hrp,
    profile: config.validators === undefined ? PROFILES[config.profile] : withValidators(PROFILES[config.profile], config.validators),
    upgrades: scheduleOf(config.heliconTime),
  });
  const view: View = { network, dialect: config.dialect, hrp: config.hrp, cache: new Map(), observer: { seed: config.seed, index: config.observer ?? OWN_OBSERVER_INDEX } };
  const interval = BigInt(config.blockIntervalSeconds);
  const state = network.state;
  const keystore = new Keystore();
  const platform: Service = {
    ...chainHandlers(view),
    ...utxoHandlers(view),
    ...validatorHandlers(view),
    ...subnetHandlers(view),
    ...feeHandlers(view),
  };
  return {
    platform,
    native: nativeHandlers(view, keystore),
    keystore,
    validatorsService: (blockchainId) => subnetEvmValidatorsService(view, blockchainId),
    evmChains: () => [
      { blockchainId: C_CHAIN_ID, alias: 'C', name: 'C-Chain', subnetId: P_CHAIN_ID, vm: 'evm', evmChainId: C_CHAIN_EVM_ID },
      ...[...state.chains.values()]
        .filter((chain) => chain.vmId === SUBNET_EVM_ID)
        .map((chain) => ({ blockchainId: chain.id, name: chain.name, subnetId: chain.subnetId, vm: 'subnetevm' as const, evmChainId: chain.evmChainId })),
    ],
    chainTime: () => Number(state.time),
    height: () => BigInt(state.blocks.length - 1),
    headBlockId: () => headBlock(state).id,
    produceBlock: () => produceBlockAt(network, state.time + interval),
    advanceTime: (seconds) => advanceBy(network, BigInt(Math.floor(seconds)), interval),
    connectCChain: (bridge) => {
      view.cChain = bridge;
      atomicMempool(state).connect(bridge);
    },
    signWarpMessage: (unsignedMessage) => {
      try {
        return signWarp(state, decodeUnsignedWarpMessage(unsignedMessage));
      } catch (error) {
        throw new MethodError(`couldn't sign warp message: ${(error as Error).message}`);
      }
    },
  };
}
