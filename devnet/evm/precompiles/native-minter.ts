import type { StateManagerInterface } from '@ethereumjs/common';
import { Account, type Address } from '@ethereumjs/util';
import { asAddress, requireEnabled } from './allow-list';
import type { PrecompileHandler } from './stateful-precompile';

/** subnet-evm's NativeMinter: an enabled address mints native coin to any address (`NativeCoinMinted`). */
const MINT_GAS = 30_000n;

export async function addBalance(state: StateManagerInterface, address: Address, amount: bigint): Promise<void> {
  const account = (await state.getAccount(address)) ?? new Account();
  account.balance += amount;
  await state.putAccount(address, account);
}

export const NATIVE_MINTER_GAS: Record<string, bigint> = { mintNativeCoin: MINT_GAS };

export const NATIVE_MINTER_HANDLERS: Record<string, PrecompileHandler> = {
  mintNativeCoin: async (call) => {
    call.writable();
    const [to, amount] = call.args as [string, bigint];
    await requireEnabled(call.state, call.self, call.frame.caller, 'non-enabled cannot mint');
    call.emit('NativeCoinMinted', { sender: call.frame.caller.toString(), recipient: to, amount });
    await addBalance(call.state, asAddress(to), amount);
  },
};
