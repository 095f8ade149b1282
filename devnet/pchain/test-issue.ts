import { expect } from 'vitest';
import { encodeSignedTx, encodeUnsignedTx } from '../../src/lib/codec/tx';
import type { BaseTxFields, SignedTx, UnsignedTx } from '../../src/lib/codec/types';
import { EWOQ_ADDRESS } from './accounts';
import { currentGasPrice } from './fee-state';
import { buildGenesis } from './genesis';
import type { Network } from './network';
import { SubmitError, submitTx } from './mempool';
import { produceBlockAt } from './producer';
import { PROFILES } from './profiles';
import { Random } from './random';
import { BEFORE_HELICON, TEST_CONFIG } from './test-chain';
import { buildTx, signTx } from './wallet';
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
