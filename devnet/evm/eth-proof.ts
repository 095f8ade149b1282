import type { MerkleStateManager } from '@ethereumjs/statemanager';
import { getMerkleStateProof } from '@ethereumjs/statemanager';
import { bytesToHex, createAddressFromString } from '@ethereumjs/util';
import { MethodError, type JsonOutput } from '../handler';
import type { GethArgument } from '../server/geth-method';
import { quantity } from './block-json';
import type { ChainBlock } from './evm-chain';
import type { BlockNumberOrHash } from './geth-args';
import { jsonKind } from './geth-args';
import { PRUNING_PROOF_WINDOW, type ProofWindow } from './proof-window';
import { storageKey } from './storage-key';
import { zipSameLength } from '../../src/lib/lists';

/**
 * eth_getProof: Merkle proofs of an account and its storage against a block's state root, within
 * the window the reference node allows (archival: `historical-proof-query-window` blocks, 0 for
 * any; pruning: the last 32).
 */
/** coreth's stateQueryBlockNumberAllowed; a tag is always allowed (its negative number wraps high). */
export function proofWindowCheck(target: BlockNumberOrHash, block: ChainBlock, lastAccepted: bigint, window: ProofWindow): void {
  const size = window.pruning ? PRUNING_PROOF_WINDOW : window.historicalWindow;
  if (!window.pruning && size === 0n) return;
  if ('number' in target && typeof target.number !== 'bigint') return;
  const oldest = lastAccepted > size ? lastAccepted - size : 0n;
  if (block.number >= oldest) return;
  throw new MethodError(`block number ${block.number} is before the oldest allowed block number ${oldest} (window of ${size} blocks)`);
}

/** geth's MissingNodeError for the account trie (no owner, empty path). */
const NO_OWNER = '0'.repeat(64);

/**
 * A pruning node keeps the state of its tip buffer only: state reads (balance, nonce, code, storage,
 * calls) at an older block fail as coreth's do, on the missing root node.
 */
export function prunedStateCheck(block: ChainBlock, lastAccepted: bigint, window: ProofWindow): void {
  if (!window.pruning || block.number + PRUNING_PROOF_WINDOW >= lastAccepted) return;
  const root = bytesToHex(block.block.header.stateRoot).slice(2);
  throw new MethodError(`missing trie node ${root} (owner ${NO_OWNER}) (path ) <nil>`);
}

export const storageKeysArg: GethArgument<string[]> = {
  optional: false,
  decode: (value) => {
    if (value === null) return [];
    if (!Array.isArray(value)) throw new Error(`json: cannot unmarshal ${jsonKind(value)} into Go value of type []string`);
    return value.map((item) => {
      if (typeof item !== 'string') throw new Error(`json: cannot unmarshal ${jsonKind(item)} into Go value of type string`);
      return item;
    });
  },
};

export async function accountProof(state: MerkleStateManager, address: string, keys: string[]): Promise<JsonOutput> {
  const slots = keys.map((key) => storageKey(key));
  const proof = await getMerkleStateProof(state, createAddressFromString(address), slots);
  return {
    address,
    accountProof: proof.accountProof,
    balance: quantity(BigInt(proof.balance)),
    codeHash: proof.codeHash,
    nonce: quantity(BigInt(proof.nonce)),
    storageHash: proof.storageHash,
    storageProof: zipSameLength(keys, proof.storageProof).map(([key, item]) => ({ key, value: quantity(BigInt(item.value)), proof: item.proof })),
  };
}
