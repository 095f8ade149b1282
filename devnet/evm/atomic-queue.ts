import type { StateManagerInterface } from '@ethereumjs/common';
import { Address, createAccount } from '@ethereumjs/util';
import type { AtomicEffects } from '../pchain/c-chain-bridge';

/**
 * Atomic effects (imports credit, exports debit) waiting for the C-Chain's next block, applied
 * at its start. A debit that no longer fits drops its whole atomic tx, as coreth's state transfer does.
 */
export class AtomicQueue {
  private queued: AtomicEffects[] = [];

  get pending(): readonly AtomicEffects[] {
    return this.queued;
  }

  add(effects: AtomicEffects): void {
    this.queued.push(effects);
  }

  /** Applies the queue to the block being built; returns the effects applied. */
  async apply(state: StateManagerInterface): Promise<AtomicEffects[]> {
    const effects = this.queued;
    this.queued = [];
    const applied: AtomicEffects[] = [];
    for (const entry of effects) {
      const reason = await this.check(state, entry);
      if (reason !== undefined) {
        entry.onDropped(reason);
        continue;
      }
      await replayAtomic(state, [entry]);
      applied.push(entry);
    }
    return applied;
  }

  private async check(state: StateManagerInterface, entry: AtomicEffects): Promise<string | undefined> {
    for (const debit of entry.debits) {
      const account = await state.getAccount(new Address(debit.address));
      if ((account?.balance ?? 0n) < debit.wei) return 'insufficient funds';
      if ((account?.nonce ?? 0n) !== debit.nonce) return 'invalid nonce';
    }
    return undefined;
  }

  clear(): void {
    this.queued = [];
  }
}

async function adjust(state: StateManagerInterface, address: Address, wei: bigint, nonceStep: bigint): Promise<void> {
  const account = (await state.getAccount(address)) ?? createAccount({ nonce: 0n, balance: 0n });
  account.balance += wei;
  account.nonce += nonceStep;
  await state.putAccount(address, account);
}

/** Applies effects already checked (at block time, or again when a block is replayed). */
export async function replayAtomic(state: StateManagerInterface, effects: readonly AtomicEffects[]): Promise<void> {
  for (const entry of effects) {
    for (const credit of entry.credits) await adjust(state, new Address(credit.address), credit.wei, 0n);
    for (const debit of entry.debits) await adjust(state, new Address(debit.address), -debit.wei, 1n);
  }
}
