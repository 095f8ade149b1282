import { toHex } from '../hex';
import { compare, failsOn, guarded, guardedAsync, notChecked, type Check } from './check';
import { messageOf } from '../error-message';
import type { CheckName } from './check-name';
import { evmBlockHash, type EvmClient, type HeaderValues } from './evm-header';
import { bloomContains, bloomHex, encodeReceipt, logsBloom, type EvmReceiptJson } from './evm-receipts';
import { encodeEvmTx, evmTxHash, evmTxSender, isKnownTxType, type EvmTxEncoding, type EvmTxJson } from './evm-tx';
import { hexBytes } from './rlp-values';
import { listTrieRoot } from './trie-root';

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
  return guarded('evmBlockHash', () =>
    compare(
      'evmBlockHash',
      { kind: 'header-hash', client },
      { label: 'hashShown', value: block.hash?.toLowerCase() ?? { kind: 'none' } },
      { label: 'headerKeccak', value: toHex(evmBlockHash(headerValues(block), client)) },
    ),
  );
}

/** The tx's hash from its fields, and its sender from its signature, against those shown. */
export function verifyTx(tx: EvmTxAnswer): [hash: Check, sender: Check] {
  if (!isKnownTxType(tx.type ?? 0n)) {
    const reason = { kind: 'tx-type-unknown', type: tx.type ?? 0n } as const;
    return [notChecked('evmTxHash', reason), notChecked('evmSender', reason)];
  }
  let encoding: EvmTxEncoding;
  try {
    encoding = encodeEvmTx(tx);
  } catch (error) {
    const reason = { kind: 'error', message: messageOf(error) } as const;
    return [failsOn('evmTxHash', reason), failsOn('evmSender', reason)];
  }
  return [
    guarded('evmTxHash', () => compare('evmTxHash', { kind: 'tx-hash' }, { label: 'hashShown', value: tx.hash.toLowerCase() }, { label: 'fieldsKeccak', value: evmTxHash(encoding) })),
    guarded('evmSender', () => compare('evmSender', { kind: 'sender' }, { label: 'senderShown', value: tx.from.toLowerCase() }, { label: 'signerRecovered', value: evmTxSender(encoding) })),
  ];
}

/** Every bit the receipt's logs set is set in the block's bloom. */
export function verifyReceiptInBloom(receipt: Pick<EvmReceiptJson, 'logs'>, blockBloom: string | undefined): Check {
  const name = 'receiptInBloom';
  return guarded(name, () => {
    const bloom = logsBloom(receipt.logs);
    const ok = bloomContains(hexBytes(blockBloom, 'logsBloom'), bloom);
    return {
      name,
      status: ok ? 'verified' : 'fails',
      compared: [
        { label: 'blockBloom', value: blockBloom ?? '' },
        { label: 'txLogsBloom', value: bloomHex(bloom) },
      ],
      reason: { kind: 'logs-in-bloom' },
    };
  });
}

const TXS_BETWEEN_PAUSES = 10;

/** Each tx's checks folded into one per kind: verified when all pass, else the first that fails. */
function foldTxChecks(name: CheckName, checks: readonly Check[], count: number): Check {
  const failed = checks.find((check) => check.status === 'fails');
  if (failed) return { ...failed, name };
  const [first] = checks;
  if (count === 0 || !first) return notChecked(name, { kind: 'no-txs' });
  const unchecked = checks.find((check) => check.status === 'not-checked');
  if (unchecked) return { ...unchecked, name };
  return { name, status: 'verified', reason: { kind: 'all-txs', count, each: first.reason } };
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
    foldTxChecks('evmTxHash', perTx.map((pair) => pair[0]), txs.length),
    foldTxChecks('evmSender', perTx.map((pair) => pair[1]), txs.length),
  ];
  const unknown = txs.find((tx) => !isKnownTxType(tx.type ?? 0n));
  checks.push(
    unknown
      ? notChecked('transactionsRoot', { kind: 'block-tx-type-unknown', tx: unknown.hash, type: unknown.type ?? 0n })
      : await guardedAsync('transactionsRoot', async () =>
          compare('transactionsRoot', { kind: 'transactions-root' }, { label: 'rootShown', value: block.transactionsRoot?.toLowerCase() ?? { kind: 'none' } }, { label: 'transactionsRoot', value: await listTrieRoot(txs.map((tx) => encodeEvmTx(tx).signed)) }),
        ),
  );
  // Each root is a task of its own, as each few txs are.
  await pause();
  if (!receipts) {
    checks.push(notChecked('receiptsRoot', { kind: 'receipts-unread' }), notChecked('logsBloom', { kind: 'receipts-unread' }));
    return checks;
  }
  checks.push(
    await guardedAsync('receiptsRoot', async () =>
      compare('receiptsRoot', { kind: 'receipts-root' }, { label: 'rootShown', value: block.receiptsRoot?.toLowerCase() ?? { kind: 'none' } }, { label: 'receiptsRoot', value: await listTrieRoot(receipts.map(encodeReceipt)) }),
    ),
    guarded('logsBloom', () =>
      compare('logsBloom', { kind: 'logs-bloom' }, { label: 'bloomShown', value: block.logsBloom?.toLowerCase() ?? { kind: 'none' } }, { label: 'logsBloom', value: bloomHex(logsBloom(receipts.flatMap((receipt) => receipt.logs))) }),
    ),
  );
  return checks;
}

