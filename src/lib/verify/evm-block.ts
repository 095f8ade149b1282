import { toHex } from '../hex';
import { compare, failsOn, guarded, guardedAsync, notChecked, type Check } from './check';
import { evmBlockHash, type EvmClient, type HeaderValues } from './evm-header';
import { bloomContains, bloomHex, encodeReceipt, logsBloom, type EvmReceiptJson } from './evm-receipts';
import { encodeEvmTx, evmTxHash, evmTxSender, isKnownTxType, type EvmTxEncoding, type EvmTxJson } from './evm-tx';
import { hexBytes } from './rlp-values';
import { listTrieRoot } from './trie-root';
import { VERIFY_TEXT } from './verify-text';

/** The fields of an EVM block answer the checks read (as the client's schema gives them). */
export interface EvmBlockJson {
  hash: string | null;
  number: bigint | null;
  parentHash: string;
  sha3Uncles?: string | undefined;
  miner: string;
  stateRoot?: string | undefined;
  transactionsRoot?: string | undefined;
  receiptsRoot?: string | undefined;
  logsBloom?: string | undefined;
  difficulty?: bigint | undefined;
  gasLimit: bigint;
  gasUsed: bigint;
  timestamp: bigint;
  extraData?: string | undefined;
  mixHash?: string | undefined;
  nonce?: string | undefined;
  extDataHash?: string | undefined;
  extDataGasUsed?: bigint | undefined;
  baseFeePerGas?: bigint | undefined;
  blockGasCost?: bigint | undefined;
  blobGasUsed?: bigint | undefined;
  excessBlobGas?: bigint | undefined;
  parentBeaconBlockRoot?: string | undefined;
  timestampMilliseconds?: bigint | undefined;
  minDelayExcess?: bigint | undefined;
}

/** An EVM tx as a block or `eth_getTransactionByHash` gives it: its fields, and the hash and sender the node says. */
export type EvmTxAnswer = EvmTxJson & { hash: string; from: string };

/** coreth prints `extDataHash` on every C-Chain block; subnet-evm has no such field. */
export const clientOf = (block: Pick<EvmBlockJson, 'extDataHash'>): EvmClient => (block.extDataHash === undefined ? 'subnet-evm' : 'coreth');

const optionalHex = (text: string | undefined, what: string) => (text === undefined ? undefined : hexBytes(text, what));

function headerValues(block: EvmBlockJson): HeaderValues {
  return {
    parentHash: hexBytes(block.parentHash, 'parentHash'),
    uncleHash: hexBytes(block.sha3Uncles, 'sha3Uncles'),
    coinbase: hexBytes(block.miner, 'miner'),
    stateRoot: hexBytes(block.stateRoot, 'stateRoot'),
    transactionsRoot: hexBytes(block.transactionsRoot, 'transactionsRoot'),
    receiptsRoot: hexBytes(block.receiptsRoot, 'receiptsRoot'),
    logsBloom: hexBytes(block.logsBloom, 'logsBloom'),
    difficulty: block.difficulty ?? 0n,
    number: block.number ?? 0n,
    gasLimit: block.gasLimit,
    gasUsed: block.gasUsed,
    timestamp: block.timestamp,
    extraData: hexBytes(block.extraData, 'extraData'),
    mixHash: hexBytes(block.mixHash, 'mixHash'),
    nonce: hexBytes(block.nonce, 'nonce'),
    extDataHash: optionalHex(block.extDataHash, 'extDataHash'),
    extDataGasUsed: block.extDataGasUsed,
    baseFeePerGas: block.baseFeePerGas,
    blockGasCost: block.blockGasCost,
    blobGasUsed: block.blobGasUsed,
    excessBlobGas: block.excessBlobGas,
    parentBeaconBlockRoot: optionalHex(block.parentBeaconBlockRoot, 'parentBeaconBlockRoot'),
    timestampMilliseconds: block.timestampMilliseconds,
    minDelayExcess: block.minDelayExcess,
  };
}

/** The header's fields hash, in its client's layout, to the block hash shown. */
export function verifyBlockHash(block: EvmBlockJson): Check {
  const client = clientOf(block);
  return guarded(VERIFY_TEXT.evmBlockHash, () =>
    compare(
      VERIFY_TEXT.evmBlockHash,
      `keccak256 of the header’s fields in ${client}’s layout against the block hash shown`,
      { label: 'hash shown', value: block.hash?.toLowerCase() ?? '(none)' },
      { label: 'keccak256 of the header', value: toHex(evmBlockHash(headerValues(block), client)) },
    ),
  );
}

