/** The names of the checks and what each compares, as the page lists them. */
export const VERIFY_TEXT = {
  blockId: 'Block ID',
  blockIdReason: 'sha256 of the block’s bytes (hex encoding) against the block ID shown',
  blockContent: 'Block content',
  blockContentReason: 'the JSON shown against the JSON decoded from the block’s bytes',
  txId: 'Transaction ID',
  txIdReason: 'sha256 of the signed transaction’s bytes (hex encoding) against the ID shown',
  txContent: 'Transaction content',
  txContentReason: 'the JSON shown against the JSON decoded from the transaction’s bytes',
  inputSignatures: (index: number) => `Signatures of input ${index + 1}`,
  evmBlockHash: 'Block hash',
  evmTxHash: 'Transaction hash',
  evmSender: 'Sender',
  transactionsRoot: 'Transactions root',
  receiptsRoot: 'Receipts root',
  logsBloom: 'Logs bloom',
  receiptInBloom: 'Logs in the block’s bloom',
} as const;
