import { bigintOf, isRecord, type JsonObject } from './json-value';

/**
 * Where an address's UTXOs came from, read from the txs themselves: the P-Chain has no index of an
 * address's past, but every UTXO names the tx that made it, and every tx names the UTXOs it spent.
 * So the txs that made the current UTXOs are found, and then, one generation at a time, the txs that
 * made their inputs. A UTXO the address spent long ago, from which no current UTXO descends, is not
 * reached this way.
 */

/** A staking tx's period and stake, from its `validator` field. */
export interface StakeTerms {
  nodeID: string;
  start: bigint;
  end: bigint;
  stake: bigint;
}

/** IDs of the txs whose outputs a tx spent on the P-Chain (imported inputs come from another chain). */
export function inputSources(unsignedTx: JsonObject): string[] {
  const inputs = Array.isArray(unsignedTx.inputs) ? unsignedTx.inputs : [];
  const ids = inputs.flatMap((input) => (isRecord(input) && typeof input.txID === 'string' ? [input.txID] : []));
  return [...new Set(ids)];
}

/** The validator field of a validation or delegation tx, or undefined for any other tx. */
export function stakeTerms(unsignedTx: JsonObject): StakeTerms | undefined {
  const validator = unsignedTx.validator;
  if (!isRecord(validator) || typeof validator.nodeID !== 'string') return undefined;
  const start = bigintOf(validator.start);
  const end = bigintOf(validator.end);
  const stake = bigintOf(validator.weight);
  if (start === undefined || end === undefined || stake === undefined) return undefined;
  return { nodeID: validator.nodeID, start, end, stake };
}

/** The next generation: the txs that made the inputs of `txs`, each once, none already listed. */
export function nextGeneration(txs: readonly { inputs: readonly string[] }[], listed: ReadonlySet<string>): string[] {
  const next = new Set<string>();
  for (const tx of txs) for (const id of tx.inputs) if (!listed.has(id)) next.add(id);
  return [...next];
}
