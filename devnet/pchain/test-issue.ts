import { expect } from 'vitest';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { BaseTxFields, SignedTx, UnsignedTx } from '../../src/lib/codec/types';
import { bytesEqual } from '../../src/lib/bytes';
import { itemAt } from '../../src/lib/lists';
import { DEMO_ADDRESS_BYTES, EWOQ_ADDRESS } from './accounts';
import { NANO_AVAX_PER_AVAX, P_CHAIN_ID_BYTES } from './constants';
import { hashId } from './hash';
import { compareInputs } from './ordering';
import { currentGasPrice } from './fee-state';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { SubmitError, submitTx } from './mempool';
import { produceBlockAt } from './producer';
import { PROFILES } from './profiles';
import { Random } from './random';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { avaxOutput, buildTx, inputOf, signTx } from './wallet';
import type { UpgradeSchedule } from '../upgrades';

/** What `platform.issueTx` says before the reason of a tx that fails execution. */
export const REFUSED = "couldn't issue tx: failed verification: failed execution: ";

/** A fresh small devnet for tests of the issue rules (before Helicon unless `upgrades` say otherwise). */
export function issueTestNetwork(upgrades: UpgradeSchedule = BEFORE_HELICON): Network {
  return buildGenesis({ seed: TEST_CONFIG.seed, genesisTime: TEST_CONFIG.genesisTime, networkId: TEST_CONFIG.networkId, hrp: TEST_CONFIG.hrp, profile: PROFILES.small, upgrades });
}

/** Signers of a subnet or L1 authorisation: the first `threshold` of `addresses`. */
interface Authority {
  threshold: bigint;
  addresses: readonly Uint8Array[];
}

/** A tx paid by ewoq (`spend` besides the fee), built and signed by the devnet's wallet at the current gas price. */
export function ewoqTx(network: Network, spend: bigint, make: (base: BaseTxFields) => UnsignedTx, authority?: Authority): SignedTx {
  const built = buildTx({ state: network.state, rng: new Random('limits'), keys: network.keys, price: currentGasPrice(network.state) }, EWOQ_ADDRESS, spend, make, authority);
  if (!built) throw new Error('ewoq cannot pay for this tx');
  return built.tx;
}

/** The node's reason for refusing `tx`, or undefined when it is accepted into the mempool. */
export function refusal(network: Network, tx: SignedTx | Uint8Array): string | undefined {
  try {
    submitTx(network, tx instanceof Uint8Array ? tx : encodeSignedTx(tx));
  } catch (error) {
    if (error instanceof SubmitError) return error.message;
    throw error;
  }
  return undefined;
}

/** Submits `tx` and commits it in a block two seconds later: it must be accepted. */
export function accept(network: Network, tx: SignedTx | Uint8Array): void {
  expect(refusal(network, tx)).toBeUndefined();
  const height = network.state.blocks.length;
  produceBlockAt(network, network.state.time + 2n);
  expect(network.state.blocks.length).toBe(height + 1);
}

/**
 * `tx` (built by `ewoqTx` with ewoq as any authority, so its first output is ewoq's change) with
 * `extra` more change, signed by ewoq again: its inputs fall `extra` short of what it produces and burns.
 */
export function shortBy(network: Network, tx: SignedTx, extra: bigint): SignedTx {
  const unsigned = tx.unsignedTx;
  if (!('inputs' in unsigned)) throw new Error('a tx without inputs');
  const [change, ...rest] = unsigned.outputs;
  if (change?.output.kind !== 'TransferOutput') throw new Error('a tx without change');
  const short = { ...unsigned, outputs: [{ ...change, output: { ...change.output, amount: change.output.amount + extra } }, ...rest] };
  return { unsignedTx: short, credentials: signTx(network.keys, encodeUnsignedTx(short), tx.credentials.map(() => [EWOQ_ADDRESS])) };
}

/** A demo account that pays for `paidWithTwoInputs`' txs. */
export const PAYER = itemAt(DEMO_ADDRESS_BYTES, 1);
/** Far above gas × price for a two-input tx. */
const TWO_INPUT_FEE = 10_000_000n;

/**
 * `make`'s tx paid with two inputs of `PAYER` (which ewoq funds first), signed by `PAYER`, then by
 * `authority` for the last credential: two inputs, so that the authorisation's credential is told
 * apart from the second input's by its place, not only by being last.
 */
export function paidWithTwoInputs(network: Network, make: (base: BaseTxFields) => UnsignedTx): (authority: Uint8Array) => SignedTx {
  const funding = ewoqTx(network, 3n * NANO_AVAX_PER_AVAX, (base) => ({ ...base, kind: 'BaseTx', outputs: [...base.outputs, avaxOutput(PAYER, NANO_AVAX_PER_AVAX), avaxOutput(PAYER, 2n * NANO_AVAX_PER_AVAX)] }));
  accept(network, funding);
  const fundingId = hashId(encodeSignedTx(funding)).idBytes;
  const paid = [...network.state.utxos.values()].filter((utxo) => bytesEqual(utxo.txId, fundingId) && 'addresses' in utxo.output && utxo.output.addresses.some((address) => bytesEqual(address, PAYER)));
  expect(paid).toHaveLength(2);
  const unsignedTx = make({
    networkId: BigInt(network.state.networkId),
    blockchainId: P_CHAIN_ID_BYTES,
    outputs: [avaxOutput(PAYER, 3n * NANO_AVAX_PER_AVAX - TWO_INPUT_FEE)],
    inputs: paid.map(inputOf).sort(compareInputs),
    memo: new Uint8Array(0),
  });
  return (authority) => ({ unsignedTx, credentials: signTx(network.keys, encodeUnsignedTx(unsignedTx), [[PAYER], [PAYER], [authority]]) });
}
