import { beforeEach, describe, expect, it } from 'vitest';
import { bytesEqual, compareBytes } from '../../src/lib/bytes';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { SignedTx, TransferableInput, TransferableOutput } from '../../src/lib/codec/types';
import { Writer } from '../../src/lib/codec/writer';
import { itemAt } from '../../src/lib/lists';
import { DEMO_ADDRESS_BYTES } from './accounts';
import { AVAX_ASSET_ID, AVAX_ASSET_ID_BYTES, NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES } from './constants';
import { cb58, hashId, sha256 } from './hash';
import type { Network } from './network';
import { compareInputs, sortOutputs } from './ordering';
import { produceBlockAt } from './producer';
import type { Utxo } from './state';
import { REFUSED, accept, ewoqTx, issueTestNetwork, refusal } from './test-issue';
import { avaxOutput, inputOf, signTx } from './wallet';

// The flow check of `platform.issueTx` (`utxo.Verifier.VerifySpendUTXOs`) at its limits: each
// input names its UTXO's asset and amount and has one credential; funds locked until a time
// (`stakeable.LockOut`) are spent before it only as locked (`stakeable.LockIn`, same locktime) and
// re-locked for the same owner and locktime, anything more coming from unlocked funds. Messages are
// the reference node's.

const [FIRST, SECOND] = [itemAt(DEMO_ADDRESS_BYTES, 1), itemAt(DEMO_ADDRESS_BYTES, 2)].sort(compareBytes) as [Uint8Array, Uint8Array];
const AMOUNT = NANO_AVAX_PER_AVAX;
/** Far above gas × price for a two-input transfer. */
const FEE = 10_000_000n;
const OTHER_ASSET = sha256(new TextEncoder().encode('another asset'));

let network: Network;
let lockedUntil: bigint;
/** FIRST's UTXO of `AMOUNT` locked until `lockedUntil`. */
let locked: Utxo;
/** FIRST's unlocked UTXO of `AMOUNT`. */
let free: Utxo;

function lockedOutput(owner: Uint8Array, locktime: bigint, amount: bigint): TransferableOutput {
  return { assetId: AVAX_ASSET_ID_BYTES, output: { kind: 'LockOut', locktime, output: { kind: 'TransferOutput', amount, locktime: 0n, threshold: 1n, addresses: [owner] } } };
}

function lockedInput(utxo: Utxo, locktime: bigint): TransferableInput {
  const plain = inputOf(utxo);
  if (plain.input.kind !== 'TransferInput') throw new Error('inputOf made a locked input');
  return { ...plain, input: { kind: 'LockIn', locktime, input: plain.input } };
}

/**
 * The reference node's owner ID: sha256 of the owner as the codec marshals it on its own (codec
 * version 0, then locktime, threshold and addresses; no type ID), in cb58.
 */
function ownerId(address: Uint8Array): string {
  const bytes = new Writer().u16(0).u64(0n).u32(1).u32(1).fixed(address, address.length, 'address').toBytes();
  return cb58(sha256(bytes));
}

/** A BaseTx of `inputs` (sorted here) to `outputs`, each input signed by FIRST unless `signers` says otherwise. */
function spend(inputs: TransferableInput[], outputs: TransferableOutput[], signers: Uint8Array[][] = inputs.map(() => [FIRST])): SignedTx {
  const unsignedTx = {
    kind: 'BaseTx' as const,
    networkId: BigInt(network.state.networkId),
    blockchainId: P_CHAIN_ID_BYTES,
    outputs: sortOutputs(outputs),
    inputs: [...inputs].sort(compareInputs),
    memo: new Uint8Array(0),
  };
  return { unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), signers) };
}

beforeEach(() => {
  network = issueTestNetwork();
  lockedUntil = network.state.time + 100n;
  const funding = ewoqTx(network, 2n * AMOUNT, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, lockedOutput(FIRST, lockedUntil, AMOUNT), avaxOutput(FIRST, AMOUNT)] }));
  accept(network, funding);
  const fundingId = hashId(encodeSignedTx(funding)).idBytes;
  const made = [...network.state.utxos.values()].filter((utxo) => bytesEqual(utxo.txId, fundingId));
  const lockedUtxo = made.find((utxo) => utxo.output.kind === 'LockOut');
  const freeUtxo = made.find((utxo) => utxo.output.kind === 'TransferOutput' && bytesEqual(itemAt(utxo.output.addresses, 0), FIRST));
  if (!lockedUtxo || !freeUtxo) throw new Error("FIRST's locked and unlocked UTXOs were not created");
  [locked, free] = [lockedUtxo, freeUtxo];
});

