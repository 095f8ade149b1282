import { beforeEach, describe, expect, it } from 'vitest';
import { signAggregate } from './bls-sign';
import { encodeRegisterL1Validator } from '../../src/lib/codec/warp-message';
import type { SignedTx } from '../../src/lib/codec/types';
import { EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS, blsSecretKeyOf } from './bls-keys';
import type { BlsKey } from './bls-keys';
import { NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES, SECONDS_PER_DAY } from './constants';
import type { Network } from './network';
import { convertTx, l1ValidatorOf, MANAGER_ADDRESS, subnetWithChain } from './test-l1';
import { REFUSED, accept, ewoqTx, issueTestNetwork, refusal } from './test-issue';
import { avaxOutput, owners } from './wallet';
import { signWarp } from './warp-signers';
import { itemAt } from '../../src/lib/lists';

// BLS proofs of possession at their limit: a key's own proof is accepted; the proof of another key,
// and the key's signature of its own public key made in the plain-signature domain instead of the
// proof-of-possession one, are refused with the reference node's message, for each tx that
// carries a proof (a Primary Network validator, an L1 conversion, an L1 validator registration).

const [KEY, OTHER] = [itemAt(BLS_KEYS, 0), itemAt(BLS_KEYS, 1)];
const STAKE = 2_000n * NANO_AVAX_PER_AVAX;
const BALANCE = NANO_AVAX_PER_AVAX;

let network: Network;

beforeEach(() => {
  network = issueTestNetwork();
});

/** The three proofs for `KEY`: its own, another key's, and one signed in the wrong domain. */
function proofsFor(key: BlsKey): { own: BlsKey; otherKeys: BlsKey; wrongDomain: BlsKey } {
  return {
    own: key,
    otherKeys: { publicKey: key.publicKey, proofOfPossession: OTHER.proofOfPossession },
    wrongDomain: { publicKey: key.publicKey, proofOfPossession: signAggregate([blsSecretKeyOf(key.publicKey)!], key.publicKey) },
  };
}

function validatorTx(signer: BlsKey, nodeByte: number): SignedTx {
  const now = network.state.time;
  return ewoqTx(network, STAKE, (base) => ({
    ...base,
    kind: 'AddPermissionlessValidatorTx',
    validator: { nodeId: new Uint8Array(20).fill(nodeByte), start: now, end: now + 30n * BigInt(SECONDS_PER_DAY), weight: STAKE },
    subnetId: P_CHAIN_ID_BYTES,
    signer: { kind: 'ProofOfPossession', ...signer },
    stake: [avaxOutput(EWOQ_ADDRESS, STAKE)],
    validationRewardsOwner: owners(EWOQ_ADDRESS),
    delegationRewardsOwner: owners(EWOQ_ADDRESS),
    shares: 20_000n,
  }));
}

describe('BLS proofs of possession at their limit', () => {
  it("behavior: a Primary Network validator with its key's own proof is accepted, another key's proof or a plain signature is refused", () => {
    const { own, otherKeys, wrongDomain } = proofsFor(KEY);
    const refused = `${REFUSED}failed to verify validator, signer, or rewards owners: invalid proof of possession`;
    expect(refusal(network, validatorTx(otherKeys, 0x61))).toBe(refused);
    expect(refusal(network, validatorTx(wrongDomain, 0x61))).toBe(refused);
    accept(network, validatorTx(own, 0x61));
  });

  it("behavior: an L1 conversion whose validators carry their keys' own proofs is accepted, another key's proof or a plain signature is refused", () => {
    const subnet = subnetWithChain(network);
    const { own, otherKeys, wrongDomain } = proofsFor(KEY);
    expect(refusal(network, convertTx(network, subnet, [l1ValidatorOf(0x62, otherKeys, BALANCE)]))).toBe(`${REFUSED}invalid proof of possession`);
    expect(refusal(network, convertTx(network, subnet, [l1ValidatorOf(0x62, wrongDomain, BALANCE)]))).toBe(`${REFUSED}invalid proof of possession`);
    accept(network, convertTx(network, subnet, [l1ValidatorOf(0x62, own, BALANCE)]));
  });

  it("behavior: an L1 validator registration with the registered key's own proof is accepted, another key's proof or a plain signature is refused", () => {
    const subnet = subnetWithChain(network);
    accept(network, convertTx(network, subnet, [l1ValidatorOf(0x63, KEY, BALANCE)]));
    const registered = itemAt(BLS_KEYS, 2);
    const owner = { threshold: 1n, addresses: [EWOQ_ADDRESS] };
    const payload = encodeRegisterL1Validator({
      subnetId: subnet.subnetId,
      nodeId: new Uint8Array(20).fill(0x64),
      publicKey: registered.publicKey,
      expiry: network.state.time + 3_600n,
      remainingBalanceOwner: owner,
      disableOwner: owner,
      weight: 50n,
    });
    const message = signWarp(network.state, { networkId: network.state.networkId, sourceChainId: subnet.chainId, sourceAddress: MANAGER_ADDRESS, payload });
    const registerTx = (proofOfPossession: Uint8Array) =>
      ewoqTx(network, BALANCE, (base) => ({ ...base, kind: 'RegisterL1ValidatorTx', balance: BALANCE, proofOfPossession, message }));
    const { own, otherKeys, wrongDomain } = proofsFor(registered);
    expect(refusal(network, registerTx(otherKeys.proofOfPossession))).toBe(`${REFUSED}invalid proof of possession`);
    expect(refusal(network, registerTx(wrongDomain.proofOfPossession))).toBe(`${REFUSED}invalid proof of possession`);
    accept(network, registerTx(own.proofOfPossession));
  });
});
