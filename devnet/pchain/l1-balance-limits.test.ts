import { beforeEach, describe, expect, it } from 'vitest';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { UnsignedTx } from '../../src/lib/codec/types';
import { parseId } from '../../src/lib/ids';
import { EWOQ_ADDRESS } from './accounts';
import { BLS_KEYS } from './bls-keys';
import { AVAX_ASSET_ID } from './constants';
import { isActive, l1Balance } from './fee-state';
import type { Network } from './network';
import { produceBlockAt } from './producer';
import type { L1ValidatorState } from './state';
import { convertTx, l1ValidatorOf, subnetWithChain } from './test-l1';
import { REFUSED, accept, ewoqTx, issueTestNetwork, refusal } from './test-issue';
import { signTx } from './wallet';
import { itemAt } from '../../src/lib/lists';

// L1 validator balances at their limits. The continuous fee deactivates a validator once its
// balance no longer covers it (`EndAccumulatedFee ≤ accruedFees`): a balance of exactly the fee
// of the seconds to the next block runs out there, one base unit more keeps it active.
// `IncreaseL1ValidatorBalanceTx` must add at least one base unit, which its inputs must pay for
// besides the fee, and it reactivates a validator whose balance ran out.

/** The local network's lowest L1 validator fee: 1 nAVAX per validator per second. */
const MIN_PRICE = 1n;
const SECONDS = 2n;

let network: Network;
let spent: L1ValidatorState;
let kept: L1ValidatorState;

function converted(nodeByte: number): L1ValidatorState {
  const validator = [...network.state.l1Validators.values()].find((candidate) => candidate.nodeId[0] === nodeByte && candidate.nodeId[19] === nodeByte);
  if (!validator) throw new Error(`no L1 validator with node byte ${nodeByte}`);
  return validator;
}

beforeEach(() => {
  network = issueTestNetwork();
  // Far fewer active L1 validators than the target: the fee stays at its minimum price.
  expect(network.state.validatorExcess).toBe(0n);
  const fee = MIN_PRICE * SECONDS;
  accept(network, convertTx(network, subnetWithChain(network), [l1ValidatorOf(0x51, itemAt(BLS_KEYS, 0), fee), l1ValidatorOf(0x52, itemAt(BLS_KEYS, 1), fee + 1n)]));
  [spent, kept] = [converted(0x51), converted(0x52)];
});

/** An increase of `validator`'s balance by `balance`, its inputs paying `paid` besides the fee. */
function increaseTx(validator: L1ValidatorState, balance: bigint, paid = balance): Uint8Array {
  const validationId = parseId(validator.validationId);
  const exact = ewoqTx(network, paid, (base) => ({ ...base, kind: 'IncreaseL1ValidatorBalanceTx', validationId, balance: paid }));
  const unsignedTx: UnsignedTx = { ...exact.unsignedTx, kind: 'IncreaseL1ValidatorBalanceTx', validationId, balance } as UnsignedTx;
  const inputs = 'inputs' in unsignedTx ? unsignedTx.inputs : [];
  return encodeSignedTx({ unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), inputs.map(() => [EWOQ_ADDRESS])) });
}

describe('L1 validator balances at their limits', () => {
  it("behavior: a balance of exactly the fee to the next block runs out at that block, one base unit more keeps the validator active", () => {
    expect([l1Balance(network.state, spent), l1Balance(network.state, kept)]).toEqual([SECONDS * MIN_PRICE, SECONDS * MIN_PRICE + 1n]);
    produceBlockAt(network, network.state.time + SECONDS);
    expect(isActive(spent)).toBe(false);
    expect(l1Balance(network.state, spent)).toBe(0n);
    expect(isActive(kept)).toBe(true);
    expect(l1Balance(network.state, kept)).toBe(1n);
  });

  it('behavior: an increase of one base unit is accepted and adds exactly that, an increase of zero is refused', () => {
    expect(refusal(network, increaseTx(kept, 0n))).toBe(`${REFUSED}balance must be greater than 0`);
    const before = kept.endAccumulatedFee;
    accept(network, increaseTx(kept, 1n));
    expect(kept.endAccumulatedFee).toBe(before + 1n);
  });

  it('behavior: an increase its inputs pay for exactly is accepted, one base unit more than they pay is refused', () => {
    const paid = 5n * MIN_PRICE;
    expect(refusal(network, increaseTx(kept, paid + 1n, paid))).toBe(`${REFUSED}insufficient unlocked funds: needs 1 more ${AVAX_ASSET_ID}`);
    accept(network, increaseTx(kept, paid, paid));
  });

  it('behavior: an increase reactivates a validator whose balance ran out, with exactly the amount added', () => {
    produceBlockAt(network, network.state.time + SECONDS);
    expect(isActive(spent)).toBe(false);
    accept(network, increaseTx(spent, 10n));
    expect(isActive(spent)).toBe(true);
    // Reactivated at the block that took the increase; the next block's seconds are charged.
    expect(l1Balance(network.state, spent)).toBe(10n);
  });
});
