import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CheckReason } from '../../lib/verify/check-reason';
import { formatInteger } from '../../lib/amount';
import { SLOT } from '../../lib/message-slot';
import { acrossWhatText } from './check-text';

/**
 * A check's reason in the active locale: `sentence`, and where it holds the slot, `message`, the
 * text the code or the node wrote (shown in English, as written) that goes there.
 */
export interface ReasonText {
  sentence: string;
  message?: string | undefined;
}

const count = (value: number) => formatInteger(value, i18n.locale);

/** What the check compared, or why it could not, as the page says it. */
export function reasonText(reason: CheckReason): ReasonText {
  switch (reason.kind) {
    case 'error':
      return { sentence: SLOT, message: reason.message };
    case 'block-unreadable': {
      const height = String(reason.height);
      return { sentence: t`block ${height} could not be read: ${SLOT}`, message: reason.message };
    }
    case 'source-unreadable': {
      const { tx } = reason;
      return { sentence: t`its source transaction ${tx} cannot be read: ${SLOT}`, message: reason.message };
    }
    case 'tx-unreadable':
      return { sentence: reason.role === 'staking' ? t`the staking transaction could not be read: ${SLOT}` : t`the registering transaction could not be read: ${SLOT}`, message: reason.message };
    case 'account-proof-error': {
      const block = String(reason.block);
      return { sentence: t`the account proof against the state root of block ${block}: ${SLOT}`, message: reason.message };
    }
    case 'no-get-proof':
      return { sentence: t`the node has no eth_getProof (${SLOT})`, message: reason.message };
    case 'no-proof': {
      const block = String(reason.block);
      return { sentence: t`the node gave no proof of block ${block} (it may keep none that old): ${SLOT}`, message: reason.message };
    }
    case 'warp-undecodable':
      return { sentence: t`the message does not decode: ${SLOT}`, message: reason.message };
    case 'signer-key-invalid':
      return { sentence: t`a signer’s key is not a BLS key: ${SLOT}`, message: reason.message };
    case 'all-txs': {
      const { sentence: each, message } = reasonText(reason.each);
      const number = count(reason.count);
      return { sentence: t`all ${number} transactions: ${each}`, message };
    }
    default:
      return { sentence: sentenceOf(reason) };
  }
}

