import { formatAddress, isAddress } from '../../lib/address';
import { parseShortId } from '../../lib/ids';
import { useOptionalNetwork } from '../../queries/network-context';
import type { JsonObject } from '../../rpc/json';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { bigintOf, stringsOf } from './json-access';

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

/** Who controls something: the addresses, how many must sign, and until when it is locked. */
export function Owners({ owners, short = false }: OwnersProps) {
  const hrp = useOptionalNetwork()?.settings.hrp;
  const addresses = stringsOf(owners.addresses);
  const threshold = bigintOf(owners.threshold) ?? 0n;
  const locktime = bigintOf(owners.locktime);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {threshold.toString()} of {addresses.length} {addresses.length === 1 ? 'address' : 'addresses'} must sign
        {locktime !== undefined && locktime > 0n && (
          <>
            ; locked until <Time value={locktime} mode="absolute" />
          </>
        )}
      </p>
      <ul className="space-y-0.5">
        {addresses.map((address) => {
          const formatted = ownerAddress(address, hrp);
          return <li key={address}>{formatted ? <Id value={formatted} kind="address" full={!short} /> : <Id value={address} full={!short} />}</li>;
        })}
      </ul>
    </div>
  );
}
