import type { Common } from '@ethereumjs/common';
import { createFeeMarket1559Tx, type FeeMarket1559Tx } from '@ethereumjs/tx';
import { Address, bytesToHex, hexToBytes } from '@ethereumjs/util';
import { encodeFunctionData, type Abi, type Hex } from 'viem';
import { FEE_MANAGER_ABI, NATIVE_MINTER_ABI, REWARD_MANAGER_ABI, ALLOW_LIST_ABI } from '../../../src/lib/abi/well-known';
import { itemAt } from '../../../src/lib/lists';
import { present } from '../../../src/lib/present';
import { EWOQ_EVM_ADDRESS, type EvmChainSpec } from '../chain-config';
import { GWEI } from '../fee-model';
import { activeConfig, PLATFORM_PRECOMPILES } from './platform-precompiles';

/**
 * The precompile side of a fresh devnet's traffic, sent by the test key (every list's admin)
 * through the real precompiles: role changes on each allow list, the fee manager's fee change at
 * its known block, mints by the native minter and reward address changes.
 */
export const FIRST_ROLE_BLOCK = 3n;
export const SECOND_ROLE_BLOCK = 6n;
const MINT_EVERY = 10n;
const MINT_AT = 4n;
const REWARD_EVERY = 50n;
const REWARD_AT = 25n;
const WEI_PER_NATIVE = 10n ** 18n;
const ROLE_GAS = 100_000n;
const FEE_CONFIG_GAS = 400_000n;
const MINT_GAS = 100_000n;

const ALLOW_LIST_KEYS = ['contractDeployerAllowListConfig', 'contractNativeMinterConfig', 'txAllowListConfig', 'feeManagerConfig', 'rewardManagerConfig'];

interface Call {
  to: string;
  abi: Abi;
  functionName: string;
  args: readonly unknown[];
  gasLimit: bigint;
}

const precompileAddress = (key: string): string => present(PLATFORM_PRECOMPILES[key], `The ${key} precompile`).address;

export class PrecompileActivity {
  private readonly ewoq = new Address(hexToBytes(EWOQ_EVM_ADDRESS as Hex));

  constructor(
    private readonly spec: EvmChainSpec,
    private readonly common: Common,
    private readonly key: Uint8Array,
    /** The activity's own accounts, enabled in block 1: to send transactions, and to deploy contracts. */
    private readonly starting: { transactors: readonly Address[]; deployers: readonly Address[] },
    private readonly recipients: readonly Uint8Array[],
  ) {}

  private recipient(index: bigint): string {
    return bytesToHex(itemAt(this.recipients, Number(index % BigInt(this.recipients.length))));
  }

  /** The calls this block makes, in order. */
  calls(number: bigint, timestamp: bigint): Call[] {
    const active = (key: string) => activeConfig(this.spec, key, timestamp) !== undefined;
    const role = (key: string, functionName: string, account: string): Call => ({
      to: precompileAddress(key),
      abi: ALLOW_LIST_ABI,
      functionName,
      args: [account],
      gasLimit: ROLE_GAS,
    });
    const lists = ALLOW_LIST_KEYS.filter(active);
    const calls: Call[] = [];
    if (number === 1n) {
      if (active('txAllowListConfig')) for (const account of this.starting.transactors) calls.push(role('txAllowListConfig', 'setEnabled', account.toString()));
      if (active('contractDeployerAllowListConfig')) for (const account of this.starting.deployers) calls.push(role('contractDeployerAllowListConfig', 'setEnabled', account.toString()));
    }
    if (number === FIRST_ROLE_BLOCK) for (const key of lists) calls.push(role(key, 'setEnabled', this.recipient(1n)), role(key, 'setManager', this.recipient(2n)));
    if (number === SECOND_ROLE_BLOCK) for (const key of lists) calls.push(role(key, 'setNone', this.recipient(1n)), role(key, 'setEnabled', this.recipient(3n)));
    const change = this.spec.feeChange;
    if (change && number === change.block && active('feeManagerConfig')) {
      const config = change.config;
      calls.push({
        to: precompileAddress('feeManagerConfig'),
        abi: FEE_MANAGER_ABI,
        functionName: 'setFeeConfig',
        args: [config.gasLimit, config.targetBlockRate, config.minBaseFee, config.targetGas, config.baseFeeChangeDenominator, config.minBlockGasCost, config.maxBlockGasCost, config.blockGasCostStep],
        gasLimit: FEE_CONFIG_GAS,
      });
    }
    if (number % MINT_EVERY === MINT_AT && active('contractNativeMinterConfig')) {
      calls.push({
        to: precompileAddress('contractNativeMinterConfig'),
        abi: NATIVE_MINTER_ABI,
        functionName: 'mintNativeCoin',
        args: [this.recipient(number / MINT_EVERY), (1n + (number / MINT_EVERY) % 10n) * WEI_PER_NATIVE],
        gasLimit: MINT_GAS,
      });
    }
    if (number % REWARD_EVERY === REWARD_AT && active('rewardManagerConfig')) {
      calls.push({ to: precompileAddress('rewardManagerConfig'), abi: REWARD_MANAGER_ABI, functionName: 'setRewardAddress', args: [this.recipient(number / REWARD_EVERY + 4n)], gasLimit: ROLE_GAS });
    }
    return calls;
  }

  /** This block's precompile transactions, signed from `nonce` on. */
  transactions(number: bigint, timestamp: bigint, baseFee: bigint, nonce: bigint): FeeMarket1559Tx[] {
    const fees = { maxPriorityFeePerGas: GWEI, maxFeePerGas: baseFee * 2n + GWEI };
    return this.calls(number, timestamp).map((call, index) =>
      createFeeMarket1559Tx(
        {
          ...fees,
          chainId: this.common.chainId(),
          nonce: nonce + BigInt(index),
          gasLimit: call.gasLimit,
          to: hexToBytes(call.to as Hex),
          data: hexToBytes(encodeFunctionData({ abi: call.abi, functionName: call.functionName, args: call.args } as never)),
        },
        { common: this.common },
      ).sign(this.key),
    );
  }

  get sender(): Address {
    return this.ewoq;
  }
}
