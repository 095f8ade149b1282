import { parseAddress } from '../address';
import { fromHex, fromHexWithChecksum } from '../hex';
import { parseId, parseNodeId, shortIdFromBytes } from '../ids';
import type { JsonObject } from '../json-value';
import { BLOCK_KINDS, blockId, decodeBlock, encodeBlock } from './block';
import convertSubnetToL1Text from '../../../test/fixtures/tx-json/convert_subnet_to_l1_tx_test_simple.json?raw';
import disableL1ValidatorText from '../../../test/fixtures/tx-json/disable_l1_validator_tx_test.json?raw';
import getBlockHex from '../../../test/fixtures/real-responses/platform.getBlock_hex.json';
import getBlockJson from '../../../test/fixtures/real-responses/platform.getBlock_json.json';
import getTx from '../../../test/fixtures/real-responses/platform.getTx.json';
import increaseL1ValidatorBalanceText from '../../../test/fixtures/tx-json/increase_l1_validator_balance_tx_test.json?raw';
import setL1ValidatorWeightText from '../../../test/fixtures/tx-json/set_l1_validator_weight_tx_test.json?raw';
import { blockToJson, txToJson, unsignedTxToJson } from './json';
import { inferBlockKind, inferTxKind } from './infer-kind';
import { SAMPLE_BLOCKS, SAMPLE_TXS, canonicalJson, compactFixture, sampleBytes, sampleSignedTx } from './test-samples';
import { TX_KINDS, encodeSignedTx, signedTxId, txId } from './tx';
import type { BaseTxFields, SignedTx, TransferableInput, TransferableOutput } from './types';

// The reference node's unsigned-tx test fixtures (network 10, HRP `testing`).
const HRP = 'testing';
const AVAX = parseId('FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z');
const OTHER_ASSET = parseId('2Ab62uWwJw1T6VvmKD36ufsiuGZuX1pGykXAvPX1LtjTRHxwcc');
const UTXO_TX = parseId('2wiU5PnFTjTmoAXGZutHAsPF36qGGyLHYHj9G1Aucfmb3JFFGN');
const VALIDATION_ID = parseId('W4exHFQ41XUp8noMjTtReLTLt5X7fBcbNUzERLBHVgnd65HY');

const L1_FIXTURE_OUTPUTS: TransferableOutput[] = [
  {
    assetId: AVAX,
    output: { kind: 'LockOut', locktime: 87654321n, output: { kind: 'TransferOutput', amount: 1n, locktime: 12345678n, threshold: 0n, addresses: [] } },
  },
  {
    assetId: OTHER_ASSET,
    output: {
      kind: 'LockOut',
      locktime: 876543210n,
      output: {
        kind: 'TransferOutput',
        amount: 18446744073709551615n,
        locktime: 0n,
        threshold: 1n,
        addresses: [parseAddress('P-testing1g32kvaugnx4tk3z4vemc3xd2hdz92enhgrdu9n').bytes],
      },
    },
  },
];

const L1_FIXTURE_INPUTS: TransferableInput[] = [
  { txId: UTXO_TX, outputIndex: 1n, assetId: AVAX, input: { kind: 'TransferInput', amount: 1000000000n, signatureIndices: [2n, 5n] } },
  {
    txId: UTXO_TX,
    outputIndex: 2n,
    assetId: OTHER_ASSET,
    input: { kind: 'LockIn', locktime: 876543210n, input: { kind: 'TransferInput', amount: 17293822569102704639n, signatureIndices: [0n] } },
  },
  { txId: UTXO_TX, outputIndex: 3n, assetId: OTHER_ASSET, input: { kind: 'TransferInput', amount: 1152921504606846976n, signatureIndices: [] } },
];

const L1_FIXTURE_BASE: BaseTxFields = {
  networkId: 10n,
  blockchainId: new Uint8Array(32),
  outputs: L1_FIXTURE_OUTPUTS,
  inputs: L1_FIXTURE_INPUTS,
  memo: fromHex('0xf09f98850a77656c6c2074686174277301234521'),
};

