import { comparePeerViews } from '../../lib/observer-views';
import { paths } from '../../lib/paths';
import { UPTIME_OBSERVERS_TEXT as TEXT } from '../../lib/uptime-observers-text';
import { useNetwork } from '../../network/network-context';
import { useObserverColumns, useObserverList } from '../../queries/observers';
import { Badge } from '../ui/Badge';
import { Card } from '../ui/Card';
import { TextLink } from '../ui/TextLink';
import { useLocale } from '../ui/use-locale';
import { formatUptime, ObservedCell } from './ObserverUptimeTable';

const CELL = 'px-2 py-1';

/** One validator's uptime and connection as each saved observer sees it, with the median. */
export function SeenFromNodes({ nodeID }: { nodeID: string }) {
  const { ref } = useNetwork();
  const locale = useLocale();
  const { observers } = useObserverList();
  const columns = useObserverColumns(observers);
  const views = columns.map((column) => column.query.data?.get(nodeID));
  const agreement = comparePeerViews(views);
  return (
    <Card title={TEXT.seenFrom(columns.length)}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{TEXT.seenFromCaption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className={CELL}>
              {TEXT.observer}
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              {TEXT.uptime}
            </th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column, index) => (
            <tr key={column.id} className="border-b border-slate-100 dark:border-slate-800">
              <th scope="row" className={`${CELL} text-left font-normal`}>
                {column.name}
              </th>
              <td className={`${CELL} text-right`}>
                <ObservedCell view={views[index]} column={column} />
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className={`${CELL} text-left`}>
              {TEXT.median}
            </th>
            <td className={`${CELL} text-right font-medium`}>
              {agreement.medianUptime === undefined ? '—' : formatUptime(agreement.medianUptime, locale)}{' '}
              {agreement.disagrees && (
                <Badge tone="warning" title={TEXT.disagreeWhy(agreement.connectedDiffers, agreement.uptimeSpreads)}>
                  ⚠ {TEXT.disagree}
                </Badge>
              )}
            </td>
          </tr>
        </tbody>
      </table>
      <p className="mt-2 text-sm">
        <TextLink to={paths.validatorUptime(ref)}>
          {columns.length > 1 ? TEXT.linkFromValidators : TEXT.addMore}
        </TextLink>
      </p>
    </Card>
  );
}
