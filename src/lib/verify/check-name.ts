/** Which value a block's checks across endpoints compare: a P-Chain block's ID or an EVM block's hash. */
export type AcrossWhat = 'blockId' | 'blockHash';

/** A check's name as a code; the page writes it in the reader's language. */
export type CheckName =
  | 'blockId'
  | 'blockContent'
  | 'txId'
  | 'txContent'
  | 'evmBlockHash'
  | 'evmTxHash'
  | 'evmSender'
  | 'transactionsRoot'
  | 'receiptsRoot'
  | 'logsBloom'
  | 'receiptInBloom'
  | 'warpSignature'
  | 'warpQuorum'
  | 'accountProof'
  | 'balance'
  | 'nonce'
  | 'code'
  | 'parentLink'
  | 'proofOfPossession'
  | 'stakedKey'
  | 'registeredKey'
  | 'blsKey'
  /** `input` counts from 0. */
  | { code: 'inputSignatures'; input: number }
  | { code: 'acrossNodes'; what: AcrossWhat };
