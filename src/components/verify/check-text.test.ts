import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CheckName } from '../../lib/verify/check-name';
import type { CheckReason } from '../../lib/verify/check-reason';
import type { ComparedLabel, ComparedValue } from '../../lib/verify/compared';
import { SLOT } from '../../lib/message-slot';
import { checkNameText, comparedLabelText, comparedValueText } from './check-text';
import { reasonText } from './reason-text';

const A = 'http://a:9650';
const B = 'http://b:9650';

const NAMES = [
  ['blockId', 'Block ID'],
  ['blockContent', 'Block content'],
  ['txId', 'Transaction ID'],
  ['txContent', 'Transaction content'],
  ['evmBlockHash', 'Block hash'],
  ['evmTxHash', 'Transaction hash'],
  ['evmSender', 'Sender'],
  ['transactionsRoot', 'Transactions root'],
  ['receiptsRoot', 'Receipts root'],
  ['logsBloom', 'Logs bloom'],
  ['receiptInBloom', 'Logs in the block’s bloom'],
  ['warpSignature', 'Warp signature'],
  ['warpQuorum', 'Warp quorum'],
  ['accountProof', 'Account proof'],
  ['balance', 'Balance'],
  ['nonce', 'Nonce'],
  ['code', 'Code'],
  ['parentLink', 'Parent link'],
  ['proofOfPossession', 'Proof of possession'],
  ['stakedKey', 'Key in the staking transaction'],
  ['registeredKey', 'Key in the registering transaction'],
  ['blsKey', 'BLS key'],
  [{ code: 'inputSignatures', input: 0 }, 'Signatures of input 1'],
  [{ code: 'acrossNodes', what: 'blockId' }, 'Same block ID on every node'],
  [{ code: 'acrossNodes', what: 'blockHash' }, 'Same block hash on every node'],
] as const satisfies ReadonlyArray<readonly [CheckName, string]>;

const LABELS = [
  ['idShown', 'ID shown'],
  ['sha256OfBytes', 'sha256 of the bytes'],
  [{ code: 'pathShown', path: '.height' }, '.height shown'],
  [{ code: 'pathInBytes', path: '.height' }, '.height in the bytes'],
  ['parentIdShown', 'parent ID shown'],
  [{ code: 'idOfBlock', height: 12345n }, 'ID of block 12345'],
  [{ code: 'acrossShown', what: 'blockId' }, 'block ID shown'],
  [{ code: 'acrossFrom', what: 'blockHash', url: B }, `block hash from ${B}`],
  ['publicKeyShown', 'public key shown'],
  ['publicKeyInTx', 'public key in the transaction'],
  ['balanceShown', 'balance shown'],
  ['nonceShown', 'nonce shown'],
  ['codeKeccakShown', 'keccak256 of the code shown'],
  [{ code: 'balanceInState', block: 12345n }, 'balance in the state of block 12345'],
  [{ code: 'nonceInState', block: 9n }, 'nonce in the state of block 9'],
  [{ code: 'codeHashInState', block: 9n }, 'code hash in the state of block 9'],
  ['hashShown', 'hash shown'],
  ['headerKeccak', 'keccak256 of the header'],
  ['fieldsKeccak', 'keccak256 of the fields'],
  ['senderShown', 'sender shown'],
  ['signerRecovered', 'signer recovered'],
  ['rootShown', 'root shown'],
  ['transactionsRoot', 'root of the transactions'],
  ['receiptsRoot', 'root of the receipts'],
  ['bloomShown', 'bloom shown'],
  ['logsBloom', 'bloom of the logs'],
  ['blockBloom', 'block’s bloom'],
  ['txLogsBloom', 'bloom of this transaction’s logs'],
  [{ code: 'ownersNamed', threshold: 2n }, 'owners named (threshold 2)'],
  ['keysThatSigned', 'keys that signed'],
  [{ code: 'signersWeight', signers: 3 }, 'weight of the 3 signers'],
  ['quorum', 'quorum'],
] as const satisfies ReadonlyArray<readonly [ComparedLabel, string]>;

