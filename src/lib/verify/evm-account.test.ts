import { getMerkleStateProof, MerkleStateManager } from '@ethereumjs/statemanager';
import { bytesToHex, createAccount, createAddressFromString } from '@ethereumjs/util';
import { describe, expect, it } from 'vitest';
import { overallStatus, type Check } from './check';
import type { CheckName } from './check-name';
import { verifyEvmAccount, type AccountShown } from './evm-account';

const HOLDER = '0x8db97c7cece249c2b98bdc0226cc4c2a57bf52fc';
const CONTRACT = '0x17aB05351fC94a1a67Bf3f56DdbB941aE6c63E25';
const STRANGER = '0x00000000000000000000000000000000000000ff';
const CODE = '0x6080604052';

/** A state made by @ethereumjs's own state manager: a holder, a contract and others around them, and proofs from it. */
async function state() {
  const manager = new MerkleStateManager();
  await manager.putAccount(createAddressFromString(HOLDER), createAccount({ nonce: 7n, balance: 10n ** 24n }));
  await manager.putAccount(createAddressFromString(CONTRACT), createAccount({ nonce: 1n, balance: 0n }));
  await manager.putCode(createAddressFromString(CONTRACT), Uint8Array.from([0x60, 0x80, 0x60, 0x40, 0x52]));
  for (let index = 1; index <= 20; index++) await manager.putAccount(createAddressFromString(`0x${index.toString(16).padStart(40, '0')}`), createAccount({ nonce: 0n, balance: BigInt(index) }));
  const root = bytesToHex(await manager.getStateRoot());
  const proof = async (address: string) => (await getMerkleStateProof(manager, createAddressFromString(address), [])).accountProof;
  return { root, proof };
}

const shown = (address: string, fields: Partial<AccountShown> = {}): AccountShown => ({ address, block: 9n, balance: 0n, nonce: 0n, code: '0x', ...fields });
const byName = (checks: readonly Check[], name: CheckName) => checks.find((check) => check.name === name);

describe('verifyEvmAccount', () => {
  it('default: the balance, nonce and code shown are those the proof holds under the state root', async () => {
    const { root, proof } = await state();
    const holder = await verifyEvmAccount(shown(HOLDER, { balance: 10n ** 24n, nonce: 7n }), await proof(HOLDER), root);
    expect(holder.map((check) => [check.name, check.status])).toEqual([
      ['accountProof', 'verified'],
      ['balance', 'verified'],
      ['nonce', 'verified'],
      ['code', 'verified'],
    ]);
    expect(holder.map((check) => check.reason)).toEqual([
      { kind: 'account-proven', block: 9n },
      { kind: 'account-field', field: 'balance', block: 9n },
      { kind: 'account-field', field: 'nonce', block: 9n },
      { kind: 'account-field', field: 'code', block: 9n },
    ]);
    expect(overallStatus(await verifyEvmAccount(shown(CONTRACT, { nonce: 1n, code: CODE }), await proof(CONTRACT), root))).toBe('verified');
  });

  it('behavior: an account the state does not hold is proven empty by its absence', async () => {
    const { root, proof } = await state();
    expect(overallStatus(await verifyEvmAccount(shown(STRANGER), await proof(STRANGER), root))).toBe('verified');
    const checks = await verifyEvmAccount(shown(STRANGER, { balance: 1n }), await proof(STRANGER), root);
    expect(byName(checks, 'balance')?.compared?.map((side) => side.value)).toEqual(['1', '0']);
  });

  it('error: a balance other than the proven one does not verify, naming both values and the block', async () => {
    const { root, proof } = await state();
    const checks = await verifyEvmAccount(shown(HOLDER, { balance: 10n ** 24n + 1n, nonce: 7n }), await proof(HOLDER), root);
    expect(overallStatus(checks)).toBe('fails');
    expect(byName(checks, 'balance')).toMatchObject({
      status: 'fails',
      compared: [
        { label: 'balanceShown', value: '1000000000000000000000001' },
        { label: { code: 'balanceInState', block: 9n }, value: '1000000000000000000000000' },
      ],
    });
  });

  it('error: code other than the account’s does not verify, a nonce other than its own neither', async () => {
    const { root, proof } = await state();
    const checks = await verifyEvmAccount(shown(CONTRACT, { nonce: 2n, code: '0x60806040' }), await proof(CONTRACT), root);
    expect(byName(checks, 'code')?.status).toBe('fails');
    expect(byName(checks, 'nonce')?.status).toBe('fails');
  });

  it('bad input: a proof of another account, a changed node, no nodes or non-hex nodes fail the proof with the reason, never throw', async () => {
    const { root, proof } = await state();
    const holderProof = await proof(HOLDER);
    const last = holderProof.at(-1) ?? '';
    const changed = [...holderProof.slice(0, -1), `${last.slice(0, -2)}${last.endsWith('00') ? '01' : '00'}`];
    const cases: Array<[string[], string]> = [
      [changed, 'do not lead from the state root to the account'],
      [[], 'holds no trie node'],
      [['0xzz'], 'proof node 1 is not hex'],
      [holderProof.slice(1), 'do not lead from the state root to the account'],
    ];
    for (const [nodes, reason] of cases) {
      const checks = await verifyEvmAccount(shown(HOLDER, { balance: 10n ** 24n, nonce: 7n }), nodes, root);
      expect(byName(checks, 'accountProof')).toEqual({ name: 'accountProof', status: 'fails', reason: { kind: 'account-proof-error', block: 9n, message: expect.stringContaining(reason) } });
      expect(byName(checks, 'balance')).toEqual({ name: 'balance', status: 'not-checked', reason: { kind: 'account-proof-fails' } });
    }
    // The state root of another block: the same nodes no longer hash up to it.
    const other = await verifyEvmAccount(shown(HOLDER, { balance: 10n ** 24n, nonce: 7n }), holderProof, `0x${'11'.repeat(32)}`);
    expect(byName(other, 'accountProof')?.status).toBe('fails');
    const noRoot = await verifyEvmAccount(shown(HOLDER), holderProof, undefined);
    expect(byName(noRoot, 'accountProof')?.reason).toEqual({ kind: 'account-proof-error', block: 9n, message: 'the answer gives no stateRoot' });
  });

  it('bad input: code shown that is not hex fails the code check with the reason', async () => {
    const { root, proof } = await state();
    const checks = await verifyEvmAccount(shown(CONTRACT, { nonce: 1n, code: 'not code' }), await proof(CONTRACT), root);
    expect(byName(checks, 'code')).toMatchObject({ status: 'fails', reason: { kind: 'error', message: 'code is not hex: not code' } });
  });
});
