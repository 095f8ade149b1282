import type { AcrossWhat } from './check-name';

/** What one side of a comparison is, as a code with its values; the page writes it in the reader's language. */
export type ComparedLabel =
  | 'idShown'
  | 'sha256OfBytes'
  | { code: 'pathShown' | 'pathInBytes'; path: string }
  | 'parentIdShown'
  | { code: 'idOfBlock'; height: bigint }
  | { code: 'acrossShown'; what: AcrossWhat }
  | { code: 'acrossFrom'; what: AcrossWhat; url: string }
  | 'publicKeyShown'
  | 'publicKeyInTx'
  | 'balanceShown'
  | 'nonceShown'
  | 'codeKeccakShown'
  | { code: 'balanceInState' | 'nonceInState' | 'codeHashInState'; block: bigint }
  | 'hashShown'
  | 'headerKeccak'
  | 'fieldsKeccak'
  | 'senderShown'
  | 'signerRecovered'
  | 'rootShown'
  | 'transactionsRoot'
  | 'receiptsRoot'
  | 'bloomShown'
  | 'logsBloom'
  | 'blockBloom'
  | 'txLogsBloom'
  | { code: 'ownersNamed'; threshold: bigint }
  | 'keysThatSigned'
  | { code: 'signersWeight'; signers: number }
  | 'quorum';

/**
 * One side's value: as shown (a hash, an ID, a JSON value), or, where it is no such text, what it
 * is: nothing given, a field absent, no block, a list of owners (`undefined`: no key), a weight.
 */
export type ComparedValue =
  | string
  | { kind: 'none' }
  | { kind: 'absent' }
  | { kind: 'no-block' }
  | { kind: 'addresses'; addresses: ReadonlyArray<string | undefined> }
  | { kind: 'weight'; weight: bigint; total: bigint }
  | { kind: 'quorum'; percent: bigint; total: bigint };

/** One side of a comparison: what it is and its value. */
export interface Compared {
  label: ComparedLabel;
  value: ComparedValue;
}
