import type { AlertCondition } from '../../lib/alert-rules';
import { paths, type Net } from '../../lib/paths';
import type { WatchItem } from '../../lib/watchlist';

/** The page of a watched entity. */
export function watchItemPath(net: Net, item: Pick<WatchItem, 'kind' | 'id' | 'parent'>): string {
  switch (item.kind) {
    case 'validator':
      return paths.validator(net, item.id);
    case 'delegation':
      return paths.tx(net, item.id);
    case 'l1Validator':
      return paths.l1Validator(net, item.id);
    case 'subnet':
      return paths.subnet(net, item.id);
    case 'address':
      return paths.address(net, item.id);
    case 'evmAddress':
      return paths.evmAddress(net, item.parent ?? 'C', item.id);
  }
}

/** The page that explains an alert: the item's, or the fees page for the network's gas price. */
export function alertPath(net: Net, condition: AlertCondition): string {
  if (!condition.item) return paths.fees(net);
  if (condition.item.kind === 'delegation' && condition.item.parent) return paths.validator(net, condition.item.parent);
  return watchItemPath(net, condition.item);
}