const FIXTURES = [
  [
    'ConvertSubnetToL1Tx',
    convertSubnetToL1Text,
    sampleSignedTx({
      kind: 'ConvertSubnetToL1Tx',
      networkId: 10n,
      blockchainId: new Uint8Array(32),
      outputs: [],
      inputs: [{ txId: UTXO_TX, outputIndex: 1n, assetId: AVAX, input: { kind: 'TransferInput', amount: 1000000n, signatureIndices: [5n] } }],
      memo: new Uint8Array(),
      subnetId: parseId('SkB92YpWm4UpburLz9tEKZw2i67H3FF6YkjaU4BkFUDTG9Xm'),
      chainId: parseId('NfebWJbJMmUpduqFCF8i1m5pstbVYLP1gGHbacrevXZMhpVMy'),
      address: fromHex('0x000000000000000000000000000000000000dead'),
      validators: [],
      subnetAuthorization: { signatureIndices: [3n] },
    }),
  ],
  [
    'DisableL1ValidatorTx',
    disableL1ValidatorText,
    sampleSignedTx({ kind: 'DisableL1ValidatorTx', ...L1_FIXTURE_BASE, validationId: VALIDATION_ID, disableAuthorization: { signatureIndices: [9n] } }),
  ],
  [
    'IncreaseL1ValidatorBalanceTx',
    increaseL1ValidatorBalanceText,
    sampleSignedTx({ kind: 'IncreaseL1ValidatorBalanceTx', ...L1_FIXTURE_BASE, validationId: VALIDATION_ID, balance: 18364758544493064720n }),
  ],
  ['SetL1ValidatorWeightTx', setL1ValidatorWeightText, sampleSignedTx({ kind: 'SetL1ValidatorWeightTx', ...L1_FIXTURE_BASE, message: fromHex('0x6d657373616765') })],
] as const;

/** The published AddDelegatorTx of `platform.getTx`, rebuilt in the model from its JSON. */
function publishedAddDelegatorTx(): SignedTx {
  const json = getTx.response.result.tx;
  const unsigned = json.unsignedTx;
  const owners = (addresses: string[]) => addresses.map((address) => parseAddress(address).bytes);
  return {
    unsignedTx: {
      kind: 'AddDelegatorTx',
      networkId: BigInt(unsigned.networkID),
      blockchainId: parseId(unsigned.blockchainID),
      outputs: [],
      inputs: unsigned.inputs.map((input) => ({
        txId: parseId(input.txID),
        outputIndex: BigInt(input.outputIndex),
        assetId: parseId(input.assetID),
        input: { kind: 'TransferInput', amount: BigInt(input.input.amount), signatureIndices: input.input.signatureIndices.map(BigInt) },
      })),
      memo: fromHex(unsigned.memo),
      validator: {
        nodeId: parseNodeId(unsigned.validator.nodeID),
        start: BigInt(unsigned.validator.start),
        end: BigInt(unsigned.validator.end),
        weight: BigInt(unsigned.validator.weight),
      },
      stake: unsigned.stake.map((stake) => ({
        assetId: parseId(stake.assetID),
        output: {
          kind: 'TransferOutput',
          amount: BigInt(stake.output.amount),
          locktime: BigInt(stake.output.locktime),
          threshold: BigInt(stake.output.threshold),
          addresses: owners(stake.output.addresses),
        },
      })),
      rewardsOwner: {
        locktime: BigInt(unsigned.rewardsOwner.locktime),
        threshold: BigInt(unsigned.rewardsOwner.threshold),
        addresses: owners(unsigned.rewardsOwner.addresses),
      },
    },
    credentials: json.credentials.map((credential) => ({ signatures: credential.signatures.map(fromHex) })),
  };
}

