import type { Common } from '@ethereumjs/common';
import { createFeeMarket1559Tx, type FeeMarket1559Tx } from '@ethereumjs/tx';
import { Address, bigIntToBytes, createAddressFromPrivateKey, generateAddress, hexToBytes } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { encodeDeployData, encodeFunctionData, type Hex } from 'viem';
import { itemAt } from '../../src/lib/lists';
import { uncompressedKey } from './background-activity';
import {
  COLLECTIBLE_ABI,
  COLLECTIBLE_BYTECODE,
  PROXY_ABI,
  PROXY_BYTECODE,
  ROUTER_ABI,
  ROUTER_BYTECODE,
  VAULT_ABI,
  VAULT_BYTECODE,
} from './contracts/devnet-contracts';
import { GWEI } from './fee-model';

/**
 * Contract traffic that traces are made of, through the real EVM: in block 1 an account of its own
 * deploys the vault, the router, a proxy in front of the router and the collectible; then every few
 * blocks it runs the next scenario of a fixed cycle (a forward with value through the proxy, an NFT
 * mint and transfer, a revert with a reason, a custom error one call down, a panic).
 */
const WEI_PER_NATIVE = 10n ** 18n;
export const CONTRACTS_BALANCE = 1_000_000n * WEI_PER_NATIVE;
/** The vault refuses a single deposit above this. */
export const VAULT_LIMIT = 5n * WEI_PER_NATIVE;
const FORWARD_VALUE = 3n * WEI_PER_NATIVE;
const OVERFILL_VALUE = 6n * WEI_PER_NATIVE;
export const SCENARIO_EVERY = 3n;
const SCENARIOS = ['forward', 'mint', 'transfer', 'fail', 'overfill', 'panic'] as const;
export type Scenario = (typeof SCENARIOS)[number];
export const FAIL_REASON = 'devnet: the router was asked to fail';
const DEPLOY_GAS = 1_000_000n;
const CALL_GAS = 250_000n;

export interface DevnetContracts {
  vault: Address;
  router: Address;
  proxy: Address;
  collectible: Address;
}

/** The scenario a block runs, if any (from block 2 on, every `SCENARIO_EVERY` blocks). */
export function scenarioAt(number: bigint): { scenario: Scenario; cycle: bigint } | null {
  if (number < 2n || number % SCENARIO_EVERY !== 0n) return null;
  const step = number / SCENARIO_EVERY - 1n;
  const length = BigInt(SCENARIOS.length);
  return { scenario: itemAt(SCENARIOS, Number(step % length)), cycle: step / length };
}

export class ContractActivity {
  readonly address: Address;
  readonly contracts: DevnetContracts;
  /** Receives the forwarded payments and the collectibles. */
  readonly payee: Address;
  private readonly key: Uint8Array;
  private readonly publicKey: Uint8Array;

  constructor(
    seed: string,
    private readonly common: Common,
  ) {
    this.key = keccak_256(new TextEncoder().encode(`${seed}:contracts`));
    this.publicKey = uncompressedKey(this.key);
    this.address = createAddressFromPrivateKey(this.key);
    this.payee = new Address(keccak_256(new TextEncoder().encode(`${seed}:payee`)).slice(-20));
    const created = (nonce: bigint) => new Address(generateAddress(this.address.bytes, bigIntToBytes(nonce)));
    this.contracts = { vault: created(0n), router: created(1n), proxy: created(2n), collectible: created(3n) };
  }

  /** This block's transactions, signed; `nonceOf` reads the state being built. */
  async transactions(number: bigint, baseFee: bigint, nonceOf: (address: Address) => Promise<bigint>): Promise<FeeMarket1559Tx[]> {
    const fees = { maxPriorityFeePerGas: GWEI, maxFeePerGas: baseFee * 2n + GWEI };
    if (number === 1n) {
      const { vault, router } = this.contracts;
      const deploys: Hex[] = [
        encodeDeployData({ abi: VAULT_ABI, bytecode: VAULT_BYTECODE, args: [VAULT_LIMIT] }),
        encodeDeployData({ abi: ROUTER_ABI, bytecode: ROUTER_BYTECODE, args: [vault.toString()] }),
        encodeDeployData({ abi: PROXY_ABI, bytecode: PROXY_BYTECODE, args: [router.toString()] }),
        encodeDeployData({ abi: COLLECTIBLE_ABI, bytecode: COLLECTIBLE_BYTECODE }),
      ];
      return deploys.map((data, index) => this.sign({ ...fees, nonce: BigInt(index), gasLimit: DEPLOY_GAS, data: hexToBytes(data) }));
    }
    const at = scenarioAt(number);
    if (!at) return [];
    const call = this.call(at.scenario, at.cycle);
    return [this.sign({ ...fees, nonce: await nonceOf(this.address), gasLimit: CALL_GAS, to: call.to.bytes, value: call.value ?? 0n, data: hexToBytes(call.data) })];
  }

  private call(scenario: Scenario, cycle: bigint): { to: Address; data: Hex; value?: bigint } {
    const { router, proxy, collectible } = this.contracts;
    const payee = this.payee.toString() as Hex;
    // Each cycle mints one token, so the cycle's token is number cycle + 1.
    const tokenId = cycle + 1n;
    switch (scenario) {
      case 'forward':
        return { to: proxy, value: FORWARD_VALUE, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'forward', args: [payee] }) };
      case 'mint':
        return { to: collectible, data: encodeFunctionData({ abi: COLLECTIBLE_ABI, functionName: 'mint', args: [this.address.toString() as Hex] }) };
      case 'transfer':
        return { to: collectible, data: encodeFunctionData({ abi: COLLECTIBLE_ABI, functionName: 'transferFrom', args: [this.address.toString() as Hex, payee, tokenId] }) };
      case 'fail':
        return { to: router, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'fail', args: [FAIL_REASON] }) };
      case 'overfill':
        return { to: router, value: OVERFILL_VALUE, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'overfill' }) };
      case 'panic':
        return { to: router, data: encodeFunctionData({ abi: ROUTER_ABI, functionName: 'divide', args: [1n, 0n] }) };
    }
  }

  private sign(data: Parameters<typeof createFeeMarket1559Tx>[0]): FeeMarket1559Tx {
    const tx = createFeeMarket1559Tx({ ...data, chainId: this.common.chainId() }, { common: this.common }).sign(this.key);
    // The signer is known: fill the sender cache rather than recover it from the signature.
    tx.cache.senderPubKey = this.publicKey;
    return tx;
  }
}
