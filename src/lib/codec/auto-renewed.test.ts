import serialization from '../../../test/fixtures/platformvm-serialization.json';
import { bytesEqual } from '../bytes';
import { fromHex } from '../hex';
import { parseId } from '../ids';
import { inferTxKind } from './infer-kind';
import { unsignedTxToJson } from './json';
import { canonicalJson } from './test-samples';
import { decodeUnsignedTx, encodeUnsignedTx } from './tx';
import type { UnsignedTx } from './types';

// Helicon's three kinds against the reference node's serialization tests
// (vms/platformvm/txs/*auto_renewed*_test.go): the values are those the tests build their tx from,
// the bytes their `wantBytes`. Those tests compare no JSON, so the JSON expected here follows the
// structs' json tags as Go's encoding/json prints them: a `types.JSONByteSlice` node ID in hex, the
// embedded BaseTx's fields first, owners with their keys sorted.

const vectorOf = (kind: string) => {
  const vector = serialization.vectors.find((item) => item.kind === kind);
  if (!vector) throw new Error(`no vector of ${kind}`);
  return fromHex(vector.hex);
};

const TX_ID = fromHex('0x' + 'ffeeddccbbaa9988'.repeat(4));
const AVAX = parseId('FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z');
const ADDRESS = fromHex('0x445566778899aabb445566778899aabb44556677');
const NODE_ID = fromHex('0x1122334455667788112233445566778811223344');
const PUBLIC_KEY = '0xaff4acb4c5439b5d426cadf9e946d3a452f7de3414d1ad27336133211d8b90cf49fb97eebcdeeef714dc20f54ed0d4d1';
const POP =
  '0x8cfd7909d153b9604b62b143ba36207bb7e64867424480202a67dc68768346d95c90983c2d279c64c43c51136b2a05e01602d52aa6376fda17fa6e2a18a083e49d9c450eab7b89b1d5555da5c489872e02b7e5227b77550af1330e5a71f8c368';
const TWO_THOUSAND_AVAX = 2_000_000_000_000n;
const PERIOD_200_DAYS = 17_280_000n;

const BASE = {
  networkId: 1n,
  blockchainId: new Uint8Array(32),
  outputs: [],
  inputs: [{ txId: TX_ID, outputIndex: 1n, assetId: AVAX, input: { kind: 'TransferInput' as const, amount: TWO_THOUSAND_AVAX, signatureIndices: [1n] } }],
  memo: new Uint8Array(),
};
const OWNER = { locktime: 0n, threshold: 1n, addresses: [ADDRESS] };

const EXPECTED: UnsignedTx[] = [
  {
    kind: 'AddAutoRenewedValidatorTx',
    ...BASE,
    nodeId: NODE_ID,
    signer: { kind: 'ProofOfPossession', publicKey: fromHex(PUBLIC_KEY), proofOfPossession: fromHex(POP) },
    stake: [{ assetId: AVAX, output: { kind: 'TransferOutput', amount: TWO_THOUSAND_AVAX, ...OWNER } }],
    validationRewardsOwner: OWNER,
    delegationRewardsOwner: OWNER,
    validatorAuthority: OWNER,
    delegationShares: 1_000_000n,
    autoCompoundRewardShares: 500_000n,
    period: PERIOD_200_DAYS,
  },
  {
    kind: 'SetAutoRenewedValidatorConfigTx',
    ...BASE,
    txId: TX_ID,
    auth: { signatureIndices: [1n] },
    autoCompoundRewardShares: 500_000n,
    period: PERIOD_200_DAYS,
  },
  { kind: 'RewardAutoRenewedValidatorTx', txId: TX_ID, timestamp: 1_234_567_890n },
];

const CB58_TX_ID = '2wiU5PnFTjTmoAXGZutHAsPF36qGGyLHYHj9G1Aucfmb3JFFGN';
const ASSET_ID = 'FvwEAhmxKfeiG8SnEvq42hc6whRyY3EFYAvebMqDNDGCgxN5Z';
const FX_ID = 'spdxUxVJQbX85MGxMHbKw1sHxMnSqJ3QBzDyDYEP3h6TLuxqQ';
const P_ADDRESS = 'P-avax1g32kvaugnx4tk3z4vemc3xd2hdz92enh972wxr';
const BASE_JSON =
  `"networkID":1,"blockchainID":"11111111111111111111111111111111LpoYY","outputs":[],` +
  `"inputs":[{"txID":"${CB58_TX_ID}","outputIndex":1,"assetID":"${ASSET_ID}","fxID":"${FX_ID}","input":{"amount":2000000000000,"signatureIndices":[1]}}],"memo":"0x"`;
const OWNER_JSON = `{"addresses":["${P_ADDRESS}"],"locktime":0,"threshold":1}`;

const EXPECTED_JSON: Record<string, string> = {
  AddAutoRenewedValidatorTx:
    `{${BASE_JSON},"nodeID":"0x1122334455667788112233445566778811223344","signer":{"publicKey":"${PUBLIC_KEY}","proofOfPossession":"${POP}"},` +
    `"stake":[{"assetID":"${ASSET_ID}","fxID":"${FX_ID}","output":{"addresses":["${P_ADDRESS}"],"amount":2000000000000,"locktime":0,"threshold":1}}],` +
    `"validationRewardsOwner":${OWNER_JSON},"delegationRewardsOwner":${OWNER_JSON},"validatorAuthority":${OWNER_JSON},` +
    `"delegationShares":1000000,"autoCompoundRewardShares":500000,"period":17280000}`,
  SetAutoRenewedValidatorConfigTx: `{${BASE_JSON},"txID":"${CB58_TX_ID}","auth":{"signatureIndices":[1]},"autoCompoundRewardShares":500000,"period":17280000}`,
  RewardAutoRenewedValidatorTx: `{"txID":"${CB58_TX_ID}","timestamp":1234567890}`,
};

describe("Helicon's auto-renewed staking txs", () => {
  test.each(EXPECTED.map((tx) => ({ kind: tx.kind, tx })))('default: the reference bytes of a $kind decode to its exact fields and encode back', ({ kind, tx }) => {
    const bytes = vectorOf(kind);
    const decoded = decodeUnsignedTx(bytes);
    expect(decoded).toEqual(tx);
    expect(bytesEqual(encodeUnsignedTx(decoded), bytes)).toBe(true);
  });

  test.each(Object.entries(EXPECTED_JSON))("behavior: %s's JSON has the reference node's keys and values", (kind, json) => {
    const unsigned = unsignedTxToJson(decodeUnsignedTx(vectorOf(kind)), 'avax');
    expect(canonicalJson(unsigned)).toBe(json);
    expect(inferTxKind(unsigned)).toBe(kind);
  });

  test('edge: a node ID of another length is still read as the bytes it is (the node refuses it on verifying, not on parsing)', () => {
    const tx = { ...EXPECTED[0], nodeId: new Uint8Array(32).fill(7) } as UnsignedTx;
    expect(decodeUnsignedTx(encodeUnsignedTx(tx))).toEqual(tx);
  });
});
