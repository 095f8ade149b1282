import { Address, bytesToHex } from '@ethereumjs/util';
import type { AtomicEffects, CChainBridge, EvmAccount } from '../pchain/c-chain-bridge';
import type { EvmChain } from './evm-chain';

/**
 * The C-Chain side of atomic txs: accounts at the pending state (the head, then queued atomic
 * effects, then pooled transactions), and effects queued for the next block.
 */
export class EvmBridge implements CChainBridge {
  constructor(private readonly chain: () => EvmChain) {}

  async account(address: Uint8Array): Promise<EvmAccount> {
    const chain = this.chain();
    const head = await (await chain.stateAt(chain.head)).getAccount(new Address(address));
    const key = bytesToHex(address);
    let balance = head?.balance ?? 0n;
    let nonce = head?.nonce ?? 0n;
    for (const effects of chain.atomic.pending) {
      for (const credit of effects.credits) if (bytesToHex(credit.address) === key) balance += credit.wei;
      for (const debit of effects.debits) {
        if (bytesToHex(debit.address) !== key) continue;
        balance -= debit.wei;
        nonce += 1n;
      }
    }
    const baseFee = chain.nextBaseFee();
    for (const entry of chain.pool.ordered()) {
      if (entry.sender !== key || entry.tx.nonce !== nonce) continue;
      const price = 'maxFeePerGas' in entry.tx ? (entry.tx.maxFeePerGas < baseFee + entry.tx.maxPriorityFeePerGas ? entry.tx.maxFeePerGas : baseFee + entry.tx.maxPriorityFeePerGas) : entry.tx.gasPrice;
      balance -= entry.tx.value + entry.tx.gasLimit * price;
      nonce += 1n;
    }
    return { balance, nonce };
  }

  queueAtomic(effects: AtomicEffects): void {
    this.chain().atomic.add(effects);
  }
}
