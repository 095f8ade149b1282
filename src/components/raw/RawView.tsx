import { plural, t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import { useContext, useState, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient, type QueryCache } from '@tanstack/react-query';
import { sentCallKey } from '../../rpc/client';
import type { ExchangeLog, LoggedCall } from '../../network/exchange-log';
import { useNetwork } from '../../network/network-context';
import { PageQueriesContext, type PageQueries } from '../../queries/page-queries';
import { sentCallsOf } from '../../queries/rpc-query';
import { CopyButton } from '../ui/CopyButton';
import { LongText, MAX_BLOCK_CHARS } from '../ui/LongText';
import { toCurl } from './curl';

/** The HTTP method every JSON-RPC call is sent with. */
const POST = 'POST';

const NO_PAGE = { subscribe: () => () => {}, getVersion: () => 0 };

/** The logged exchanges of the calls the page's queries sent, each call once, in the page's order. */
function pageExchanges(page: PageQueries | null, cache: QueryCache, exchanges: ExchangeLog): LoggedCall[] {
  const seen = new Set<string>();
  const logged: LoggedCall[] = [];
  for (const key of page?.keys() ?? []) {
    const query = cache.get(hashKey(key));
    for (const sent of query ? sentCallsOf(query) : []) {
      const callKey = sentCallKey(sent);
      if (seen.has(callKey)) continue;
      seen.add(callKey);
      const exchange = exchanges.get(callKey);
      if (exchange) logged.push(exchange);
    }
  }
  return logged;
}

function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The exact JSON-RPC requests the page's queries made and the node's responses, copyable as JSON or curl. */
export function RawView() {
  const { exchanges } = useNetwork();
  const page = useContext(PageQueriesContext);
  const cache = useQueryClient().getQueryCache();
  useSyncExternalStore(exchanges.subscribe, exchanges.getVersion, exchanges.getVersion);
  const pageStore = page ?? NO_PAGE;
  useSyncExternalStore(pageStore.subscribe, pageStore.getVersion, pageStore.getVersion);
  const logged = pageExchanges(page, cache, exchanges);
  const kept = logged.filter((call) => call.kept).length;
  const locale = useLocale();
  const keptCount = formatInteger(kept, locale);
  // Answers can be megabytes: their text is rendered only once the view is opened.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">
        {kept > 0
          ? plural(logged.length, { one: `Raw RPC (# call, ${keptCount} from the local cache)`, other: `Raw RPC (# calls, ${keptCount} from the local cache)` })
          : plural(logged.length, { one: 'Raw RPC (# call)', other: 'Raw RPC (# calls)' })}
      </summary>
      {logged.length === 0 && <p className="mt-2 text-sm text-muted">{t`No call has been answered yet.`}</p>}
      <ol className="mt-3 space-y-4">
        {open && logged.map((call) => {
          const url = absoluteUrl(call.url);
          const pair = `{"request":${call.requestText},"response":${call.responseText.startsWith('(') ? JSON.stringify(call.responseText) : call.responseText}}`;
          return (
            <li key={`${call.url} ${call.requestText}`} aria-label={t`${call.method} call`}>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <code className="font-semibold">{call.method}</code>
                <span className="text-muted break-all">
                  {POST} {url}
                </span>
                <span className="text-muted">
                  {call.kept ? t`from the local cache: answered on an earlier visit, not asked again` : `${call.status ?? t`no response`} · ${formatInteger(Math.round(call.ms), locale)} ms`}
                </span>
                <CopyButton text={pair} label={t`Copy as JSON`} showLabel />
                <CopyButton text={toCurl(url, call.requestText)} label={t`Copy as curl`} showLabel />
              </div>
              <div className="mt-2 grid gap-2 lg:grid-cols-2">
                <pre aria-label={t`Request`} tabIndex={0} className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-950">
                  <LongText text={call.requestText} max={MAX_BLOCK_CHARS} />
                </pre>
                <pre aria-label={t`Response`} tabIndex={0} className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-950">
                  <LongText text={call.responseText} max={MAX_BLOCK_CHARS} />
                </pre>
              </div>
            </li>
          );
        })}
      </ol>
    </details>
  );
}
