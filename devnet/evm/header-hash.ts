/**
 * The devnet's block hash: its @ethereumjs header and Avalanche's fields, hashed in coreth's layout
 * on the C-Chain and subnet-evm's on the others (`src/lib/verify/evm-header.ts`, the layout the
 * explorer checks blocks with).
 */
import type { BlockHeader } from '@ethereumjs/block';
import { evmBlockHash } from '../../src/lib/verify/evm-header';

export const EMPTY_TRIE_ROOT = '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421';
export const ZERO_HASH: `0x${string}` = `0x${'00'.repeat(32)}`;

/** The Avalanche header fields beside go-ethereum's. */
export interface AvalancheHeaderFields {
  /** The C-Chain's atomic txs' data hash and gas; subnet-evm has neither. */
  extData: { hash: Uint8Array; gasUsed: bigint } | undefined;
  blockGasCost: bigint;
  /** Granite's fields, absent on a block before Granite. */
  granite: { timestampMilliseconds: bigint; minDelayExcess: bigint } | undefined;
}

/** keccak256 of the header's RLP, the block's hash; every field the JSON prints is set, so the layout is fixed. */
export function avalancheBlockHash(header: BlockHeader, fields: AvalancheHeaderFields): Uint8Array {
  return evmBlockHash(
    {
      parentHash: header.parentHash,
      uncleHash: header.uncleHash,
      coinbase: header.coinbase.bytes,
      stateRoot: header.stateRoot,
      transactionsRoot: header.transactionsTrie,
      receiptsRoot: header.receiptTrie,
      logsBloom: header.logsBloom,
      difficulty: header.difficulty,
      number: header.number,
      gasLimit: header.gasLimit,
      gasUsed: header.gasUsed,
      timestamp: header.timestamp,
      extraData: header.extraData,
      mixHash: header.mixHash,
      nonce: header.nonce,
      extDataHash: fields.extData?.hash,
      extDataGasUsed: fields.extData?.gasUsed,
      baseFeePerGas: header.baseFeePerGas ?? 0n,
      blockGasCost: fields.blockGasCost,
      blobGasUsed: header.blobGasUsed ?? 0n,
      excessBlobGas: header.excessBlobGas ?? 0n,
      parentBeaconBlockRoot: header.parentBeaconBlockRoot ?? new Uint8Array(32),
      timestampMilliseconds: fields.granite?.timestampMilliseconds,
      minDelayExcess: fields.granite?.minDelayExcess,
    },
    fields.extData ? 'coreth' : 'subnet-evm',
  );
}
