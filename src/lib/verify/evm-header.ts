/**
 * The block hash as coreth (C-Chain) and subnet-evm compute it: keccak256 of their header RLP
 * (`HeaderSerializable` in each client's `customtypes/header_ext.go`). Both add Avalanche's fields
 * after go-ethereum's: coreth its `extDataHash` after the nonce and `extDataGasUsed` after the base
 * fee; both the block gas cost, the blob fields, the beacon root and Granite's
 * `timestampMilliseconds` and `minDelayExcess`; coreth Helicon's six after those. Every field after
 * the nonce (coreth: after `extDataHash`) is optional: a field is in the list when it or any later
 * one is set, and an unset one there is the empty string.
 */
import { RLP } from '@ethereumjs/rlp';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { uintBytes } from './rlp-values';

export type EvmClient = 'coreth' | 'subnet-evm';

/** The header's values, as bytes and integers. */
export interface HeaderValues {
  parentHash: Uint8Array;
  uncleHash: Uint8Array;
  coinbase: Uint8Array;
  stateRoot: Uint8Array;
  transactionsRoot: Uint8Array;
  receiptsRoot: Uint8Array;
  logsBloom: Uint8Array;
  difficulty: bigint;
  number: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  timestamp: bigint;
  extraData: Uint8Array;
  mixHash: Uint8Array;
  nonce: Uint8Array;
  /** coreth's; subnet-evm has neither. */
  extDataHash?: Uint8Array | undefined;
  extDataGasUsed?: bigint | undefined;
  baseFeePerGas?: bigint | undefined;
  blockGasCost?: bigint | undefined;
  blobGasUsed?: bigint | undefined;
  excessBlobGas?: bigint | undefined;
  parentBeaconBlockRoot?: Uint8Array | undefined;
  timestampMilliseconds?: bigint | undefined;
  minDelayExcess?: bigint | undefined;
  /** coreth's Helicon fields. */
  helicon?: readonly bigint[] | undefined;
}

const EMPTY = new Uint8Array(0);
const item = (value: Uint8Array | bigint | undefined): Uint8Array | undefined => (typeof value === 'bigint' ? uintBytes(value) : value);

/** The optional fields in order: cut after the last one set, the unset ones before it empty. */
function optionalTail(values: ReadonlyArray<Uint8Array | undefined>): Uint8Array[] {
  let end = values.length;
  while (end > 0 && values[end - 1] === undefined) end--;
  return values.slice(0, end).map((value) => value ?? EMPTY);
}

/** The header's RLP list items in `client`'s order. */
export function headerRlpItems(header: HeaderValues, client: EvmClient): Uint8Array[] {
  const coreth = client === 'coreth';
  if (coreth && header.extDataHash === undefined) throw new Error('a C-Chain header has an extDataHash, and this answer gives none');
  const required = [
    header.parentHash,
    header.uncleHash,
    header.coinbase,
    header.stateRoot,
    header.transactionsRoot,
    header.receiptsRoot,
    header.logsBloom,
    uintBytes(header.difficulty),
    uintBytes(header.number),
    uintBytes(header.gasLimit),
    uintBytes(header.gasUsed),
    uintBytes(header.timestamp),
    header.extraData,
    header.mixHash,
    header.nonce,
    ...(coreth && header.extDataHash ? [header.extDataHash] : []),
  ];
  const optional = [
    item(header.baseFeePerGas),
    ...(coreth ? [item(header.extDataGasUsed)] : []),
    item(header.blockGasCost),
    item(header.blobGasUsed),
    item(header.excessBlobGas),
    header.parentBeaconBlockRoot,
    item(header.timestampMilliseconds),
    item(header.minDelayExcess),
    ...(coreth ? (header.helicon ?? []).map(item) : []),
  ];
  return [...required, ...optionalTail(optional)];
}

/** keccak256 of the header's RLP: the block's hash. */
export function evmBlockHash(header: HeaderValues, client: EvmClient): Uint8Array {
  return keccak_256(RLP.encode(headerRlpItems(header, client)));
}
