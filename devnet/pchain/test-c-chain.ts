import { toHex } from '../../src/lib/hex';
import type { Service } from '../handler';
import { Keystore } from '../keystore/keystore';
import { atomicMempool } from './atomic-mempool';
import type { AtomicEffects, CChainBridge, EvmAccount } from './c-chain-bridge';
import type { Dialect } from './dialect';
import { buildGenesis } from './genesis';
import { utxoHandlers } from './handlers/utxos';
import type { View } from './handlers/view';
import { nativeHandlers } from './native';
import { PROFILES } from './profiles';
import type { ChainState } from './state';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';

/**
 * For tests: a C-Chain with real balances and nonces but no EVM. Queued atomic effects are
 * applied, in order, when the test produces a block; a debit that no longer fits drops its tx.
 */
export class TestCChain implements CChainBridge {
  height = 0n;
  private readonly accounts = new Map<string, EvmAccount>();
  private queued: AtomicEffects[] = [];

  fund(address: Uint8Array, wei: bigint): void {
    const account = this.committed(address);
    this.accounts.set(toHex(address), { ...account, balance: account.balance + wei });
  }

  /** An ordinary EVM tx from `address` mined at once: it spends `wei` and uses a nonce. */
  sendEvmTx(address: Uint8Array, wei: bigint): void {
    const account = this.committed(address);
    this.accounts.set(toHex(address), { balance: account.balance - wei, nonce: account.nonce + 1n });
  }

  /** The account as of the last produced block. */
  committed(address: Uint8Array): EvmAccount {
    return this.accounts.get(toHex(address)) ?? { balance: 0n, nonce: 0n };
  }

  account(address: Uint8Array): Promise<EvmAccount> {
    const pending = new Map(this.accounts);
    for (const effects of this.queued) apply(pending, effects);
    return Promise.resolve(pending.get(toHex(address)) ?? { balance: 0n, nonce: 0n });
  }

  queueAtomic(effects: AtomicEffects): void {
    this.queued.push(effects);
  }

  get pendingCount(): number {
    return this.queued.length;
  }

  /** One block: applies what fits and reports each tx accepted or dropped. */
  produceBlock(): bigint {
    this.height += 1n;
    const queued = this.queued;
    this.queued = [];
    for (const effects of queued) {
      const reason = apply(this.accounts, effects);
      if (reason) effects.onDropped(reason);
      else effects.onAccepted(this.height);
    }
    return this.height;
  }
}

/** Applies one tx's effects if every debit fits; the reason otherwise (nothing applied). */
function apply(accounts: Map<string, EvmAccount>, effects: AtomicEffects): string | undefined {
  const read = (address: Uint8Array) => accounts.get(toHex(address)) ?? { balance: 0n, nonce: 0n };
  for (const debit of effects.debits) {
    const account = read(debit.address);
    if (account.balance < debit.wei) return 'insufficient funds';
    if (account.nonce !== debit.nonce) return 'invalid nonce';
  }
  for (const debit of effects.debits) {
    const account = read(debit.address);
    accounts.set(toHex(debit.address), { balance: account.balance - debit.wei, nonce: account.nonce + 1n });
  }
  for (const credit of effects.credits) {
    const account = read(credit.address);
    accounts.set(toHex(credit.address), { ...account, balance: account.balance + credit.wei });
  }
  return undefined;
}

/** A P-Chain's chain-native and platform services over one state, for atomic-tx tests. */
export interface AtomicTestNode {
  state: ChainState;
  native: Service;
  platform: Service;
  keystore: Keystore;
  bridge: TestCChain;
}

/** The test config's network with a test C-Chain connected (unless `connected` is false). */
export function atomicTestNode(options: { dialect?: Dialect; connected?: boolean } = {}): AtomicTestNode {
  const network = buildGenesis({ ...TEST_CONFIG, profile: PROFILES.small, upgrades: BEFORE_HELICON });
  const view: View = { network, dialect: options.dialect ?? 'spec', hrp: TEST_CONFIG.hrp, cache: new Map() };
  const keystore = new Keystore();
  const bridge = new TestCChain();
  if (options.connected ?? true) {
    view.cChain = bridge;
    atomicMempool(network.state).connect(bridge);
  }
  return { state: network.state, native: nativeHandlers(view, keystore), platform: utxoHandlers(view), keystore, bridge };
}
