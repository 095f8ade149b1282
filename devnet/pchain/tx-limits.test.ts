import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { SignedTx, TransferableInput, UnsignedTx } from '../../src/lib/codec/types';
import { itemAt } from '../../src/lib/lists';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS } from './accounts';
import { C_CHAIN_ID_BYTES, NANO_AVAX_PER_AVAX } from './constants';
import type { Network } from './network';
import { REFUSED, accept, ewoqTx, issueTestNetwork, refusal } from './test-issue';
import { avaxOutput, signTx } from './wallet';

// A tx's own shape at its limits, as `platform.issueTx` checks it before the tx kind's rules
// (`BaseTx.SyntacticVerify`, `avax.VerifyMemoFieldLength`) and the gas capacity it checks first.
// Messages are the reference node's.

const TO = itemAt(DEMO_ADDRESS_BYTES, 1);
const AMOUNT = NANO_AVAX_PER_AVAX;
/** What the node says before a reason it finds before executing the tx. */
const UNEXECUTED = "couldn't issue tx: failed verification: ";

let network: Network;

beforeEach(() => {
  network = issueTestNetwork();
});

/** A transfer of `AMOUNT` from ewoq to `TO`, changed by `change` before it is signed. */
function transfer(change: (tx: Extract<UnsignedTx, { kind: 'BaseTx' }>) => Extract<UnsignedTx, { kind: 'BaseTx' }> = (tx) => tx): SignedTx {
  return ewoqTx(network, AMOUNT, (base) => change({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(TO, AMOUNT)] }));
}

/** `tx` with its unsigned part changed after the wallet built it, signed again by ewoq. */
function resigned(tx: SignedTx, change: (unsigned: Extract<UnsignedTx, { kind: 'BaseTx' }>) => Extract<UnsignedTx, { kind: 'BaseTx' }>): SignedTx {
  if (tx.unsignedTx.kind !== 'BaseTx') throw new Error('a transfer is a BaseTx');
  const unsignedTx = change(tx.unsignedTx);
  return { unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), unsignedTx.inputs.map(() => [EWOQ_ADDRESS])) };
}

/** The transfer's first input changed by `change`. */
function withInput(change: (input: Extract<TransferableInput['input'], { kind: 'TransferInput' }>) => TransferableInput['input']): SignedTx {
  return resigned(transfer(), (tx) => {
    const [first, ...rest] = tx.inputs;
    if (first?.input.kind !== 'TransferInput') throw new Error('ewoq spends an unlocked input');
    return { ...tx, inputs: [{ ...first, input: change(first.input) }, ...rest] };
  });
}

describe("a tx's metadata", () => {
  it('behavior: since Durango only an empty memo is accepted; one of more than 256 bytes fails the metadata check first', () => {
    expect(refusal(network, transfer((tx) => ({ ...tx, memo: new Uint8Array(1) })))).toBe(`${REFUSED}memo exceeds maximum length: 1 > 0`);
    expect(refusal(network, transfer((tx) => ({ ...tx, memo: new Uint8Array(256) })))).toBe(`${REFUSED}memo exceeds maximum length: 256 > 0`);
    expect(refusal(network, transfer((tx) => ({ ...tx, memo: new Uint8Array(257) })))).toBe(`${REFUSED}metadata failed verification: memo exceeds maximum length: 257 > 256`);
    accept(network, transfer());
  });

  it("error: a tx naming another chain than the P-Chain", () => {
    expect(refusal(network, transfer((tx) => ({ ...tx, blockchainId: C_CHAIN_ID_BYTES })))).toBe(`${REFUSED}metadata failed verification: tx has wrong chain ID`);
  });
});

describe("a tx's outputs and inputs", () => {
  it('behavior: an output of one base unit is accepted, of none refused', () => {
    const paying = (amount: bigint) => ewoqTx(network, amount, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(TO, amount)] }));
    expect(refusal(network, paying(0n))).toBe(`${REFUSED}output failed verification: output has no value`);
    accept(network, paying(1n));
  });

  it('error: an input of no value, or whose signature indices repeat', () => {
    expect(refusal(network, withInput((input) => ({ ...input, amount: 0n })))).toBe(`${REFUSED}input failed verification: input has no value`);
    expect(refusal(network, withInput((input) => ({ ...input, signatureIndices: [0n, 0n] })))).toBe(`${REFUSED}input failed verification: address indices not sorted and unique`);
  });

  it('error: outputs out of their canonical order, or an input spent twice', () => {
    expect(refusal(network, resigned(transfer(), (tx) => ({ ...tx, outputs: [...tx.outputs].reverse() })))).toBe(`${REFUSED}outputs not sorted`);
    expect(refusal(network, resigned(transfer(), (tx) => ({ ...tx, inputs: [itemAt(tx.inputs, 0), itemAt(tx.inputs, 0)] })))).toBe(`${REFUSED}inputs not sorted and unique`);
  });
});

describe('the gas capacity at its limit', () => {
  it("behavior: a tx of exactly the capacity's gas is accepted, with one unit less capacity it is refused", () => {
    // Transfers of other amounts: the same size and gas, but not the bytes of a tx already refused.
    const sized = (extra: bigint) => encodeSignedTx(transfer((tx) => ({ ...tx, outputs: tx.outputs.map((out) => (out.output.kind === 'TransferOutput' && out.output.addresses.includes(TO) ? avaxOutput(TO, AMOUNT - extra) : out)) })));
    network.state.gas.capacity = 0n;
    const gas = BigInt(/ (\d+) > 0$/.exec(refusal(network, sized(0n)) ?? '')?.[1] ?? '0');
    expect(gas).toBeGreaterThan(0n);
    network.state.gas.capacity = gas - 1n;
    expect(refusal(network, sized(1n))).toBe(`${UNEXECUTED}tx exceeds current gas capacity: ${gas} > ${gas - 1n}`);
    network.state.gas.capacity = gas;
    expect(refusal(network, sized(2n))).toBeUndefined();
  });
});
