import { blockId, decodeBlock } from '../codec/block';
import { blockToJson } from '../codec/json';
import { fromHexWithChecksum } from '../hex';
import type { JsonObject } from '../json-value';
import { compare, guarded, type Check } from './check';
import type { PreviousIdRead } from './check-reason';
import { hrpInJson } from './hrp';
import { contentCheck } from './content-check';

/**
 * A P-Chain block shown from its JSON against the same block's bytes: the bytes hash to the ID
 * shown, and decode to the JSON shown. `hex` is the node's `encoding: "hex"` answer.
 */
export function verifyPChainBlock(shown: JsonObject, hex: string, networkHrp: string): Check[] {
  const hrp = hrpInJson(shown) ?? networkHrp;
  return [
    guarded('blockId', () => compare('blockId', { kind: 'sha256-of-bytes', of: 'block' }, { label: 'idShown', value: String(shown.id) }, { label: 'sha256OfBytes', value: blockId(fromHexWithChecksum(hex)) })),
    guarded('blockContent', () => {
      const bytes = fromHexWithChecksum(hex);
      return contentCheck('blockContent', 'block', shown, blockToJson(decodeBlock(bytes), { hrp, blockId: blockId(bytes) }));
    }),
  ];
}

/** The block's parent ID against the ID of the block below it, as read (`how` says from what). */
export function verifyParentLink(parentId: string, previous: { height: bigint; id: string; how: PreviousIdRead }): Check {
  const { height, how } = previous;
  return compare('parentLink', { kind: 'parent-id', height, how }, { label: 'parentIdShown', value: parentId }, { label: { code: 'idOfBlock', height }, value: previous.id });
}
