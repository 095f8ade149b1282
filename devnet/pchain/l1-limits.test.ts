import { beforeEach, describe, expect, it } from 'vitest';
import { parseId } from '../../src/lib/ids';
import { itemAt } from '../../src/lib/lists';
import { encodeL1ValidatorWeight, encodeRegisterL1Validator, type L1ValidatorWeightMessage, type RegisterL1ValidatorMessage } from '../../src/lib/codec/warp-message';
import type { SignedTx } from '../../src/lib/codec/types';
import { toHex } from '../../src/lib/hex';
import { EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID, NANO_AVAX_PER_AVAX, SUBNET_EVM_ID_BYTES } from './constants';
import { cb58, hashId, sha256 } from './hash';
import type { Network } from './network';
import type { L1ValidatorState } from './state';
import { convertTx, l1ValidatorOf, MANAGER_ADDRESS, subnetWithChain, type UnconvertedSubnet } from './test-l1';
import { PAYER, REFUSED, accept, ewoqTx, issueTestNetwork, paidWithTwoInputs, refusal } from './test-issue';
import { encodeSignedTx } from '../../src/lib/codec/tx';
import { signWarp } from './warp-signers';

// The rules of L1 txs at their limits, as `platform.issueTx` applies them: a conversion's validators
// (`ConvertSubnetToL1Tx.SyntacticVerify`); a registration's Warp message from the L1's manager, its
// expiry within a day, its weight, no replay and no second validation of a node; a weight change's
// nonce and the last validator; the disable authorisation. Messages are the reference node's.

const EWOQ_OWNER = { threshold: 1n, addresses: [EWOQ_ADDRESS] };
const BALANCE = NANO_AVAX_PER_AVAX;
/** `RegisterL1ValidatorTxExpiryWindow`: a day. */
const EXPIRY_WINDOW = 86_400n;
const REGISTERED = itemAt(BLS_KEYS, 2);

let network: Network;
let subnet: UnconvertedSubnet;
/** Another chain of the same subnet: the L1's validators sign its messages too, but it is not the manager's. */
let otherChainId: Uint8Array;
/** The L1's one validator, from the conversion. */
let first: L1ValidatorState;

function createChainTx(subnetId: Uint8Array): SignedTx {
  return ewoqTx(
    network,
    0n,
    (base) => ({ ...base, kind: 'CreateChainTx', subnetId, chainName: 'other', vmId: SUBNET_EVM_ID_BYTES, fxIds: [], genesisData: new Uint8Array(0), subnetAuthorization: { signatureIndices: [0n] } }),
    EWOQ_OWNER,
  );
}

beforeEach(() => {
  network = issueTestNetwork();
  subnet = subnetWithChain(network);
  const chainTx = createChainTx(subnet.subnetId);
  accept(network, chainTx);
  otherChainId = hashId(encodeSignedTx(chainTx)).idBytes;
  accept(network, convertTx(network, subnet, [l1ValidatorOf(0x51, itemAt(BLS_KEYS, 0), BALANCE)]));
  const converted = [...network.state.l1Validators.values()].find((validator) => validator.nodeId[0] === 0x51);
  if (!converted) throw new Error('the conversion made no validator');
  first = converted;
});

/** A Warp message of the L1's manager (or of `source`), signed by the L1's validators. */
function warp(payload: Uint8Array, source: { chainId: Uint8Array; address: Uint8Array } = { chainId: subnet.chainId, address: MANAGER_ADDRESS }): Uint8Array {
  return signWarp(network.state, { networkId: network.state.networkId, sourceChainId: source.chainId, sourceAddress: source.address, payload });
}

function registration(change: Partial<RegisterL1ValidatorMessage> = {}): Uint8Array {
  return encodeRegisterL1Validator({
    subnetId: subnet.subnetId,
    nodeId: new Uint8Array(20).fill(0x64),
    publicKey: REGISTERED.publicKey,
    expiry: network.state.time + 3_600n,
    remainingBalanceOwner: EWOQ_OWNER,
    disableOwner: EWOQ_OWNER,
    weight: 50n,
    ...change,
  });
}

function registerTx(message: Uint8Array, balance = BALANCE): SignedTx {
  return ewoqTx(network, balance, (base) => ({ ...base, kind: 'RegisterL1ValidatorTx', balance, proofOfPossession: REGISTERED.proofOfPossession, message }));
}

function weightTx(change: Partial<L1ValidatorWeightMessage>): SignedTx {
  const message = warp(encodeL1ValidatorWeight({ validationId: parseId(first.validationId), nonce: 0n, weight: 10n, ...change }));
  return ewoqTx(network, 0n, (base) => ({ ...base, kind: 'SetL1ValidatorWeightTx', message }));
}

