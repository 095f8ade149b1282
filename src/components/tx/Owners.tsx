import { formatAddress, isAddress } from '../../lib/address';
import { parseShortId } from '../../lib/ids';
import { bigintOf, type JsonObject } from '../../lib/json-value';
import { useOptionalNetwork } from '../../network/network-context';
import type { OutputOwners } from '../../rpc/methods/shared';
import { OwnerList } from '../validators/OwnerList';
import { stringsOf } from './json-access';

export interface OwnersProps {
  /** OutputOwners `{addresses, locktime, threshold}` or PChainOwner `{threshold, addresses}` JSON. */
  owners: JsonObject;
  /** Shorten the addresses (dense tables); the full value stays on hover and in the copy button. */
  short?: boolean;
}

/** A P-Chain address as the node prints it, or as `P-…` when the JSON gives a raw short ID (L1 owners). */
function ownerAddress(text: string, hrp: string | undefined): string | undefined {
  if (isAddress(text)) return text;
  if (!hrp) return undefined;
  try {
    return formatAddress('P', hrp, parseShortId(text));
  } catch {
    return undefined;
  }
}

/** Owners as they stand in tx JSON: the addresses, how many must sign, and until when it is locked. */
export function Owners({ owners, short = false }: OwnersProps) {
  const hrp = useOptionalNetwork()?.settings.hrp;
  const typed: OutputOwners = {
    threshold: bigintOf(owners.threshold) ?? 0n,
    locktime: bigintOf(owners.locktime) ?? 0n,
    addresses: stringsOf(owners.addresses).map((address) => ownerAddress(address, hrp) ?? address),
  };
  return <OwnerList owners={typed} short={short} />;
}
