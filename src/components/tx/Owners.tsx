import { isAddress } from '../../lib/address';
import type { JsonObject } from '../../rpc/json';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { bigintOf, stringsOf } from './json-access';

export interface OwnersProps {
  /** OutputOwners `{addresses, locktime, threshold}` or PChainOwner `{threshold, addresses}` JSON. */
  owners: JsonObject;
}

/** Who controls something: the addresses, how many must sign, and until when it is locked. */
export function Owners({ owners }: OwnersProps) {
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
        {addresses.map((address) => (
          <li key={address}>
            {/* Raw short IDs (L1 owners) have no address page. */}
            <Id value={address} kind={isAddress(address) ? 'address' : undefined} full />
          </li>
        ))}
      </ul>
    </div>
  );
}
