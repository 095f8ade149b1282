import { plural, t } from '@lingui/core/macro';
import { isAddress } from '../../lib/address';
import type { OutputOwners } from '../../rpc/methods/shared';
import { Id } from '../ui/Id';
import { Time } from '../ui/Time';
import { useLocale } from '../ui/use-locale';
import { formatInteger } from '../../lib/amount';

export interface OwnerListProps {
  owners: OutputOwners;
  /** Shorten the addresses (dense tables); the full value stays on hover and in the copy button. */
  short?: boolean;
}

// Only P-Chain addresses have a page here; X-Chain owners of an atomic export stay plain.
const hasPage = (address: string): boolean => address.startsWith('P-') && isAddress(address);

/** Who controls an output, a reward or a balance: the addresses, how many must sign, and any lock. */
export function OwnerList({ owners, short = false }: OwnerListProps) {
  const locale = useLocale();
  const count = owners.addresses.length;
  const threshold = formatInteger(owners.threshold, locale);
  return (
    <div className="space-y-1">
      <p className="text-sm">
        {plural(count, { one: `${threshold} of # address must sign`, other: `${threshold} of # addresses must sign` })}
        {owners.locktime > 0n && (
          <>
            {t`; locked until`} <Time value={owners.locktime} mode="absolute" />
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
