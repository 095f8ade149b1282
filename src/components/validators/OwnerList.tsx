import { isAddress } from '../../lib/address';
import type { OutputOwners } from '../../rpc/methods/shared';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';

export interface OwnerListProps {
  owners: OutputOwners;
  /** Shorten the addresses (dense tables); the full value stays on hover and in the copy button. */
  short?: boolean;
}

// Only P-Chain addresses have a page here; X-Chain owners of an atomic export stay plain.
const hasPage = (address: string): boolean => address.startsWith('P-') && isAddress(address);

/** Who controls an output, a reward or a balance: the addresses, how many must sign, and any lock. */
export function OwnerList({ owners, short = false }: OwnerListProps) {
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
            <Id value={address} kind={hasPage(address) ? 'address' : undefined} full={!short} />
          </li>
        ))}
      </ul>
    </div>
  );
}