describe('tx JSON', () => {
  test.each(FIXTURES)('default: %s matches the node fixture, key order and big numbers included', (_kind, text, tx) => {
    const json = txToJson(tx, { hrp: HRP });
    expect(canonicalJson(json.unsignedTx)).toBe(compactFixture(text));
  });

  test('default: the published AddDelegatorTx re-encodes to its published ID and JSON', () => {
    const tx = publishedAddDelegatorTx();
    const published = getTx.response.result.tx;
    expect(signedTxId(tx)).toBe(published.id);
    expect(canonicalJson(txToJson(tx, { hrp: 'avax' }))).toBe(canonicalJson(published));
  });

  test('args: a known tx ID is used as given', () => {
    const tx = sampleSignedTx(SAMPLE_TXS.BaseTx);
    expect(txToJson(tx, { hrp: HRP, txId: 'given' }).id).toBe('given');
    expect(txToJson(tx, { hrp: HRP }).id).toBe(txId(encodeSignedTx(tx)));
  });

  test('behavior: byte blobs use the node encodings of each field', () => {
    const chain = unsignedTxToJson(SAMPLE_TXS.CreateChainTx, HRP);
    expect(chain.genesisData).toBe(btoa('{"config":{"chainId":99999}}'));
    const register = unsignedTxToJson(SAMPLE_TXS.RegisterL1ValidatorTx, HRP);
    expect(register.proofOfPossession).toEqual(Array.from(SAMPLE_TXS.RegisterL1ValidatorTx.proofOfPossession, BigInt));
    expect(register.message).toMatch(/^0x[0-9a-f]{600}$/);
    const convert = unsignedTxToJson(SAMPLE_TXS.ConvertSubnetToL1Tx, HRP);
    const validator = (convert.validators as JsonObject[])[0]!;
    expect(validator.nodeID).toMatch(/^0x[0-9a-f]{40}$/);
    expect(validator.remainingBalanceOwner).toEqual({ threshold: 1n, addresses: [shortIdFromBytes(sampleBytes(20, 13))] });
    expect(Object.keys(validator.signer as JsonObject)).toEqual(['publicKey', 'proofOfPossession']);
  });

  test('behavior: an empty signer prints as an empty object and an empty memo as 0x', () => {
    const json = unsignedTxToJson({ ...SAMPLE_TXS.AddPermissionlessValidatorTx, signer: { kind: 'EmptySigner' }, memo: new Uint8Array() }, HRP);
    expect(json.signer).toEqual({});
    expect(json.memo).toBe('0x');
  });

  test('behavior: export outputs use P-Chain addresses with the network HRP', () => {
    const json = unsignedTxToJson(SAMPLE_TXS.ExportTx, 'avax');
    const output = (json.exportedOutputs as JsonObject[])[0]!.output as JsonObject;
    expect(Object.keys(output)).toEqual(['addresses', 'amount', 'locktime', 'threshold']);
    expect(output.addresses).toEqual([expect.stringMatching(/^P-avax1/)]);
  });

  test('behavior: reward and advance-time txs carry no base fields and no credentials', () => {
    expect(txToJson(sampleSignedTx(SAMPLE_TXS.RewardValidatorTx), { hrp: HRP })).toMatchObject({ unsignedTx: { txID: expect.any(String) }, credentials: [] });
    expect(unsignedTxToJson(SAMPLE_TXS.AdvanceTimeTx, HRP)).toEqual({ time: 1607144400n });
  });

  test.each(TX_KINDS)('behavior: inferTxKind recognises %s from its JSON', (kind) => {
    expect(inferTxKind(unsignedTxToJson(SAMPLE_TXS[kind], HRP))).toBe(kind);
  });

  test('behavior: inferTxKind recognises the published fixtures', () => {
    for (const [kind, text] of FIXTURES) expect(inferTxKind(JSON.parse(text) as JsonObject)).toBe(kind);
    expect(inferTxKind(getTx.response.result.tx.unsignedTx)).toBe('AddDelegatorTx');
  });
});

describe('block JSON', () => {
  test('default: the published block prints in the current flat shape with IDs', () => {
    const bytes = fromHexWithChecksum(getBlockHex.response.result.block);
    const stale = getBlockJson.response.result.block;
    // The published JSON predates the flat unsignedTx and the id fields (see the fixture notes).
    const predicted = {
      parentID: stale.parentID,
      height: stale.height,
      id: getBlockHex.request.params.blockID,
      txs: stale.txs.map((tx) => ({
        unsignedTx: { ...tx.unsignedTx.inputs, destinationChain: tx.unsignedTx.destinationChain, exportedOutputs: tx.unsignedTx.exportedOutputs },
        credentials: tx.credentials,
        id: 'AkTcR1J5b6qPdLaUDycs1YqPAoNY9aPNyb33VSnvyQ6vTCryQ',
      })),
    };
    expect(canonicalJson(blockToJson(decodeBlock(bytes), { hrp: 'avax' }))).toBe(canonicalJson(predicted));
  });

  test('behavior: Banff blocks put time first and proposal blocks their decision txs before the parent', () => {
    expect(Object.keys(blockToJson(SAMPLE_BLOCKS.BanffProposalBlock, { hrp: HRP }))).toEqual(['time', 'txs', 'parentID', 'height', 'id', 'tx']);
    expect(Object.keys(blockToJson(SAMPLE_BLOCKS.BanffStandardBlock, { hrp: HRP }))).toEqual(['time', 'parentID', 'height', 'id', 'txs']);
    expect(Object.keys(blockToJson(SAMPLE_BLOCKS.BanffCommitBlock, { hrp: HRP }))).toEqual(['time', 'parentID', 'height', 'id']);
    expect(Object.keys(blockToJson(SAMPLE_BLOCKS.ApricotAtomicBlock, { hrp: HRP }))).toEqual(['parentID', 'height', 'id', 'tx']);
  });

  test('behavior: the block id is the hash of its bytes unless given', () => {
    const block = SAMPLE_BLOCKS.BanffAbortBlock;
    expect(blockToJson(block, { hrp: HRP }).id).toBe(blockId(encodeBlock(block)));
    expect(blockToJson(block, { hrp: HRP, blockId: 'given' }).id).toBe('given');
  });

  test.each(BLOCK_KINDS)('behavior: inferBlockKind reads %s from its JSON', (kind) => {
    const expected = { BanffCommitBlock: 'BanffCommitOrAbortBlock', BanffAbortBlock: 'BanffCommitOrAbortBlock', ApricotCommitBlock: 'ApricotCommitOrAbortBlock', ApricotAbortBlock: 'ApricotCommitOrAbortBlock' }[
      kind as string
    ];
    expect(inferBlockKind(blockToJson(SAMPLE_BLOCKS[kind], { hrp: HRP }))).toBe(expected ?? kind);
  });
});
