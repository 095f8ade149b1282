import { bigintOf, isRecord, type JsonObject, type JsonValue } from '../../lib/json-value';
import { objectsOf } from './json-access';

const INPUT_KEYS = ['inputs', 'importedInputs'] as const;
const OUTPUT_KEYS = ['outputs', 'stake', 'exportedOutputs'] as const;

interface Moved {
  assetID: string;
  amount: bigint;
}

/** The amount of a TransferableInput or TransferableOutput, unwrapping a stake-locked one. */
function moved(item: JsonObject, key: 'input' | 'output'): Moved | undefined {
  const outer: JsonValue | undefined = item[key];
  if (!isRecord(outer)) return undefined;
  const inner = isRecord(outer[key]) ? outer[key] : outer;
  const amount = bigintOf(inner.amount);
  return typeof item.assetID === 'string' && amount !== undefined ? { assetID: item.assetID, amount } : undefined;
}

/** Amounts a tx moves into an L1 validator's fee balance rather than into an output. */
function l1Balances(unsignedTx: JsonObject): bigint {
  const own = bigintOf(unsignedTx.balance) ?? 0n;
  return objectsOf(unsignedTx.validators).reduce((sum, validator) => sum + (bigintOf(validator.balance) ?? 0n), own);
}

/**
 * The fee a tx burned: what its inputs consumed minus what its outputs, stake, exports and L1
 * validator balances received. Undefined when the tx spends nothing (rewards) or moves more than
 * one asset, where a single fee figure would mislead.
 */
export function burnedFee(unsignedTx: JsonObject): bigint | undefined {
  const inputs = INPUT_KEYS.flatMap((key) => objectsOf(unsignedTx[key]).map((item) => moved(item, 'input')));
  const outputs = OUTPUT_KEYS.flatMap((key) => objectsOf(unsignedTx[key]).map((item) => moved(item, 'output')));
  if (inputs.length === 0 || [...inputs, ...outputs].some((item) => item === undefined)) return undefined;
  const all = [...inputs, ...outputs] as Moved[];
  if (new Set(all.map((item) => item.assetID)).size !== 1) return undefined;
  const consumed = (inputs as Moved[]).reduce((sum, item) => sum + item.amount, 0n);
  const produced = (outputs as Moved[]).reduce((sum, item) => sum + item.amount, 0n) + l1Balances(unsignedTx);
  return consumed >= produced ? consumed - produced : undefined;
}
