import type { StateManagerInterface } from '@ethereumjs/common';
import type { Address } from '@ethereumjs/util';
import type { EvmFeeConfig } from '../../../src/lib/evm-fee';
import { itemAt } from '../../../src/lib/lists';
import { requireEnabled } from './allow-list';
import { letterKey, PrecompileError, READ_GAS_PER_SLOT, readWord, WRITE_GAS_PER_SLOT, writeWord, type PrecompileHandler } from './stateful-precompile';

/**
 * subnet-evm's FeeManager: the fee config in eight storage words (keys 1 to 8 in the first byte)
 * and the block it last changed at; an enabled address sets it, emitting `FeeConfigChanged`.
 */
const FIELDS = ['gasLimit', 'targetBlockRate', 'minBaseFee', 'targetGas', 'baseFeeChangeDenominator', 'minBlockGasCost', 'maxBlockGasCost', 'blockGasCostStep'] as const;
const LAST_CHANGED_AT_KEY = letterKey('lca');

const fieldKey = (index: number): Uint8Array => {
  const key = new Uint8Array(32);
  key[0] = index + 1;
  return key;
};

export async function readStoredFeeConfig(state: StateManagerInterface, precompile: Address): Promise<{ config: EvmFeeConfig; lastChangedAt: bigint }> {
  const values = await Promise.all(FIELDS.map((_, index) => readWord(state, precompile, fieldKey(index))));
  const config = Object.fromEntries(FIELDS.map((field, index) => [field, itemAt(values, index)])) as unknown as EvmFeeConfig;
  return { config, lastChangedAt: await readWord(state, precompile, LAST_CHANGED_AT_KEY) };
}

export async function storeFeeConfig(state: StateManagerInterface, precompile: Address, config: EvmFeeConfig, blockNumber: bigint): Promise<void> {
  for (const [index, field] of FIELDS.entries()) await writeWord(state, precompile, fieldKey(index), config[field]);
  await writeWord(state, precompile, LAST_CHANGED_AT_KEY, blockNumber);
}

/** subnet-evm's FeeConfig.Verify, in its words. */
function verify(config: EvmFeeConfig): void {
  const positive: (keyof EvmFeeConfig)[] = ['gasLimit', 'targetBlockRate', 'targetGas', 'baseFeeChangeDenominator'];
  for (const field of positive) if (config[field] <= 0n) throw new PrecompileError(`cannot verify fee config: ${field} = ${config[field]} cannot be less than or equal to 0`);
  if (config.minBlockGasCost > config.maxBlockGasCost) {
    throw new PrecompileError(`cannot verify fee config: minBlockGasCost = ${config.minBlockGasCost} cannot be greater than maxBlockGasCost = ${config.maxBlockGasCost}`);
  }
}

const FEE_CONFIG_READ_GAS = READ_GAS_PER_SLOT * BigInt(FIELDS.length);

export const FEE_MANAGER_GAS: Record<string, bigint> = {
  getFeeConfig: FEE_CONFIG_READ_GAS,
  getFeeConfigLastChangedAt: READ_GAS_PER_SLOT,
  // Every field and the block it changed at; reading the old config for the event.
  setFeeConfig: WRITE_GAS_PER_SLOT * BigInt(FIELDS.length + 1) + FEE_CONFIG_READ_GAS,
};

const asObject = (config: EvmFeeConfig) => Object.fromEntries(FIELDS.map((field) => [field, config[field]]));

export const FEE_MANAGER_HANDLERS: Record<string, PrecompileHandler> = {
  getFeeConfig: async (call) => {
    const { config } = await readStoredFeeConfig(call.state, call.self);
    return FIELDS.map((field) => config[field]);
  },
  getFeeConfigLastChangedAt: async (call) => [(await readStoredFeeConfig(call.state, call.self)).lastChangedAt],
  setFeeConfig: async (call) => {
    call.writable();
    const config = Object.fromEntries(FIELDS.map((field, index) => [field, call.args[index] as bigint])) as unknown as EvmFeeConfig;
    await requireEnabled(call.state, call.self, call.frame.caller, 'non-enabled cannot change fee config');
    verify(config);
    const old = await readStoredFeeConfig(call.state, call.self);
    call.emit('FeeConfigChanged', { sender: call.frame.caller.toString(), oldFeeConfig: asObject(old.config), newFeeConfig: asObject(config) });
    await storeFeeConfig(call.state, call.self, config, call.frame.block.header.number);
  },
};