const VALUES = [
  ['0xabc', '0xabc'],
  [{ kind: 'none' }, '(none)'],
  [{ kind: 'absent' }, '(absent)'],
  [{ kind: 'no-block' }, '(no block)'],
  [{ kind: 'addresses', addresses: ['P-local1a', undefined] }, 'P-local1a, no key'],
  [{ kind: 'addresses', addresses: [] }, 'none'],
  [{ kind: 'weight', weight: 80n, total: 100n }, '80 of 100 (80.00 %)'],
  [{ kind: 'weight', weight: 2n, total: 3n }, '2 of 3 (66.67 %)'],
  [{ kind: 'quorum', percent: 67n, total: 100n }, '67 % of 100'],
] as const satisfies ReadonlyArray<readonly [ComparedValue, string]>;

const REASONS = [
  [{ kind: 'error', message: 'invalid input checksum' }, 'invalid input checksum'],
  [{ kind: 'sha256-of-bytes', of: 'block' }, 'sha256 of the block’s bytes against the block ID shown'],
  [{ kind: 'sha256-of-bytes', of: 'tx' }, 'sha256 of the signed transaction’s bytes against the ID shown'],
  [{ kind: 'json-of-bytes', of: 'block' }, 'the JSON shown against the JSON decoded from the block’s bytes'],
  [{ kind: 'json-of-bytes', of: 'tx' }, 'the JSON shown against the JSON decoded from the transaction’s bytes'],
  [{ kind: 'differ-at', of: 'block', path: '.height' }, 'the JSON shown against the JSON decoded from the block’s bytes; they differ at .height'],
  [{ kind: 'differ-at', of: 'tx', path: '.id' }, 'the JSON shown against the JSON decoded from the transaction’s bytes; they differ at .id'],
  [{ kind: 'parent-id', height: 12344n, how: 'read-before' }, 'the parent ID in the block against the ID of block 12344, as this page read it before'],
  [{ kind: 'parent-id', height: 12344n, how: 'sha256-of-bytes' }, 'the parent ID in the block against the ID of block 12344, the sha256 of its bytes'],
  [{ kind: 'genesis-parent' }, 'the genesis block has no parent'],
  [{ kind: 'block-unreadable', height: 12344n, message: 'timed out' }, 'block 12344 could not be read: timed out'],
  [{ kind: 'source-not-read', tx: 'TX' }, 'its source transaction TX was not read'],
  [{ kind: 'source-unreadable', tx: 'TX', message: 'not found' }, 'its source transaction TX cannot be read: not found'],
  [{ kind: 'output-not-in-source', output: 3n, tx: 'TX' }, 'output 3 of TX is not in that transaction’s bytes (returned stake or a reward)'],
  [{ kind: 'signatures-recover', output: 1n, tx: 'TX' }, 'the signatures recover, over sha256 of the unsigned bytes, to the owners of output 1 of TX'],
  [{ kind: 'across-differs', what: 'blockId', nodes: 2, other: B }, `the block ID shown against the one each of the 2 nodes gives for the same block; ${B} gives another`],
  [{ kind: 'across-agrees', what: 'blockHash', answered: [A, B], silent: [] }, `the block hash shown is the one ${A}, ${B} give`],
  [{ kind: 'across-agrees', what: 'blockId', answered: [A], silent: [B] }, `the block ID shown is the one ${A} give; no answer from ${B}`],
  [{ kind: 'none-answered', silent: [] }, 'no node answered'],
  [{ kind: 'none-answered', silent: [A, B] }, `no node answered; no answer from ${A}, ${B}`],
  [{ kind: 'proof-of-possession' }, 'a BLS signature of the public key’s own bytes by its secret key, under the proof-of-possession domain'],
  [{ kind: 'proof-of-possession', tx: 'TX' }, 'a BLS signature of the public key’s own bytes by its secret key, under the proof-of-possession domain, as transaction TX gives them'],
  [{ kind: 'key-in-tx', tx: 'TX' }, 'the public key shown against the one in the signed bytes of transaction TX'],
  [{ kind: 'tx-unreadable', role: 'staking', message: 'not found' }, 'the staking transaction could not be read: not found'],
  [{ kind: 'tx-unreadable', role: 'registering', message: 'not found' }, 'the registering transaction could not be read: not found'],
  [{ kind: 'registering-tx-unknown' }, 'the node does not say which transaction registered this validator; opened from that transaction’s page, this page checks the key against it'],
  [{ kind: 'not-registered', tx: 'TX', validationId: 'V' }, 'transaction TX registers no L1 validator with validation ID V'],
  [{ kind: 'account-proof-error', block: 9n, message: 'its trie nodes do not lead from the state root to the account' }, 'the account proof against the state root of block 9: its trie nodes do not lead from the state root to the account'],
  [{ kind: 'account-proof-fails' }, 'the account proof does not verify'],
  [{ kind: 'account-proven', block: 9n }, 'the proof’s trie nodes hash up to the state root of block 9 and hold the account'],
  [{ kind: 'account-field', field: 'balance', block: 9n }, 'the balance shown against the account’s balance proven in the state of block 9'],
  [{ kind: 'account-field', field: 'nonce', block: 9n }, 'the nonce shown against the account’s nonce proven in the state of block 9'],
  [{ kind: 'account-field', field: 'code', block: 9n }, 'keccak256 of the code shown against the account’s code hash proven in the state of block 9'],
  [{ kind: 'no-get-proof', message: 'the method eth_getProof does not exist' }, 'the node has no eth_getProof (the method eth_getProof does not exist)'],
  [{ kind: 'no-proof', block: 9n, message: 'missing trie node' }, 'the node gave no proof of block 9 (it may keep none that old): missing trie node'],
  [{ kind: 'no-block', block: 9n }, 'the node gave no block 9'],
  [{ kind: 'header-hash', client: 'subnet-evm' }, 'keccak256 of the header’s fields in subnet-evm’s layout against the block hash shown'],
  [{ kind: 'tx-type-unknown', type: 126n }, 'transaction type 126 is not one this explorer can encode'],
  [{ kind: 'block-tx-type-unknown', tx: '0xab', type: 126n }, 'transaction 0xab is of type 126, which this explorer cannot encode'],
  [{ kind: 'tx-hash' }, 'keccak256 of the signed transaction encoded from its fields against the hash shown'],
  [{ kind: 'sender' }, 'the address whose key made the signature against the sender shown'],
  [{ kind: 'no-txs' }, 'the block has no transactions'],
  [{ kind: 'all-txs', count: 3, each: { kind: 'tx-hash' } }, 'all 3 transactions: keccak256 of the signed transaction encoded from its fields against the hash shown'],
  [{ kind: 'transactions-root' }, 'the root of the trie of the transactions’ encodings against the root in the header'],
  [{ kind: 'receipts-root' }, 'the root of the trie of the receipts’ encodings against the root in the header'],
  [{ kind: 'receipts-unread' }, 'the receipts could not be read'],
  [{ kind: 'logs-bloom' }, 'the bloom of every receipt’s logs against the bloom in the header'],
  [{ kind: 'logs-in-bloom' }, 'every bit the transaction’s logs set is set in the bloom of its block'],
  [{ kind: 'tx-pending' }, 'the transaction is not in a block yet'],
  [{ kind: 'receipt-unread' }, 'its receipt or block was not read'],
  [{ kind: 'warp-signature', signers: 2 }, 'the aggregate BLS signature against the aggregate key of the 2 signers the bit set names, over the unsigned message'],
  [{ kind: 'quorum' }, 'the signers’ weight against the total weight of the source subnet’s validators'],
  [{ kind: 'warp-undecodable', message: 'unexpected end' }, 'the message does not decode: unexpected end'],
  [{ kind: 'warp-block-unknown' }, 'the block that holds the transaction is not known'],
  [{ kind: 'source-chain-unknown', chain: 'CHAIN' }, 'the source chain CHAIN was not created on this chain'],
  [{ kind: 'no-validators', subnet: 'SUBNET', height: 41n }, 'the subnet SUBNET had no validators at height 41'],
  [{ kind: 'bitset-leading-zero' }, 'the signers’ bit set has a leading zero byte'],
  [{ kind: 'bitset-empty' }, 'the bit set names no signer'],
  [{ kind: 'signer-beyond-set', signer: 3, set: 3 }, 'the bit set names signer 4; the set has 3'],
  [{ kind: 'signer-without-key' }, 'the bit set names a validator without a BLS key'],
  [{ kind: 'signer-key-invalid', message: 'bad point' }, 'a signer’s key is not a BLS key: bad point'],
] as const satisfies ReadonlyArray<readonly [CheckReason, string]>;

