import type { StateManagerInterface } from '@ethereumjs/common';
import type { Address } from '@ethereumjs/util';
import { asAddress, requireEnabled } from './allow-list';
import { letterKey, READ_GAS_PER_SLOT, readWord, WRITE_GAS_PER_SLOT, writeWord, type PrecompileHandler } from './stateful-precompile';

/**
 * subnet-evm's RewardManager: where block fees go, one storage word: a reward address, the
 * black hole (rewards disabled), or the marker that lets each block's coinbase take them.
 */
const REWARD_ADDRESS_KEY = letterKey('rask');
export const BLACKHOLE = '0x0100000000000000000000000000000000000000';
/** The stored value that means "fee recipients allowed". */
export const ALLOW_FEE_RECIPIENTS_VALUE = '0x0000000000000000000000000000000000000001';
const SET_GAS = WRITE_GAS_PER_SLOT + READ_GAS_PER_SLOT;

export async function readRewardAddress(state: StateManagerInterface, precompile: Address): Promise<string> {
  const word = await readWord(state, precompile, REWARD_ADDRESS_KEY);
  return `0x${word.toString(16).padStart(40, '0')}`;
}

export const storeRewardAddress = (state: StateManagerInterface, precompile: Address, address: string): Promise<void> =>
  writeWord(state, precompile, REWARD_ADDRESS_KEY, BigInt(address));

export const REWARD_MANAGER_GAS: Record<string, bigint> = {
  allowFeeRecipients: SET_GAS,
  areFeeRecipientsAllowed: READ_GAS_PER_SLOT,
  currentRewardAddress: READ_GAS_PER_SLOT,
  disableRewards: SET_GAS,
  setRewardAddress: SET_GAS,
};

const REFUSAL = 'non-enabled cannot call';

export const REWARD_MANAGER_HANDLERS: Record<string, PrecompileHandler> = {
  areFeeRecipientsAllowed: async (call) => [(await readRewardAddress(call.state, call.self)) === ALLOW_FEE_RECIPIENTS_VALUE],
  currentRewardAddress: async (call) => [await readRewardAddress(call.state, call.self)],
  allowFeeRecipients: async (call) => {
    call.writable();
    await requireEnabled(call.state, call.self, call.frame.caller, REFUSAL);
    call.emit('FeeRecipientsAllowed', { sender: call.frame.caller.toString() });
    await storeRewardAddress(call.state, call.self, ALLOW_FEE_RECIPIENTS_VALUE);
  },
  disableRewards: async (call) => {
    call.writable();
    await requireEnabled(call.state, call.self, call.frame.caller, REFUSAL);
    call.emit('RewardsDisabled', { sender: call.frame.caller.toString() });
    await storeRewardAddress(call.state, call.self, BLACKHOLE);
  },
  setRewardAddress: async (call) => {
    call.writable();
    await requireEnabled(call.state, call.self, call.frame.caller, REFUSAL);
    const next = asAddress(call.args[0] as string).toString();
    const old = await readRewardAddress(call.state, call.self);
    call.emit('RewardAddressChanged', { sender: call.frame.caller.toString(), oldRewardAddress: old, newRewardAddress: next });
    await storeRewardAddress(call.state, call.self, next);
  },
};