describe("a conversion's chain", () => {
  it("error: a chain of another subnet, or none (the devnet's own check: the node takes the chain ID as given)", () => {
    const other = subnetWithChain(network);
    const validators = [l1ValidatorOf(0x61, itemAt(BLS_KEYS, 3), BALANCE)];
    const missing = sha256(new TextEncoder().encode('no chain'));
    expect(refusal(network, convertTx(network, { ...other, chainId: subnet.chainId }, validators))).toBe(`${REFUSED}chain ${cb58(subnet.chainId)} does not belong to subnet ${cb58(other.subnetId)}`);
    expect(refusal(network, convertTx(network, { ...other, chainId: missing }, validators))).toBe(`${REFUSED}chain ${cb58(missing)} does not belong to subnet ${cb58(other.subnetId)}`);
    accept(network, convertTx(network, other, validators));
  });
});

describe("a conversion's validators", () => {
  it('error: none, two of one node or out of node order, a weight of 0', () => {
    const other = subnetWithChain(network);
    const [low, high] = [l1ValidatorOf(0x61, itemAt(BLS_KEYS, 3), BALANCE), l1ValidatorOf(0x62, itemAt(BLS_KEYS, 4), BALANCE)];
    expect(refusal(network, convertTx(network, other, []))).toBe(`${REFUSED}conversion must include at least one validator`);
    expect(refusal(network, convertTx(network, other, [high, low]))).toBe(`${REFUSED}conversion validators must be sorted and unique`);
    expect(refusal(network, convertTx(network, other, [low, low]))).toBe(`${REFUSED}conversion validators must be sorted and unique`);
    expect(refusal(network, convertTx(network, other, [low, { ...high, weight: 0n }]))).toBe(`${REFUSED}validator weight must be non-zero`);
    accept(network, convertTx(network, other, [low, high]));
  });

  it("error: inputs that pay the fee but not all of the validators' balances", () => {
    const other = subnetWithChain(network);
    const validators = [l1ValidatorOf(0x61, itemAt(BLS_KEYS, 3), BALANCE)];
    const short = ewoqTx(
      network,
      BALANCE - 1n,
      (base) => ({ ...base, kind: 'ConvertSubnetToL1Tx', subnetId: other.subnetId, chainId: other.chainId, address: MANAGER_ADDRESS, validators, subnetAuthorization: { signatureIndices: [0n] } }),
      EWOQ_OWNER,
    );
    expect(refusal(network, short)).toBe(`${REFUSED}insufficient unlocked funds: needs 1 more ${AVAX_ASSET_ID}`);
  });
});

describe("a registration's Warp message", () => {
  it('behavior: an expiry up to a day ahead is accepted; a day and a second ahead is not yet allowed, one at the current time has expired', () => {
    const now = network.state.time;
    expect(refusal(network, registerTx(warp(registration({ expiry: now + EXPIRY_WINDOW + 1n }))))).toBe(
      `${REFUSED}warp message not yet allowed because time is ${EXPIRY_WINDOW + 1n} seconds in the future but the limit is ${EXPIRY_WINDOW}`,
    );
    expect(refusal(network, registerTx(warp(registration({ expiry: now }))))).toBe(`${REFUSED}warp message expired at ${now} and it is currently ${now}`);
    accept(network, registerTx(warp(registration({ expiry: now + EXPIRY_WINDOW }))));
  });

  it("error: a message from another chain of the L1 or another address than its manager's", () => {
    expect(refusal(network, registerTx(warp(registration(), { chainId: otherChainId, address: MANAGER_ADDRESS })))).toBe(
      `${REFUSED}wrong warp message source chain ID expected ${cb58(subnet.chainId)} but had ${cb58(otherChainId)}`,
    );
    const elsewhere = Uint8Array.of(1, 2, 3);
    expect(refusal(network, registerTx(warp(registration(), { chainId: subnet.chainId, address: elsewhere })))).toBe(
      `${REFUSED}wrong warp message source address expected ${toHex(MANAGER_ADDRESS)} but got 0x010203`,
    );
  });

  it('error: a message signed for another network', () => {
    const message = signWarp(network.state, { networkId: network.state.networkId + 1, sourceChainId: subnet.chainId, sourceAddress: MANAGER_ADDRESS, payload: registration() });
    expect(refusal(network, registerTx(message))).toBe("couldn't issue tx: failed verification: failed verifying warp messages: wrong networkID");
  });

  it('error: a registration for a subnet that is not an L1', () => {
    const other = subnetWithChain(network);
    expect(refusal(network, registerTx(warp(registration({ subnetId: other.subnetId }))))).toBe(`${REFUSED}could not load subnet conversion for ${cb58(other.subnetId)} with: not found`);
  });

  it('error: a weight of 0', () => {
    expect(refusal(network, registerTx(warp(registration({ weight: 0n }))))).toBe(`${REFUSED}invalid weight`);
  });

  it('behavior: a message registers once; a replay, or a second validation of the node, is refused', () => {
    const payload = registration();
    accept(network, registerTx(warp(payload)));
    // Signed again: the registered validator's weight now counts in the quorum.
    expect(refusal(network, registerTx(warp(payload), BALANCE + 1n))).toBe(`${REFUSED}warp message already issued for validationID ${cb58(sha256(payload))}`);
    expect(refusal(network, registerTx(warp(registration({ expiry: network.state.time + 60n }))))).toBe(`${REFUSED}L1 validator contains duplicate subnetID + nodeID pair`);
  });
});

