import { txToJson } from '../codec/json';
import { decodeSignedTx, txId } from '../codec/tx';
import { fromHexWithChecksum } from '../hex';
import type { JsonObject } from '../json-value';
import { compare, guarded, type Check } from './check';
import { contentCheck } from './content-check';
import { hrpInJson } from './hrp';

/**
 * A P-Chain tx shown from its JSON against the same tx's signed bytes (`encoding: "hex"`): the
 * bytes hash to the ID shown and decode to the JSON shown.
 */
export function verifyPChainTx(shown: JsonObject, hex: string, networkHrp: string): Check[] {
  const hrp = hrpInJson(shown) ?? networkHrp;
  return [
    guarded('txId', () => compare('txId', { kind: 'sha256-of-bytes', of: 'tx' }, { label: 'idShown', value: String(shown.id) }, { label: 'sha256OfBytes', value: txId(fromHexWithChecksum(hex)) })),
    guarded('txContent', () => {
      const bytes = fromHexWithChecksum(hex);
      return contentCheck('txContent', 'tx', shown, txToJson(decodeSignedTx(bytes), { hrp, txId: txId(bytes) }));
    }),
  ];
}