describe('funds locked until a time', () => {
  it('behavior: before the locktime they are spent only as locked, with the locktime of their UTXO', () => {
    const relocked = [lockedOutput(FIRST, lockedUntil, AMOUNT), avaxOutput(FIRST, AMOUNT - FEE)];
    expect(refusal(network, spend([inputOf(locked), inputOf(free)], relocked))).toBe(`${REFUSED}locked funds not marked as locked`);
    expect(refusal(network, spend([lockedInput(locked, lockedUntil + 1n), inputOf(free)], relocked))).toBe(
      `${REFUSED}input locktime does not match UTXO locktime: ${lockedUntil + 1n} != ${lockedUntil}`,
    );
    accept(network, spend([lockedInput(locked, lockedUntil), inputOf(free)], relocked));
  });

  it('behavior: from the locktime on, a plain input spends them as unlocked funds, not a second before', () => {
    const unlocked = () => spend([inputOf(locked)], [avaxOutput(SECOND, AMOUNT - FEE)]);
    produceBlockAt(network, lockedUntil - 1n);
    expect(refusal(network, unlocked())).toBe(`${REFUSED}locked funds not marked as locked`);
    produceBlockAt(network, lockedUntil);
    accept(network, unlocked());
  });

  it('behavior: re-locking more for the same owner and locktime takes the increase from unlocked funds, up to all of them', () => {
    const inputs = [lockedInput(locked, lockedUntil), inputOf(free)];
    expect(refusal(network, spend(inputs, [lockedOutput(FIRST, lockedUntil, 2n * AMOUNT + 1n)]))).toBe(
      `${REFUSED}insufficient locked funds: ${ownerId(FIRST)} needs 1 more ${AVAX_ASSET_ID} for locktime ${lockedUntil}`,
    );
    expect(refusal(network, spend(inputs, [lockedOutput(FIRST, lockedUntil, 2n * AMOUNT)]))).toMatch(
      new RegExp(`^${REFUSED}insufficient unlocked funds: needs [1-9]\\d* more ${AVAX_ASSET_ID}$`),
    );
    accept(network, spend(inputs, [lockedOutput(FIRST, lockedUntil, 2n * AMOUNT - FEE)]));
  });

  it('behavior: re-locked for another owner or another locktime, they are new locked funds, paid from unlocked ones', () => {
    const inputs = [lockedInput(locked, lockedUntil), inputOf(free)];
    expect(refusal(network, spend(inputs, [lockedOutput(SECOND, lockedUntil, AMOUNT + 1n)]))).toBe(
      `${REFUSED}insufficient locked funds: ${ownerId(SECOND)} needs 1 more ${AVAX_ASSET_ID} for locktime ${lockedUntil}`,
    );
    expect(refusal(network, spend(inputs, [lockedOutput(FIRST, lockedUntil + 1n, AMOUNT + 1n)]))).toBe(
      `${REFUSED}insufficient locked funds: ${ownerId(FIRST)} needs 1 more ${AVAX_ASSET_ID} for locktime ${lockedUntil + 1n}`,
    );
    accept(network, spend(inputs, [lockedOutput(SECOND, lockedUntil, AMOUNT - FEE)]));
  });
});

describe("an input against its UTXO and credentials", () => {
  it("behavior: an input naming another asset than its UTXO's is refused", () => {
    const claimed = { ...inputOf(free), assetId: OTHER_ASSET };
    const output = { ...avaxOutput(SECOND, AMOUNT), assetId: OTHER_ASSET };
    expect(refusal(network, spend([claimed], [output]))).toBe(`${REFUSED}input asset ID does not match UTXO asset ID: ${cb58(OTHER_ASSET)} != ${AVAX_ASSET_ID}`);
  });

  it("behavior: an input of another amount than its UTXO's is refused, of the same amount accepted", () => {
    const input = inputOf(free);
    if (input.input.kind !== 'TransferInput') throw new Error('inputOf made a locked input');
    const more = { ...input, input: { ...input.input, amount: AMOUNT + 1n } };
    expect(refusal(network, spend([more], [avaxOutput(SECOND, AMOUNT - FEE)]))).toBe(
      `${REFUSED}failed to verify transfer: utxo amount and input amount are not equal: ${AMOUNT} != ${AMOUNT + 1n}`,
    );
    accept(network, spend([input], [avaxOutput(SECOND, AMOUNT - FEE)]));
  });

  it('error: a credential with more signatures than its input names, an input naming an address its UTXO does not have', () => {
    const outputs = [avaxOutput(SECOND, AMOUNT - FEE)];
    expect(refusal(network, spend([inputOf(free)], outputs, [[FIRST, FIRST]]))).toBe(
      `${REFUSED}failed to verify transfer: input expected a different number of signers than provided in the credential`,
    );
    const input = inputOf(free);
    if (input.input.kind !== 'TransferInput') throw new Error('inputOf made a locked input');
    const beyond = { ...input, input: { ...input.input, signatureIndices: [1n] } };
    expect(refusal(network, spend([beyond], outputs))).toBe(`${REFUSED}failed to verify transfer: input referenced a nonexistent address in the output`);
  });

  it('behavior: outputs beyond what the inputs consume, or locked funds left over, are no unlocked funds to spend', () => {
    const short = new RegExp(`^${REFUSED}insufficient unlocked funds: needs [1-9]\\d* more ${AVAX_ASSET_ID}$`);
    expect(refusal(network, spend([inputOf(free)], [avaxOutput(SECOND, AMOUNT + 1n)]))).toMatch(short);
    const inputs = [lockedInput(locked, lockedUntil), inputOf(free)];
    const half = AMOUNT / 2n;
    expect(refusal(network, spend(inputs, [lockedOutput(FIRST, lockedUntil, half), avaxOutput(SECOND, AMOUNT + half - FEE)]))).toMatch(short);
    accept(network, spend(inputs, [lockedOutput(FIRST, lockedUntil, half), avaxOutput(SECOND, AMOUNT - FEE)]));
  });

  it('behavior: one credential per input is accepted, one more or none is refused', () => {
    const outputs = [avaxOutput(SECOND, AMOUNT - FEE)];
    expect(refusal(network, spend([inputOf(free)], outputs, [[FIRST], [FIRST]]))).toBe(`${REFUSED}wrong number of credentials: 1 inputs != 2 credentials`);
    expect(refusal(network, spend([inputOf(free)], outputs, []))).toBe(`${REFUSED}wrong number of credentials: 1 inputs != 0 credentials`);
    accept(network, spend([inputOf(free)], outputs));
  });
});
