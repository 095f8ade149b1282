import getAtomicTx from '../../../test/fixtures/real-responses/avax.getAtomicTx.json';
import { fromHexWithChecksum } from '../hex';
import { decodeAtomicTx, encodeAtomicTx, type SignedAtomicTx } from './atomic-tx';
import { decodeBlock, encodeBlock } from './block';
import {
  decodeL1ValidatorWeight,
  decodeRegisterL1Validator,
  decodeWarpMessage,
  encodeL1ValidatorWeight,
  encodeRegisterL1Validator,
  encodeSubnetToL1Conversion,
  encodeWarpMessage,
} from './warp-message';
import { CodecError } from './codec-error';
import { SAMPLE_BLOCKS, SAMPLE_TXS, sampleBytes, sampleSignedTx } from './test-samples';
import { decodeSignedTx, encodeSignedTx } from './tx';
import type { Block, SignedTx } from './types';

// Bytes that end early, and values that do not fit, are refused naming the field, in the reference
// node's JSON names of its tx and block structs (the `json:"…"` tags of ava-labs/avalanchego
// `vms/platformvm/{txs,block,signer,stakeable,warp}`, `vms/components/{avax,verify}` and
// `vms/secp256k1fx`, and of the C-Chain's atomic txs in `graft/coreth/plugin/evm/atomic`, at commit
// 1cf1fc3d1711a09fde7319d2b48609c8cba93680, copied here), or as one of the few parts that have none:
// the codec version, the type ID, the block, the unsigned tx and the locked input or output as
// wholes (their type IDs), a signature and a signature index.
const NODE_JSON_NAMES = new Set(
  (
    'address addresses amount assetID auth autoCompoundRewardShares balance blockchainID blsPublicKey chainID chainName credentials ' +
    'deactivationOwner delegationRewardsOwner delegationShares destinationChain disableAuthorization disableOwner end expiry ' +
    'exportedOutputs fxID fxIDs genesisData height id importedInputs initialSupply input inputs locktime managerAddress managerChainID ' +
    'maxConsumptionRate maxStakeDuration maxValidatorStake maxValidatorWeightFactor maximumSupply memo message minConsumptionRate ' +
    'minDelegationFee minDelegatorStake minStakeDuration minValidatorStake mintInput mintOutput networkID newOwner nodeID nonce output ' +
    'outputIndex outputs owner parentID period proofOfPossession publicKey registered remainingBalanceOwner rewardsOwner shares ' +
    'signatureIndices signatures signer sourceChain stake start subnetAuthorization subnetID threshold time timestamp transferOutput tx ' +
    'txID txs unsignedTx uptimeRequirement validationID validationRewardsOwner validator validatorAuthority validators vmID weight'
  ).split(' '),
);
const PARTS_WITHOUT_JSON_NAME = new Set(['codec version', 'type ID', 'block', 'unsigned tx', 'locked input', 'locked output', 'signature', 'signature index']);

/** The field a codec error names: the text before its first colon, without " length" or " type ID". */
function fieldOf(error: unknown): string {
  if (!(error instanceof CodecError)) throw error;
  return error.message.slice(0, error.message.indexOf(':')).replace(/ (length|type ID)$/, '');
}

function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

/**
 * Warp messages (`vms/platformvm/warp`, `warp/payload`, `warp/message`) have few JSON names: their
 * Go fields, in lower camel case, name the rest, and a payload's type ID is named by its Go type.
 */
const WARP_FIELD_NAMES = new Set([
  'networkID',
  'sourceChainID',
  'payload',
  'sourceAddress',
  'unsignedMessage',
  'signers',
  'signature type',
  'payload type',
  'RegisterL1Validator payload type',
  'L1ValidatorWeight payload type',
]);

const named = (field: string) => NODE_JSON_NAMES.has(field) || PARTS_WITHOUT_JSON_NAME.has(field);
const namedInWarp = (field: string) => named(field) || WARP_FIELD_NAMES.has(field);

/** Every field of `bytes` that a cut reaches: a cut after each byte. */
function fieldsCutShort(bytes: Uint8Array, decode: (bytes: Uint8Array) => unknown): Set<string> {
  const fields = new Set<string>();
  for (let length = 0; length < bytes.length; length++) fields.add(fieldOf(failure(() => decode(bytes.subarray(0, length)))));
  return fields;
}

/**
 * Each integer of `value` made 2^64 and each fixed-size byte string a byte longer (only the byte
 * strings, without `integers`), one at a time: the fields each refusal names.
 */
function fieldsNotFitting<T>(value: T, encode: (value: T) => unknown, integers = true): Set<string> {
  const fields = new Set<string>();
  const copy = structuredClone(value);
  const visit = (node: unknown, replace: (next: unknown) => void) => {
    if ((integers && typeof node === 'bigint') || node instanceof Uint8Array) {
      replace(typeof node === 'bigint' ? 1n << 64n : new Uint8Array(node.length + 1));
      const error = failure(() => encode(copy));
      replace(node);
      if (error !== undefined) fields.add(fieldOf(error));
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) visit(record[key], (next) => (record[key] = next));
  };
  visit(copy, () => undefined);
  return fields;
}

