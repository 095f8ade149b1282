import { plural } from '@lingui/core/macro';
import { PRIMARY_NETWORK_ID } from './id-constants';

/** Subnets other than the Primary Network (`getSubnets` lists it too, last): the one count every page shows. */
export function countSubnets(subnets: readonly { id: string }[]): number {
  return subnets.filter((subnet) => subnet.id !== PRIMARY_NETWORK_ID).length;
}

/** "16 subnets (+ Primary Network)": the count never includes the Primary Network, and says so. */
export function subnetCountText(count: number): string {
  return plural(count, { one: '# subnet (+ Primary Network)', other: '# subnets (+ Primary Network)' });
}
