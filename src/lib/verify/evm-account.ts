import { verifyMerkleProof } from '@ethereumjs/mpt';
import { RLP } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { toHex } from '../hex';
import { compare, failsOn, guarded, notChecked, type Check } from './check';
import { hexBytes } from './rlp-values';
import { VERIFY_TEXT } from './verify-text';

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
  const at = `block ${shown.block}`;
  let proven: ProvenAccount;
  try {
    proven = await proveAccount(shown.address, accountProof, stateRoot);
  } catch (error) {
    const reason = `the account proof against the state root of ${at}: ${error instanceof Error ? error.message : String(error)}`;
    const unchecked = 'the account proof does not verify';
    return [failsOn(VERIFY_TEXT.accountProof, reason), notChecked(VERIFY_TEXT.balance, unchecked), notChecked(VERIFY_TEXT.nonce, unchecked), notChecked(VERIFY_TEXT.code, unchecked)];
  }
  const inState = `in the state of ${at}`;
  return [
    { name: VERIFY_TEXT.accountProof, status: 'verified', reason: `the proof’s trie nodes hash up to the state root of ${at} and hold the account` },
    compare(VERIFY_TEXT.balance, `the balance shown against the account’s balance proven ${inState}`, { label: 'balance shown', value: shown.balance.toString() }, { label: `balance ${inState}`, value: proven.balance.toString() }),
    compare(VERIFY_TEXT.nonce, `the nonce shown against the account’s nonce proven ${inState}`, { label: 'nonce shown', value: shown.nonce.toString() }, { label: `nonce ${inState}`, value: proven.nonce.toString() }),
    guarded(VERIFY_TEXT.code, () =>
      compare(VERIFY_TEXT.code, `keccak256 of the code shown against the account’s code hash proven ${inState}`, { label: 'keccak256 of the code shown', value: toHex(keccak_256(hexBytes(shown.code, 'code'))) }, { label: `code hash ${inState}`, value: proven.codeHash }),
    ),
  ];
}