/** The tx's hash from its fields, and its sender from its signature, against those shown. */
export function verifyTx(tx: EvmTxAnswer): [hash: Check, sender: Check] {
  if (!isKnownTxType(tx.type ?? 0n)) {
    const reason = `transaction type ${tx.type} is not one this explorer can encode`;
    return [notChecked(VERIFY_TEXT.evmTxHash, reason), notChecked(VERIFY_TEXT.evmSender, reason)];
  }
  let encoding: EvmTxEncoding;
  try {
    encoding = encodeEvmTx(tx);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return [failsOn(VERIFY_TEXT.evmTxHash, reason), failsOn(VERIFY_TEXT.evmSender, reason)];
  }
  return [
    guarded(VERIFY_TEXT.evmTxHash, () =>
      compare(VERIFY_TEXT.evmTxHash, 'keccak256 of the signed transaction encoded from its fields against the hash shown', { label: 'hash shown', value: tx.hash.toLowerCase() }, { label: 'keccak256 of the fields', value: evmTxHash(encoding) }),
    ),
    guarded(VERIFY_TEXT.evmSender, () =>
      compare(VERIFY_TEXT.evmSender, 'the address whose key made the signature against the sender shown', { label: 'sender shown', value: tx.from.toLowerCase() }, { label: 'signer recovered', value: evmTxSender(encoding) }),
    ),
  ];
}

/** Every bit the receipt's logs set is set in the block's bloom. */
export function verifyReceiptInBloom(receipt: Pick<EvmReceiptJson, 'logs'>, blockBloom: string | undefined): Check {
  const name = VERIFY_TEXT.receiptInBloom;
  return guarded(name, () => {
    const bloom = logsBloom(receipt.logs);
    const ok = bloomContains(hexBytes(blockBloom, 'logsBloom'), bloom);
    return {
      name,
      status: ok ? 'verified' : 'fails',
      compared: [
        { label: 'block’s bloom', value: blockBloom ?? '' },
        { label: 'bloom of this transaction’s logs', value: bloomHex(bloom) },
      ],
      reason: 'every bit the transaction’s logs set is set in the bloom of its block',
    };
  });
}

const TXS_BETWEEN_PAUSES = 10;

/** Each tx's checks folded into one per kind: verified when all pass, else the first that fails. */
function foldTxChecks(name: string, checks: readonly Check[], count: number): Check {
  const failed = checks.find((check) => check.status === 'fails');
  if (failed) return { ...failed, name };
  if (count === 0) return notChecked(name, 'the block has no transactions');
  const unchecked = checks.find((check) => check.status === 'not-checked');
  if (unchecked) return { ...unchecked, name };
  return { name, status: 'verified', reason: `all ${count} transactions: ${checks[0]?.reason ?? ''}` };
}

/**
 * An EVM block's checks: its hash, each tx's hash and sender, the transactions root, and, given
 * the receipts of its txs in order, the receipts root and the logs bloom.
 */
export async function verifyEvmBlock(
  block: EvmBlockJson,
  txs: readonly EvmTxAnswer[],
  receipts: readonly EvmReceiptJson[] | undefined,
  /** Lets the caller's thread do other work between txs (a browser's main thread stays responsive). */
  pause: () => Promise<void> = () => Promise.resolve(),
): Promise<Check[]> {
  const perTx: Array<[Check, Check]> = [];
  for (const tx of txs) {
    perTx.push(verifyTx(tx));
    if (perTx.length % TXS_BETWEEN_PAUSES === 0) await pause();
  }
  const checks: Check[] = [
    verifyBlockHash(block),
    foldTxChecks(VERIFY_TEXT.evmTxHash, perTx.map((pair) => pair[0]), txs.length),
    foldTxChecks(VERIFY_TEXT.evmSender, perTx.map((pair) => pair[1]), txs.length),
  ];
  const unknown = txs.find((tx) => !isKnownTxType(tx.type ?? 0n));
  checks.push(
    unknown
      ? notChecked(VERIFY_TEXT.transactionsRoot, `transaction ${unknown.hash} is of type ${unknown.type}, which this explorer cannot encode`)
      : await guardedAsync(VERIFY_TEXT.transactionsRoot, async () =>
          compare(VERIFY_TEXT.transactionsRoot, 'the root of the trie of the transactions’ encodings against the root in the header', { label: 'root shown', value: block.transactionsRoot?.toLowerCase() ?? '(none)' }, { label: 'root of the transactions', value: await listTrieRoot(txs.map((tx) => encodeEvmTx(tx).signed)) }),
        ),
  );
  // Each root is a task of its own, as each few txs are.
  await pause();
  if (!receipts) {
    checks.push(notChecked(VERIFY_TEXT.receiptsRoot, 'the receipts could not be read'), notChecked(VERIFY_TEXT.logsBloom, 'the receipts could not be read'));
    return checks;
  }
  checks.push(
    await guardedAsync(VERIFY_TEXT.receiptsRoot, async () =>
      compare(VERIFY_TEXT.receiptsRoot, 'the root of the trie of the receipts’ encodings against the root in the header', { label: 'root shown', value: block.receiptsRoot?.toLowerCase() ?? '(none)' }, { label: 'root of the receipts', value: await listTrieRoot(receipts.map(encodeReceipt)) }),
    ),
    guarded(VERIFY_TEXT.logsBloom, () =>
      compare(VERIFY_TEXT.logsBloom, 'the bloom of every receipt’s logs against the bloom in the header', { label: 'bloom shown', value: block.logsBloom?.toLowerCase() ?? '(none)' }, { label: 'bloom of the logs', value: bloomHex(logsBloom(receipts.flatMap((receipt) => receipt.logs))) }),
    ),
  );
  return checks;
}

