import { sha256 } from '@noble/hashes/sha2.js';
import { Reader } from './reader';
import { fromHex, toHex } from '../hex';
import { idFromBytes, ID_LENGTH, shortIdFromBytes, SHORT_ID_LENGTH } from '../ids';
import { l1NodeIdText } from './l1-validation-id';

/** Payload type IDs of the P-Chain's L1 messages (ACP-77) and of the Warp addressed call. */
const ADDRESSED_CALL_TYPE = 1n;
const REGISTER_L1_VALIDATOR_TYPE = 1n;
const L1_VALIDATOR_WEIGHT_TYPE = 3n;
const BLS_PUBLIC_KEY_LENGTH = 48;

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

function owner(reader: Reader): PChainOwnerView {
  const threshold = reader.u32('threshold');
  const count = reader.u32Number('addresses');
  const addresses = Array.from({ length: count }, () => shortIdFromBytes(reader.fixed(SHORT_ID_LENGTH, 'address')));
  return { threshold, addresses };
}

function l1Message(payload: Uint8Array, envelope: WarpEnvelope): L1Message | undefined {
  const reader = new Reader(payload);
  reader.u16('codec');
  const type = reader.u32('type');
  if (type === REGISTER_L1_VALIDATOR_TYPE) {
    return {
      ...envelope,
      kind: 'register',
      validationId: idFromBytes(sha256(payload)),
      subnetId: idFromBytes(reader.fixed(ID_LENGTH, 'subnetID')),
      nodeId: l1NodeIdText(toHex(reader.bytes('nodeID'))),
      publicKey: toHex(reader.fixed(BLS_PUBLIC_KEY_LENGTH, 'blsPublicKey')),
      expiry: reader.u64('expiry'),
      remainingBalanceOwner: owner(reader),
      disableOwner: owner(reader),
      weight: reader.u64('weight'),
    };
  }
  if (type === L1_VALIDATOR_WEIGHT_TYPE) {
    return { ...envelope, kind: 'weight', validationId: idFromBytes(reader.fixed(ID_LENGTH, 'validationID')), nonce: reader.u64('nonce'), weight: reader.u64('weight') };
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
    const reader = new Reader(fromHex(hex));
    reader.u16('codec');
    const networkId = reader.u32('networkID');
    const sourceChainId = idFromBytes(reader.fixed(ID_LENGTH, 'sourceChainID'));
    const call = new Reader(reader.bytes('payload'));
    call.u16('codec');
    if (call.u32('type') !== ADDRESSED_CALL_TYPE) return undefined;
    const sourceAddress = toHex(call.bytes('sourceAddress'));
    return l1Message(call.bytes('payload'), { networkId, sourceChainId, sourceAddress });
  } catch {
    return undefined;
  }
}
