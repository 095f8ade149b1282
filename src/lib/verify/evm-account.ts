import { verifyMerkleProof } from '@ethereumjs/mpt';
import { RLP } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toHex } from '../hex';
import { compare, failsOn, guarded, notChecked, type Check } from './check';
import { messageOf } from '../error-message';
import { hexBytes } from './rlp-values';

/** An account as the page shows it, read at `block`. */
export interface AccountShown {
  address: string;
  block: bigint;
  balance: bigint;
  nonce: bigint;
  /** Deployed bytecode (`0x` for none). */
  code: string;
}

/** The account's fields as the state trie holds them. */
interface ProvenAccount {
  nonce: bigint;
  balance: bigint;
  codeHash: string;
}

/** keccak256 of no bytes: the code hash of an account without code. */
const EMPTY_CODE_HASH = toHex(keccak_256(new Uint8Array(0)));
const ACCOUNT_FIELDS = 4;

const uint = (bytes: Uint8Array): bigint => (bytes.length === 0 ? 0n : BigInt(toHex(bytes)));

const isAccountRlp = (value: unknown): value is [Uint8Array, Uint8Array, Uint8Array, Uint8Array] =>
  Array.isArray(value) && value.length === ACCOUNT_FIELDS && value.every((field) => field instanceof Uint8Array);

/** The account's RLP leaf ([nonce, balance, storageRoot, codeHash]); none for an account the trie does not hold. */
function provenAccount(leaf: Uint8Array | null): ProvenAccount {
  if (leaf === null) return { nonce: 0n, balance: 0n, codeHash: EMPTY_CODE_HASH };
  const fields = RLP.decode(leaf);
  if (!isAccountRlp(fields)) throw new Error('the proven leaf is not an account (four RLP strings)');
  const [nonce, balance, , codeHash] = fields;
  return { nonce: uint(nonce), balance: uint(balance), codeHash: toHex(codeHash) };
}

/** The account the proof's trie nodes hold under keccak256(address), the first node hashing to `stateRoot`. */
async function proveAccount(address: string, accountProof: readonly string[], stateRoot: string | undefined): Promise<ProvenAccount> {
  const root = hexBytes(stateRoot, 'stateRoot');
  const key = keccak_256(hexBytes(address, 'address'));
  const nodes = accountProof.map((node, index) => hexBytes(node, `proof node ${index + 1}`));
  if (nodes.length === 0) throw new Error('the proof holds no trie node');
  let leaf: Uint8Array | null;
  try {
    leaf = await verifyMerkleProof(key, nodes, { root });
  } catch {
    throw new Error('its trie nodes do not lead from the state root to the account');
  }
  return provenAccount(leaf);
}

/**
 * An account's balance, nonce and code shown against the same account proven (`eth_getProof`'s
 * account proof) in the state root of the block they were read at. Only the proof's trie nodes are
 * trusted: the fields it states beside them are the node's word again.
 */
export async function verifyEvmAccount(shown: AccountShown, accountProof: readonly string[], stateRoot: string | undefined): Promise<Check[]> {
  const { block } = shown;
  let proven: ProvenAccount;
  try {
    proven = await proveAccount(shown.address, accountProof, stateRoot);
  } catch (error) {
    const unchecked = { kind: 'account-proof-fails' } as const;
    return [failsOn('accountProof', { kind: 'account-proof-error', block, message: messageOf(error) }), notChecked('balance', unchecked), notChecked('nonce', unchecked), notChecked('code', unchecked)];
  }
  return [
    { name: 'accountProof', status: 'verified', reason: { kind: 'account-proven', block } },
    compare('balance', { kind: 'account-field', field: 'balance', block }, { label: 'balanceShown', value: shown.balance.toString() }, { label: { code: 'balanceInState', block }, value: proven.balance.toString() }),
    compare('nonce', { kind: 'account-field', field: 'nonce', block }, { label: 'nonceShown', value: shown.nonce.toString() }, { label: { code: 'nonceInState', block }, value: proven.nonce.toString() }),
    guarded('code', () =>
      compare('code', { kind: 'account-field', field: 'code', block }, { label: 'codeKeccakShown', value: toHex(keccak_256(hexBytes(shown.code, 'code'))) }, { label: { code: 'codeHashInState', block }, value: proven.codeHash }),
    ),
  ];
}