describe("an L1 validator's weight", () => {
  it('behavior: a nonce from the least one not yet used is accepted, a lower one is stale', () => {
    accept(network, weightTx({ nonce: 5n }));
    expect(refusal(network, weightTx({ nonce: 5n, weight: 11n }))).toBe(`${REFUSED}warp message contains stale nonce 5 must be at least 6`);
    accept(network, weightTx({ nonce: 6n, weight: 12n }));
  });

  it('behavior: a validator other than the last may be removed', () => {
    accept(network, registerTx(warp(registration())));
    accept(network, weightTx({ weight: 0n }));
  });

  it("error: a validator that does not exist, and the removal of an L1's last validator", () => {
    const unknown = sha256(new TextEncoder().encode('no validator'));
    expect(refusal(network, weightTx({ validationId: unknown }))).toBe(`${REFUSED}could not load L1 validator: not found`);
    expect(refusal(network, weightTx({ weight: 0n }))).toBe(`${REFUSED}attempting to remove the last L1 validator from a converted subnet`);
  });

  it('behavior: a removed validator is not found again, and the one left is the last', () => {
    accept(network, registerTx(warp(registration())));
    const registered = [...network.state.l1Validators.values()].find((validator) => validator.subnetId === first.subnetId && validator !== first);
    if (!registered) throw new Error('the registration made no validator');
    accept(network, weightTx({ weight: 0n }));
    expect(refusal(network, weightTx({ nonce: 1n }))).toBe(`${REFUSED}could not load L1 validator: not found`);
    const topUp = ewoqTx(network, BALANCE, (base) => ({ ...base, kind: 'IncreaseL1ValidatorBalanceTx', validationId: parseId(first.validationId), balance: BALANCE }));
    expect(refusal(network, topUp)).toBe(`${REFUSED}not found`);
    expect(refusal(network, weightTx({ validationId: parseId(registered.validationId), weight: 0n }))).toBe(`${REFUSED}attempting to remove the last L1 validator from a converted subnet`);
  });
});

