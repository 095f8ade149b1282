import type { StateManagerInterface } from '@ethereumjs/common';
import { Address, hexToBytes } from '@ethereumjs/util';
import type { Hex } from 'viem';
import { PrecompileError, READ_GAS_PER_SLOT, readWord, storageKey, WRITE_GAS_PER_SLOT, writeWord, type PrecompileHandler } from './stateful-precompile';

/**
 * subnet-evm's allow list, shared by every permissioned precompile: an address's role is the word
 * stored at the address (left-padded) in the precompile's own storage. Admins change any role;
 * managers only move addresses between none and enabled; changes emit `RoleSet`.
 */
export const ROLE = { none: 0n, enabled: 1n, admin: 2n, manager: 3n } as const;
const ROLE_NAMES: Record<string, string> = { 0: 'NoRole', 1: 'EnabledRole', 2: 'AdminRole', 3: 'ManagerRole' };

export const isEnabledRole = (role: bigint): boolean => role === ROLE.enabled || role === ROLE.admin || role === ROLE.manager;

function canModify(caller: bigint, from: bigint, to: bigint): boolean {
  if (caller === ROLE.admin) return true;
  const plain = (role: bigint) => role === ROLE.none || role === ROLE.enabled;
  return caller === ROLE.manager && plain(from) && plain(to);
}

export const asAddress = (value: string): Address => new Address(hexToBytes(value as Hex));

export function readRole(state: StateManagerInterface, precompile: Address, account: Address): Promise<bigint> {
  return readWord(state, precompile, storageKey(account.bytes));
}

export function writeRole(state: StateManagerInterface, precompile: Address, account: Address, role: bigint): Promise<void> {
  return writeWord(state, precompile, storageKey(account.bytes), role);
}

/** The role-setter functions' fixed gas (the event's is charged as it is emitted). */
export const ALLOW_LIST_GAS: Record<string, bigint> = {
  readAllowList: READ_GAS_PER_SLOT,
  setAdmin: WRITE_GAS_PER_SLOT,
  setManager: WRITE_GAS_PER_SLOT,
  setEnabled: WRITE_GAS_PER_SLOT,
  setNone: WRITE_GAS_PER_SLOT,
};

function setter(role: bigint): PrecompileHandler {
  return async (call) => {
    call.writable();
    const target = asAddress(call.args[0] as string);
    const callerRole = await readRole(call.state, call.self, call.frame.caller);
    const from = await readRole(call.state, call.self, target);
    if (!canModify(callerRole, from, role)) {
      throw new PrecompileError(`cannot modify allow list: modify address: ${target.toString()}, from role: ${ROLE_NAMES[String(from)]}, to role: ${ROLE_NAMES[String(role)]}`);
    }
    call.emit('RoleSet', { role, account: target.toString(), sender: call.frame.caller.toString(), oldRole: from });
    await writeRole(call.state, call.self, target, role);
  };
}

export const ALLOW_LIST_HANDLERS: Record<string, PrecompileHandler> = {
  readAllowList: async (call) => [await readRole(call.state, call.self, asAddress(call.args[0] as string))],
  setAdmin: setter(ROLE.admin),
  setManager: setter(ROLE.manager),
  setEnabled: setter(ROLE.enabled),
  setNone: setter(ROLE.none),
};

/** Refuses the call unless its caller has a role that may use the precompile. */
export async function requireEnabled(state: StateManagerInterface, precompile: Address, caller: Address, refusal: string): Promise<void> {
  if (!isEnabledRole(await readRole(state, precompile, caller))) throw new PrecompileError(`${refusal}: ${caller.toString()}`);
}