const SIGNED_TXS = Object.values(SAMPLE_TXS).map((tx) => sampleSignedTx(tx, 2));
const BLOCKS = Object.values(SAMPLE_BLOCKS);
const PUBLISHED_ATOMIC_TX = decodeAtomicTx(fromHexWithChecksum(getAtomicTx.response.result.tx));
const EXPORT: SignedAtomicTx = {
  unsignedTx: {
    kind: 'export',
    networkId: 1n,
    blockchainId: sampleBytes(32, 1),
    destinationChain: sampleBytes(32, 2),
    ins: [{ address: sampleBytes(20, 3), amount: 10n, assetId: sampleBytes(32, 4), nonce: 1n }],
    exportedOutputs: [{ assetId: sampleBytes(32, 4), output: { kind: 'TransferOutput', amount: 9n, locktime: 0n, threshold: 1n, addresses: [sampleBytes(20, 5)] } }],
  },
  credentials: [{ signatures: [sampleBytes(65, 6)] }],
};
const ATOMIC_TXS = [PUBLISHED_ATOMIC_TX, EXPORT].map((tx) => [tx.unsignedTx.kind, tx] as const);

describe('the fields codec errors name', () => {
  test.each(SIGNED_TXS.map((tx) => [tx.unsignedTx.kind, tx] as const))('error: a %s cut short anywhere names a field of the node', (_kind, tx) => {
    const fields = fieldsCutShort(encodeSignedTx(tx), decodeSignedTx);
    expect([...fields].filter((field) => !named(field))).toEqual([]);
  });

  test.each(BLOCKS.map((block) => [block.kind, block] as const))('error: a %s cut short anywhere names a field of the node', (_kind, block) => {
    const fields = fieldsCutShort(encodeBlock(block), decodeBlock);
    expect([...fields].filter((field) => !named(field))).toEqual([]);
  });

  test.each(ATOMIC_TXS)('error: an atomic %s cut short anywhere, or holding a value that does not fit, names a field of the node', (_kind, tx) => {
    const fields = new Set([...fieldsCutShort(encodeAtomicTx(tx), decodeAtomicTx), ...fieldsNotFitting(tx, encodeAtomicTx)]);
    expect(fields).toContain(tx.unsignedTx.kind === 'import' ? 'outputs' : 'inputs');
    expect([...fields].filter((field) => !named(field))).toEqual([]);
  });

  test.each(SIGNED_TXS.map((tx) => [tx.unsignedTx.kind, tx] as const))('error: a value of a %s that does not fit names a field of the node', (_kind, tx) => {
    const fields = fieldsNotFitting<SignedTx>(tx, encodeSignedTx);
    expect(fields.size).toBeGreaterThan(0);
    expect([...fields].filter((field) => !named(field))).toEqual([]);
  });

  test.each(BLOCKS.map((block) => [block.kind, block] as const))('error: a value of a %s that does not fit names a field of the node', (_kind, block) => {
    const fields = fieldsNotFitting<Block>(block, encodeBlock);
    expect([...fields].filter((field) => !named(field))).toEqual([]);
  });

  const OWNER = { threshold: 1n, addresses: [sampleBytes(20, 3)] };
  const REGISTER = { subnetId: sampleBytes(32, 1), nodeId: sampleBytes(20, 9), publicKey: sampleBytes(48, 7), expiry: 1n, remainingBalanceOwner: OWNER, disableOwner: OWNER, weight: 5n };
  const WEIGHT = { validationId: sampleBytes(32, 4), nonce: 2n, weight: 1n };
  const MESSAGE = { networkId: 1, sourceChainId: sampleBytes(32, 2), sourceAddress: sampleBytes(20, 6), payload: encodeRegisterL1Validator(REGISTER), signers: Uint8Array.of(1), signature: sampleBytes(96, 5) };
  const CONVERSION = { subnetId: sampleBytes(32, 1), managerChainId: sampleBytes(32, 2), managerAddress: sampleBytes(20, 3), validators: [{ nodeId: sampleBytes(20, 4), publicKey: sampleBytes(48, 5), weight: 1n }] };

  test('error: a Warp message or L1 payload cut short anywhere, or holding a byte string of the wrong size, names a field of the node', () => {
    const fields = new Set([
      ...fieldsCutShort(encodeWarpMessage(MESSAGE), decodeWarpMessage),
      ...fieldsCutShort(encodeRegisterL1Validator(REGISTER), decodeRegisterL1Validator),
      ...fieldsCutShort(encodeL1ValidatorWeight(WEIGHT), decodeL1ValidatorWeight),
      ...fieldsNotFitting(MESSAGE, encodeWarpMessage, false),
      ...fieldsNotFitting(REGISTER, encodeRegisterL1Validator, false),
      ...fieldsNotFitting(WEIGHT, encodeL1ValidatorWeight, false),
      ...fieldsNotFitting(CONVERSION, encodeSubnetToL1Conversion, false),
    ]);
    expect(fields).toContain('signers');
    expect([...fields].filter((field) => !namedInWarp(field))).toEqual([]);
  });
});
