import { txToJson } from '../codec/json';
import { decodeSignedTx, txId } from '../codec/tx';
import { fromHexWithChecksum } from '../hex';
import type { JsonObject } from '../json-value';
import { compare, guarded, type Check } from './check';
import { contentCheck } from './content-check';
import { hrpInJson } from './hrp';
import { VERIFY_TEXT } from './verify-text';

/**
 * A P-Chain tx shown from its JSON against the same tx's signed bytes (`encoding: "hex"`): the
 * bytes hash to the ID shown and decode to the JSON shown.
 */
export function verifyPChainTx(shown: JsonObject, hex: string, networkHrp: string): Check[] {
  const hrp = hrpInJson(shown) ?? networkHrp;
  return [
    guarded(VERIFY_TEXT.txId, () =>
      compare(VERIFY_TEXT.txId, VERIFY_TEXT.txIdReason, { label: 'ID shown', value: String(shown.id) }, { label: 'sha256 of the bytes', value: txId(fromHexWithChecksum(hex)) }),
    ),
    guarded(VERIFY_TEXT.txContent, () => {
      const bytes = fromHexWithChecksum(hex);
      return contentCheck(VERIFY_TEXT.txContent, VERIFY_TEXT.txContentReason, shown, txToJson(decodeSignedTx(bytes), { hrp, txId: txId(bytes) }));
    }),
  ];
}