/** A table's rows as named cases (a code's values may be bigints, which a test's title cannot print). */
const rows = <T,>(table: ReadonlyArray<readonly [T, string]>) => table.map(([code, english]) => ({ code, english }));

/** The reason as one English line: the message in its slot. */
function reasonLine(reason: CheckReason): string {
  const { sentence, message } = reasonText(reason);
  return message === undefined ? sentence : sentence.replace(SLOT, message);
}

/** What of a union's codes a table has no row for. */
type Codes<T> = T extends string ? T : T extends { code: infer C } ? C : T extends { kind: infer K } ? K : never;
type Unlisted<T, Table extends ReadonlyArray<readonly [unknown, string]>> = Exclude<Codes<T>, Codes<Table[number][0]>>;

describe('the verification’s texts in English', () => {
  it('default: the tables below have a row for every code', () => {
    expectTypeOf<Unlisted<CheckName, typeof NAMES>>().toBeNever();
    expectTypeOf<Unlisted<ComparedLabel, typeof LABELS>>().toBeNever();
    expectTypeOf<Unlisted<Exclude<ComparedValue, string>, typeof VALUES>>().toBeNever();
    expectTypeOf<Unlisted<CheckReason, typeof REASONS>>().toBeNever();
  });

  it.each(rows<CheckName>(NAMES))('default: a check is named “$english”', ({ code, english }) => {
    expect(checkNameText(code)).toBe(english);
  });

  it.each(rows<ComparedLabel>(LABELS))('default: a side of a comparison is labelled “$english”', ({ code, english }) => {
    expect(comparedLabelText(code)).toBe(english);
  });

  it.each(rows<ComparedValue>(VALUES))('default: a value reads “$english”', ({ code, english }) => {
    expect(comparedValueText(code)).toBe(english);
  });

  it.each(rows<CheckReason>(REASONS))('default: a reason reads “$english”', ({ code, english }) => {
    expect(reasonLine(code)).toBe(english);
  });

  it('behavior: a message the code or the node wrote goes in the slot, as written; other reasons have none', () => {
    expect(reasonText({ kind: 'block-unreadable', height: 5n, message: 'timed out' })).toEqual({ sentence: `block 5 could not be read: ${SLOT}`, message: 'timed out' });
    expect(reasonText({ kind: 'error', message: 'bad' })).toEqual({ sentence: SLOT, message: 'bad' });
    expect(reasonText({ kind: 'all-txs', count: 2, each: { kind: 'error', message: 'bad' } })).toEqual({ sentence: `all 2 transactions: ${SLOT}`, message: 'bad' });
    expect(reasonText({ kind: 'genesis-parent' }).message).toBeUndefined();
  });
});
