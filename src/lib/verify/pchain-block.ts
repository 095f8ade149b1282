import { blockId, decodeBlock } from '../codec/block';
import { blockToJson } from '../codec/json';
import { fromHexWithChecksum } from '../hex';
import type { JsonObject } from '../json-value';
import { compare, guarded, type Check } from './check';
import { hrpInJson } from './hrp';
import { contentCheck } from './content-check';
import { VERIFY_TEXT } from './verify-text';

/**
 * A P-Chain block shown from its JSON against the same block's bytes: the bytes hash to the ID
 * shown, and decode to the JSON shown. `hex` is the node's `encoding: "hex"` answer.
 */
export function verifyPChainBlock(shown: JsonObject, hex: string, networkHrp: string): Check[] {
  const hrp = hrpInJson(shown) ?? networkHrp;
  return [
    guarded(VERIFY_TEXT.blockId, () =>
      compare(VERIFY_TEXT.blockId, VERIFY_TEXT.blockIdReason, { label: 'ID shown', value: String(shown.id) }, { label: 'sha256 of the bytes', value: blockId(fromHexWithChecksum(hex)) }),
    ),
    guarded(VERIFY_TEXT.blockContent, () => {
      const bytes = fromHexWithChecksum(hex);
      return contentCheck(VERIFY_TEXT.blockContent, VERIFY_TEXT.blockContentReason, shown, blockToJson(decodeBlock(bytes), { hrp, blockId: blockId(bytes) }));
    }),
  ];
}

/** The block's parent ID against the ID of the block below it, as read (`how` says from what). */
export function verifyParentLink(parentId: string, previous: { height: bigint; id: string; how: string }): Check {
  return compare(
    VERIFY_TEXT.parentLink,
    `the parent ID in the block against the ID of block ${previous.height}, ${previous.how}`,
    { label: 'parent ID shown', value: parentId },
    { label: `ID of block ${previous.height}`, value: previous.id },
  );
}