/** The reasons that carry no text of the code's or the node's. */
function sentenceOf(reason: Exclude<CheckReason, { message: string } | { kind: 'all-txs' }>): string {
  switch (reason.kind) {
    case 'sha256-of-bytes':
      return reason.of === 'block' ? t`sha256 of the block’s bytes against the block ID shown` : t`sha256 of the signed transaction’s bytes against the ID shown`;
    case 'json-of-bytes':
      return reason.of === 'block' ? t`the JSON shown against the JSON decoded from the block’s bytes` : t`the JSON shown against the JSON decoded from the transaction’s bytes`;
    case 'differ-at': {
      const { path } = reason;
      return reason.of === 'block' ? t`the JSON shown against the JSON decoded from the block’s bytes; they differ at ${path}` : t`the JSON shown against the JSON decoded from the transaction’s bytes; they differ at ${path}`;
    }
    case 'parent-id': {
      const height = String(reason.height);
      return reason.how === 'read-before' ? t`the parent ID in the block against the ID of block ${height}, as this page read it before` : t`the parent ID in the block against the ID of block ${height}, the sha256 of its bytes`;
    }
    case 'genesis-parent':
      return t`the genesis block has no parent`;
    case 'source-not-read': {
      const { tx } = reason;
      return t`its source transaction ${tx} was not read`;
    }
    case 'output-not-in-source': {
      const [output, tx] = [String(reason.output), reason.tx];
      return t`output ${output} of ${tx} is not in that transaction’s bytes (returned stake or a reward)`;
    }
    case 'signatures-recover': {
      const [output, tx] = [String(reason.output), reason.tx];
      return t`the signatures recover, over sha256 of the unsigned bytes, to the owners of output ${output} of ${tx}`;
    }
    case 'across-differs': {
      const [what, nodes, other] = [acrossWhatText(reason.what), count(reason.nodes), reason.other];
      return t`the ${what} shown against the one each of the ${nodes} nodes gives for the same block; ${other} gives another`;
    }
    case 'across-agrees': {
      const [what, answered, silent] = [acrossWhatText(reason.what), reason.answered.join(', '), reason.silent.join(', ')];
      return silent === '' ? t`the ${what} shown is the one ${answered} give` : t`the ${what} shown is the one ${answered} give; no answer from ${silent}`;
    }
    case 'none-answered': {
      const silent = reason.silent.join(', ');
      return silent === '' ? t`no node answered` : t`no node answered; no answer from ${silent}`;
    }
    case 'proof-of-possession': {
      const { tx } = reason;
      return tx === undefined
        ? t`a BLS signature of the public key’s own bytes by its secret key, under the proof-of-possession domain`
        : t`a BLS signature of the public key’s own bytes by its secret key, under the proof-of-possession domain, as transaction ${tx} gives them`;
    }
    case 'key-in-tx': {
      const { tx } = reason;
      return t`the public key shown against the one in the signed bytes of transaction ${tx}`;
    }
    case 'registering-tx-unknown':
      return t`the node does not say which transaction registered this validator; opened from that transaction’s page, this page checks the key against it`;
    case 'not-registered': {
      const { tx, validationId } = reason;
      return t`transaction ${tx} registers no L1 validator with validation ID ${validationId}`;
    }
    case 'account-proof-fails':
      return t`the account proof does not verify`;
    case 'account-proven': {
      const block = String(reason.block);
      return t`the proof’s trie nodes hash up to the state root of block ${block} and hold the account`;
    }
    case 'account-field': {
      const block = String(reason.block);
      if (reason.field === 'balance') return t`the balance shown against the account’s balance proven in the state of block ${block}`;
      if (reason.field === 'nonce') return t`the nonce shown against the account’s nonce proven in the state of block ${block}`;
      return t`keccak256 of the code shown against the account’s code hash proven in the state of block ${block}`;
    }
    case 'no-block': {
      const block = String(reason.block);
      return t`the node gave no block ${block}`;
    }
    case 'header-hash': {
      const { client } = reason;
      return t`keccak256 of the header’s fields in ${client}’s layout against the block hash shown`;
    }
    case 'tx-type-unknown': {
      const type = String(reason.type);
      return t`transaction type ${type} is not one this explorer can encode`;
    }
    case 'block-tx-type-unknown': {
      const [tx, type] = [reason.tx, String(reason.type)];
      return t`transaction ${tx} is of type ${type}, which this explorer cannot encode`;
    }
    case 'tx-hash':
      return t`keccak256 of the signed transaction encoded from its fields against the hash shown`;
    case 'sender':
      return t`the address whose key made the signature against the sender shown`;
    case 'no-txs':
      return t`the block has no transactions`;
    case 'transactions-root':
      return t`the root of the trie of the transactions’ encodings against the root in the header`;
    case 'receipts-root':
      return t`the root of the trie of the receipts’ encodings against the root in the header`;
    case 'receipts-unread':
      return t`the receipts could not be read`;
    case 'logs-bloom':
      return t`the bloom of every receipt’s logs against the bloom in the header`;
    case 'logs-in-bloom':
      return t`every bit the transaction’s logs set is set in the bloom of its block`;
    case 'tx-pending':
      return t`the transaction is not in a block yet`;
    case 'receipt-unread':
      return t`its receipt or block was not read`;
    case 'warp-signature': {
      const signers = count(reason.signers);
      return t`the aggregate BLS signature against the aggregate key of the ${signers} signers the bit set names, over the unsigned message`;
    }
    case 'quorum':
      return t`the signers’ weight against the total weight of the source subnet’s validators`;
    case 'warp-block-unknown':
      return t`the block that holds the transaction is not known`;
    case 'source-chain-unknown': {
      const { chain } = reason;
      return t`the source chain ${chain} was not created on this chain`;
    }
    case 'no-validators': {
      const [subnet, height] = [reason.subnet, String(reason.height)];
      return t`the subnet ${subnet} had no validators at height ${height}`;
    }
    case 'bitset-leading-zero':
      return t`the signers’ bit set has a leading zero byte`;
    case 'bitset-empty':
      return t`the bit set names no signer`;
    case 'signer-beyond-set': {
      const [signer, size] = [count(reason.signer + 1), count(reason.set)];
      return t`the bit set names signer ${signer}; the set has ${size}`;
    }
    case 'signer-without-key':
      return t`the bit set names a validator without a BLS key`;
  }
}
