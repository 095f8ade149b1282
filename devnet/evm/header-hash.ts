/**
 * The block hash as coreth and subnet-evm compute it: keccak256 of their header RLP, which adds
 * Avalanche's fields after go-ethereum's (`HeaderSerializable` in `customtypes/header_ext.go`):
 * the C-Chain's `extDataHash` after the nonce and `extDataGasUsed` after the base fee, the block gas
 * cost, the blob fields, the beacon root and, from Granite, `timestampMilliseconds` and
 * `minDelayExcess`. Helicon's fields come after those; the devnet has not activated Helicon.
 */
import type { BlockHeader } from '@ethereumjs/block';
import { RLP } from '@ethereumjs/rlp';
import { bigIntToUnpaddedBytes, hexToBytes } from '@ethereumjs/util';
import { keccak_256 } from '@noble/hashes/sha3.js';

export const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';
export const ZERO_HASH: `0x${string}` = `0x${'00'.repeat(32)}`;

/** The go-ethereum header fields the hash covers. */
export type EthHeaderFields = Pick<
  BlockHeader,
  | 'parentHash'
  | 'uncleHash'
  | 'coinbase'
  | 'stateRoot'
  | 'transactionsTrie'
  | 'receiptTrie'
  | 'logsBloom'
  | 'difficulty'
  | 'number'
  | 'gasLimit'
  | 'gasUsed'
  | 'timestamp'
  | 'extraData'
  | 'mixHash'
  | 'nonce'
  | 'baseFeePerGas'
  | 'blobGasUsed'
  | 'excessBlobGas'
  | 'parentBeaconBlockRoot'
>;

/** The Avalanche header fields beside go-ethereum's. */
export interface AvalancheHeaderFields {
  /** The C-Chain's atomic txs' data hash and gas; subnet-evm has neither. */
  extData: { hash: Uint8Array; gasUsed: bigint } | undefined;
  blockGasCost: bigint;
  /** Granite's fields, absent on a block before Granite. */
  granite: { timestampMilliseconds: bigint; minDelayExcess: bigint } | undefined;
}

const uint = (value: bigint) => bigIntToUnpaddedBytes(value);

/** The header's RLP list items, in `HeaderSerializable` order. */
export function headerRlpItems(header: EthHeaderFields, fields: AvalancheHeaderFields): Uint8Array[] {
  const { extData } = fields;
  return [
    header.parentHash,
    header.uncleHash,
    header.coinbase.bytes,
    header.stateRoot,
    header.transactionsTrie,
    header.receiptTrie,
    header.logsBloom,
    uint(header.difficulty),
    uint(header.number),
    uint(header.gasLimit),
    uint(header.gasUsed),
    uint(header.timestamp),
    header.extraData,
    header.mixHash,
    header.nonce,
    ...(extData ? [extData.hash] : []),
    uint(header.baseFeePerGas ?? 0n),
    ...(extData ? [uint(extData.gasUsed)] : []),
    uint(fields.blockGasCost),
    uint(header.blobGasUsed ?? 0n),
    uint(header.excessBlobGas ?? 0n),
    header.parentBeaconBlockRoot ?? hexToBytes(ZERO_HASH),
    ...(fields.granite ? [uint(fields.granite.timestampMilliseconds), uint(fields.granite.minDelayExcess)] : []),
  ];
}

/** keccak256 of the header's RLP, the block's hash. */
export function avalancheBlockHash(header: EthHeaderFields, fields: AvalancheHeaderFields): Uint8Array {
  return keccak_256(RLP.encode(headerRlpItems(header, fields)));
}
