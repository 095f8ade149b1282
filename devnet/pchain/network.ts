import type { ValidatorFeeConfig } from '../../src/lib/fees';
import type { BlockBuilder } from './block-builder';
import type { KeyRing } from './keys';
import type { Random } from './random';
import type { ChainState } from './state';
import type { BuiltTx } from './wallet';
import type { UpgradeSchedule } from '../upgrades';

/** Issued txs waiting for the next block, in issue order, and which pending tx spends each UTXO. */
export interface Mempool {
  pending: Map<string, BuiltTx>;
  spentBy: Map<string, string>;
}

/** The P-Chain as the devnet runs it: its state and what makes, signs and queues its blocks. */
export interface Network {
  state: ChainState;
  builder: BlockBuilder;
  rng: Random;
  /** Keys of every address the devnet generates. */
  keys: KeyRing;
  /** Issued txs waiting for the next block. */
  mempool: Mempool;
  validatorFeeConfig: ValidatorFeeConfig;
  /** Subnet-EVM chain IDs handed out so far. */
  nextEvmChainId: number;
  genesisTime: bigint;
  /** When Helicon's rules apply. */
  upgrades: UpgradeSchedule;
}
