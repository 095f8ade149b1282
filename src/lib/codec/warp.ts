import { sha256 } from '@noble/hashes/sha2.js';
import { fromHex, toHex } from '../hex';
import { idFromBytes, shortIdFromBytes } from '../ids';
import { l1NodeIdText } from './l1-validation-id';
import type { PChainOwner } from './types';
import { decodeL1ValidatorWeight, decodeRegisterL1Validator, decodeWarpMessage, L1_VALIDATOR_WEIGHT_TYPE, REGISTER_L1_VALIDATOR_TYPE, warpPayloadType } from './warp-message';

export interface PChainOwnerView {
  threshold: bigint;
  /** cb58 short IDs, as the node's JSON prints L1 owners. */
  addresses: string[];
}

interface WarpEnvelope {
  networkId: bigint;
  sourceChainId: string;
  /** `0x…` address of the validator manager contract that sent it. */
  sourceAddress: string;
}

export type L1Message =
  | (WarpEnvelope & {
      kind: 'register';
      /** sha256 of the message: the ID the new validator is known by. */
      validationId: string;
      subnetId: string;
      nodeId: string;
      publicKey: string;
      expiry: bigint;
      remainingBalanceOwner: PChainOwnerView;
      disableOwner: PChainOwnerView;
      weight: bigint;
    })
  | (WarpEnvelope & { kind: 'weight'; validationId: string; nonce: bigint; weight: bigint });

function ownerView(owner: PChainOwner): PChainOwnerView {
  return { threshold: owner.threshold, addresses: owner.addresses.map(shortIdFromBytes) };
}

function l1Message(payload: Uint8Array, envelope: WarpEnvelope): L1Message | undefined {
  const type = warpPayloadType(payload);
  if (type === REGISTER_L1_VALIDATOR_TYPE) {
    const message = decodeRegisterL1Validator(payload);
    return {
      ...envelope,
      kind: 'register',
      validationId: idFromBytes(sha256(payload)),
      subnetId: idFromBytes(message.subnetId),
      nodeId: l1NodeIdText(toHex(message.nodeId)),
      publicKey: toHex(message.publicKey),
      expiry: message.expiry,
      remainingBalanceOwner: ownerView(message.remainingBalanceOwner),
      disableOwner: ownerView(message.disableOwner),
      weight: message.weight,
    };
  }
  if (type === L1_VALIDATOR_WEIGHT_TYPE) {
    const message = decodeL1ValidatorWeight(payload);
    return { ...envelope, kind: 'weight', validationId: idFromBytes(message.validationId), nonce: message.nonce, weight: message.weight };
  }
  return undefined;
}

/**
 * Decodes the signed Warp message of a RegisterL1ValidatorTx or SetL1ValidatorWeightTx (an addressed
 * call from the validator manager carrying an L1 message). Undefined for anything else or bytes
 * that do not parse, so the caller falls back to the hex.
 */
export function decodeL1Message(hex: string): L1Message | undefined {
  try {
    const message = decodeWarpMessage(fromHex(hex));
    const envelope = { networkId: BigInt(message.networkId), sourceChainId: idFromBytes(message.sourceChainId), sourceAddress: toHex(message.sourceAddress) };
    return l1Message(message.payload, envelope);
  } catch {
    return undefined;
  }
}