describe('a Warp payload that does not parse', () => {
  // The words of the node's `message.Parse` (its codec manager, linear codec and reflect codec),
  // unwrapped by `RegisterL1ValidatorTx` and `SetL1ValidatorWeightTx`.
  const SHORT = 'packer has insufficient length for input';
  const weight = () => encodeL1ValidatorWeight({ validationId: parseId(first.validationId), nonce: 0n, weight: 10n });
  const weightTxOf = (payload: Uint8Array) => ewoqTx(network, 0n, (base) => ({ ...base, kind: 'SetL1ValidatorWeightTx', message: warp(payload) }));

  it.each([
    ['no codec version', Uint8Array.of(0), "couldn't unpack codec version"],
    ['another codec version', Uint8Array.of(0, 1, 0, 0, 0, 1), 'unknown codec version'],
    ['codec version 256', Uint8Array.of(1, 0, 0, 0, 0, 1), 'unknown codec version'],
    ['no type ID', Uint8Array.of(0, 0), `couldn't unmarshal interface: ${SHORT}`],
    ['a type ID cut short', Uint8Array.of(0, 0, 0, 0, 1), `couldn't unmarshal interface: ${SHORT}`],
    ['an unknown type ID', Uint8Array.of(0, 0, 0, 0, 0, 9), "couldn't unmarshal interface: unknown type ID 9"],
  ])('error: %s, in a registration and in a weight change', (_, payload, words) => {
    expect(refusal(network, registerTx(warp(payload)))).toBe(`${REFUSED}${words}`);
    expect(refusal(network, weightTxOf(payload))).toBe(`${REFUSED}${words}`);
  });

  it('error: a payload of another type, read as that type first', () => {
    expect(refusal(network, registerTx(warp(weight())))).toBe(`${REFUSED}wrong payload type: *message.L1ValidatorWeight`);
    expect(refusal(network, weightTxOf(registration()))).toBe(`${REFUSED}wrong payload type: *message.RegisterL1Validator`);
    const id = new Uint8Array(32).fill(7);
    const conversion = Uint8Array.from([0, 0, 0, 0, 0, 0, ...id]);
    expect(refusal(network, weightTxOf(conversion))).toBe(`${REFUSED}wrong payload type: *message.SubnetToL1Conversion`);
    const registered = (flag: number[]) => Uint8Array.from([0, 0, 0, 0, 0, 2, ...id, ...flag]);
    expect(refusal(network, registerTx(warp(registered([1]))))).toBe(`${REFUSED}wrong payload type: *message.L1ValidatorRegistration`);
    expect(refusal(network, registerTx(warp(registered([0]))))).toBe(`${REFUSED}wrong payload type: *message.L1ValidatorRegistration`);
    expect(refusal(network, registerTx(warp(registered([2]))))).toBe(`${REFUSED}couldn't unmarshal bool: unexpected value when unpacking bool`);
    expect(refusal(network, registerTx(warp(registered([]))))).toBe(`${REFUSED}couldn't unmarshal bool: ${SHORT}`);
    expect(refusal(network, weightTxOf(conversion.slice(0, -1)))).toBe(`${REFUSED}${SHORT}`);
    expect(refusal(network, weightTxOf(Uint8Array.from([...conversion, 0])))).toBe(`${REFUSED}trailing buffer space: read ${conversion.length} provided ${conversion.length + 1}`);
    // Another type cut short is refused for its fields.
    expect(refusal(network, registerTx(warp(weight().slice(0, -1))))).toBe(`${REFUSED}couldn't unmarshal uint64: ${SHORT}`);
  });

  it('error: trailing bytes, with where reading stopped', () => {
    const payload = registration();
    const longer = Uint8Array.from([...payload, 0]);
    expect(refusal(network, registerTx(warp(longer)))).toBe(`${REFUSED}trailing buffer space: read ${payload.length} provided ${longer.length}`);
    const change = weight();
    expect(refusal(network, weightTxOf(Uint8Array.from([...change, 0, 0])))).toBe(`${REFUSED}trailing buffer space: read ${change.length} provided ${change.length + 2}`);
  });

  it("error: a field cut short, named by its kind as the node's reflect codec names it", () => {
    const payload = registration();
    // codec version 2, type 4, subnet ID 32, node ID length 4 and 20 bytes, public key 48, expiry 8, threshold 4, addresses length 4 and 20 bytes.
    const cut = (end: number) => refusal(network, registerTx(warp(payload.slice(0, end))));
    expect(cut(6 + 31)).toBe(`${REFUSED}${SHORT}`);
    expect(cut(38 + 3)).toBe(`${REFUSED}couldn't unmarshal slice: ${SHORT}`);
    expect(cut(42 + 19)).toBe(`${REFUSED}${SHORT}`);
    expect(cut(62 + 47)).toBe(`${REFUSED}${SHORT}`);
    expect(cut(110 + 7)).toBe(`${REFUSED}couldn't unmarshal uint64: ${SHORT}`);
    expect(cut(118 + 3)).toBe(`${REFUSED}couldn't unmarshal uint32: ${SHORT}`);
    expect(cut(122 + 3)).toBe(`${REFUSED}couldn't unmarshal slice: ${SHORT}`);
    expect(cut(126 + 19)).toBe(`${REFUSED}${SHORT}`);
    expect(cut(payload.length - 1)).toBe(`${REFUSED}couldn't unmarshal uint64: ${SHORT}`);
    expect(refusal(network, weightTxOf(weight().slice(0, 6 + 32 + 7)))).toBe(`${REFUSED}couldn't unmarshal uint64: ${SHORT}`);
  });
});

describe("an L1 validator's disabling", () => {
  function disableTx(validationId: Uint8Array): SignedTx {
    return ewoqTx(network, 0n, (base) => ({ ...base, kind: 'DisableL1ValidatorTx', validationId, disableAuthorization: { signatureIndices: [0n] } }), EWOQ_OWNER);
  }

  it('behavior: its deactivation owner disables it; an unknown validator, or no authorisation credential, is refused', () => {
    const validationId = parseId(first.validationId);
    expect(refusal(network, disableTx(sha256(new TextEncoder().encode('no validator'))))).toBe(`${REFUSED}could not load L1 validator: not found`);
    expect(refusal(network, { ...disableTx(validationId), credentials: [] })).toBe(`${REFUSED}should have the same number of credentials as inputs`);
    accept(network, disableTx(validationId));
  });

  it('behavior: the last credential authorises, the ones before it sign the inputs', () => {
    const signedBy = paidWithTwoInputs(network, (base) => ({ ...base, kind: 'DisableL1ValidatorTx', validationId: parseId(first.validationId), disableAuthorization: { signatureIndices: [0n] } }));
    expect(refusal(network, signedBy(PAYER))).toMatch(new RegExp(`^${REFUSED}unauthorized modification: wrong signature: expected signature from `));
    accept(network, signedBy(EWOQ_ADDRESS));
  });
});
