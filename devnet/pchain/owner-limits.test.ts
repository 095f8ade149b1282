import { beforeEach, describe, expect, it } from 'vitest';
import { compareBytes } from '../../src/lib/bytes';
import { parseId } from '../../src/lib/ids';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { OutputOwners, SignedTx } from '../../src/lib/codec/types';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS } from './accounts';
import { AVAX_ASSET_ID_BYTES, NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES } from './constants';
import type { Network } from './network';
import { hashId } from './hash';
import { produceBlockAt } from './producer';
import type { Subnet } from './state';
import { REFUSED, accept, ewoqTx, issueTestNetwork, refusal } from './test-issue';
import { inputOf, signTx } from './wallet';
import { itemAt } from '../../src/lib/lists';

// The owner rules of `platform.issueTx` at their limits: secp256k1fx `OutputOwners.Verify` on every
// output and on subnet owners (a threshold the addresses can meet, no address under a threshold of
// 0, addresses sorted and unique), and `VerifyCredentials` when an owner signs (exactly its
// threshold of signatures, not before its locktime). Messages are the reference node's.

const [FIRST, SECOND] = [itemAt(DEMO_ADDRESS_BYTES, 1), itemAt(DEMO_ADDRESS_BYTES, 2)].sort(compareBytes) as [Uint8Array, Uint8Array];
const AMOUNT = NANO_AVAX_PER_AVAX;
/** Far above gas × price for a one-input transfer. */
const FEE = 10_000_000n;

let network: Network;

beforeEach(() => {
  network = issueTestNetwork();
});

const now = () => network.state.time;

function owner(threshold: bigint, addresses: Uint8Array[], locktime = 0n): OutputOwners {
  return { locktime, threshold, addresses };
}

/** A transfer from ewoq of `AMOUNT` to `to`. */
function transferTo(to: OutputOwners): SignedTx {
  return ewoqTx(network, AMOUNT, (base) => ({
    ...base,
    kind: 'BaseTx',
    outputs: [...base.outputs, { assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput', amount: AMOUNT, ...to } }],
  }));
}

function createSubnetTx(subnetOwner: OutputOwners): SignedTx {
  return ewoqTx(network, 0n, (base) => ({ ...base, kind: 'CreateSubnetTx', owner: subnetOwner }));
}

/** A subnet owned by `subnetOwner`, created by ewoq and committed. */
function subnetOwnedBy(subnetOwner: OutputOwners): Subnet {
  const tx = createSubnetTx(subnetOwner);
  accept(network, tx);
  const subnet = network.state.subnets.get(hashId(encodeSignedTx(tx)).id);
  if (!subnet) throw new Error('the subnet was not created');
  return subnet;
}

/** Hands `subnet` to `newOwner`, signed by the first `signers` of its owner's addresses (indices 0, 1, …). */
function transferOwnershipTx(subnet: Subnet, signers: number, newOwner = owner(1n, [EWOQ_ADDRESS])): SignedTx {
  return ewoqTx(
    network,
    0n,
    (base) => ({
      ...base,
      kind: 'TransferSubnetOwnershipTx',
      subnetId: parseId(subnet.id),
      subnetAuthorization: { signatureIndices: Array.from({ length: signers }, (_, i) => BigInt(i)) },
      newOwner,
    }),
    { threshold: BigInt(signers), addresses: subnet.owner.addresses },
  );
}

describe("an output's owners at their limits", () => {
  it('behavior: a threshold of all the addresses is accepted, one more is unspendable', () => {
    expect(refusal(network, transferTo(owner(3n, [FIRST, SECOND])))).toBe(`${REFUSED}output failed verification: output is unspendable`);
    accept(network, transferTo(owner(2n, [FIRST, SECOND])));
  });

  it('behavior: a threshold of 1 with an address, or of 0 with none, is accepted; a threshold of 0 with an address is refused', () => {
    expect(refusal(network, transferTo(owner(0n, [FIRST])))).toBe(`${REFUSED}output failed verification: output representation should be optimized`);
    accept(network, transferTo(owner(1n, [FIRST])));
    accept(network, transferTo(owner(0n, [])));
  });

  it('behavior: addresses in ascending order are accepted, the same addresses reversed or repeated are refused', () => {
    const refused = `${REFUSED}output failed verification: addresses not sorted and unique`;
    expect(refusal(network, transferTo(owner(1n, [SECOND, FIRST])))).toBe(refused);
    expect(refusal(network, transferTo(owner(1n, [FIRST, FIRST])))).toBe(refused);
    accept(network, transferTo(owner(1n, [FIRST, SECOND])));
  });

  it('behavior: an output locked until a time is spent at that time, not a second before', () => {
    const lockedUntil = now() + 100n;
    accept(network, transferTo(owner(1n, [FIRST], lockedUntil)));
    const utxo = [...network.state.utxos.values()].find((candidate) => candidate.output.kind === 'TransferOutput' && candidate.output.locktime === lockedUntil);
    if (!utxo) throw new Error('the locked output was not created');
    const spendLocked = (): SignedTx => {
      const unsignedTx = {
        kind: 'BaseTx' as const,
        networkId: BigInt(network.state.networkId),
        blockchainId: P_CHAIN_ID_BYTES,
        outputs: [{ assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'TransferOutput' as const, amount: AMOUNT - FEE, locktime: 0n, threshold: 1n, addresses: [FIRST] } }],
        inputs: [inputOf(utxo)],
        memo: new Uint8Array(0),
      };
      return { unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), [[FIRST]]) };
    };
    produceBlockAt(network, lockedUntil - 1n);
    expect(refusal(network, encodeSignedTx(spendLocked()))).toBe(`${REFUSED}failed to verify transfer: output is time locked`);
    produceBlockAt(network, lockedUntil);
    expect(refusal(network, encodeSignedTx(spendLocked()))).toBeUndefined();
  });
});

