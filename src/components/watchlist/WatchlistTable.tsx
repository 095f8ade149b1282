import { shorten } from '../../lib/shorten';
import { watchKey, type WatchItem } from '../../lib/watchlist';
import { useNetwork } from '../../network/network-context';
import { useWatchlist } from '../../stores/watchlist-store';
import { Button } from '../ui/Button';
import { TextLink } from '../ui/TextLink';
import { watchItemPath } from './item-path';
import { RuleEditor } from './RuleEditor';
import { WatchItemState } from './WatchItemState';
import { KIND_LABEL, WATCHLIST_TEXT as T } from './watchlist-text';
import { ScrollX } from '../ui/ScrollX';

function WatchRow({ item }: { item: WatchItem }) {
  const { ref } = useNetwork();
  const { store } = useWatchlist();
  const key = watchKey(item);
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-800">
      <td className="py-2 pr-4">
        <div className="text-xs text-muted">{KIND_LABEL[item.kind]}</div>
        <TextLink to={watchItemPath(ref, item)} title={item.id} className="font-mono">
          {shorten(item.id)}
        </TextLink>
      </td>
      <td className="py-2 pr-4">
        <WatchItemState item={item} />
      </td>
      <td className="py-2 pr-4">
        <RuleEditor kind={item.kind} rules={item.rules} label={item.id} onSave={(rules) => void store.setRules(key, rules)} />
      </td>
      <td className="py-2">
        <Button
          aria-label={T.removeLabel(item.id)}
          onClick={() => void store.toggle(item.kind, item.id, item.parent)}
          variant="secondary"
          size="sm"
        >
          {T.remove}
        </Button>
      </td>
    </tr>
  );
}

/** Every watched item of the network with its live state, rules and a remove button. */
export function WatchlistTable({ items }: { items: readonly WatchItem[] }) {
  return (
    <ScrollX label={T.itemsCaption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{T.itemsCaption}</caption>
        <thead>
          <tr className="text-xs text-muted">
            <th scope="col" className="pr-4 font-medium">
              {T.itemColumn}
            </th>
            <th scope="col" className="pr-4 font-medium">
              {T.stateColumn}
            </th>
            <th scope="col" className="pr-4 font-medium">
              {T.rulesColumn}
            </th>
            <th scope="col" className="font-medium">
              <span className="sr-only">{T.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <WatchRow key={watchKey(item)} item={item} />
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
