import { isAddress } from '../../lib/address';
import type { OutputOwners } from '../../rpc/methods/shared';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';

/** Who controls a reward or a balance: the addresses, how many must sign, and any lock. */
export function OwnerList({ owners }: { owners: OutputOwners }) {
  const count = owners.addresses.length;
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {owners.threshold.toString()} of {count} {count === 1 ? 'address' : 'addresses'} must sign
        {owners.locktime > 0n && (
          <>
            ; locked until <Time value={owners.locktime} mode="absolute" />
          </>
        )}
      </p>
      <ul className="space-y-0.5">
        {owners.addresses.map((address) => (
          <li key={address}>
            <Id value={address} kind={isAddress(address) ? 'address' : undefined} full />
          </li>
        ))}
      </ul>
    </div>
  );
}