describe("a subnet's owner at its limits", () => {
  it('behavior: a subnet owned by a threshold of all its addresses is created, one more is unspendable', () => {
    expect(refusal(network, createSubnetTx(owner(3n, [FIRST, SECOND])))).toBe(`${REFUSED}output is unspendable`);
    subnetOwnedBy(owner(2n, [FIRST, SECOND]));
  });

  it('behavior: ownership passes to sorted addresses, not to reversed ones or a threshold of 0 with an address', () => {
    const subnet = subnetOwnedBy(owner(1n, [EWOQ_ADDRESS]));
    expect(refusal(network, transferOwnershipTx(subnet, 1, owner(1n, [SECOND, FIRST])))).toBe(`${REFUSED}addresses not sorted and unique`);
    expect(refusal(network, transferOwnershipTx(subnet, 1, owner(0n, [FIRST])))).toBe(`${REFUSED}output representation should be optimized`);
    accept(network, transferOwnershipTx(subnet, 1, owner(2n, [FIRST, SECOND])));
    expect(network.state.subnets.get(subnet.id)?.owner.threshold).toBe(2n);
  });

  it("behavior: the owner's threshold of signatures authorises a change, one fewer or one more does not", () => {
    const subnet = subnetOwnedBy(owner(2n, [FIRST, SECOND]));
    expect(refusal(network, transferOwnershipTx(subnet, 1))).toBe(`${REFUSED}unauthorized modification: input has less signers than expected`);
    accept(network, transferOwnershipTx(subnet, 2));
    const ewoqOwned = subnetOwnedBy(owner(1n, [EWOQ_ADDRESS, FIRST].sort(compareBytes)));
    expect(refusal(network, transferOwnershipTx(ewoqOwned, 2))).toBe(`${REFUSED}unauthorized modification: input has more signers than expected`);
  });

  it("behavior: a subnet owner locked until a time authorises at that time, not a second before", () => {
    const lockedUntil = now() + 100n;
    const subnet = subnetOwnedBy(owner(1n, [EWOQ_ADDRESS], lockedUntil));
    produceBlockAt(network, lockedUntil - 1n);
    expect(refusal(network, transferOwnershipTx(subnet, 1))).toBe(`${REFUSED}unauthorized modification: output is time locked`);
    produceBlockAt(network, lockedUntil);
    accept(network, transferOwnershipTx(subnet, 1));
  });
});
