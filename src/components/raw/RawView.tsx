import { useState, useSyncExternalStore } from 'react';
import type { CallMatcher } from '../../queries/exchange-log';
import { useNetwork } from '../../queries/network-context';
import { CopyButton } from '../ui/CopyButton';
import { LongText, MAX_BLOCK_CHARS } from '../ui/LongText';
import { toCurl } from './curl';

export interface RawViewProps {
  /** The calls this page makes (method + the params that identify them). */
  calls: readonly CallMatcher[];
}

function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** The exact JSON-RPC requests a page made and the node's responses, copyable as JSON or curl. */
export function RawView({ calls }: RawViewProps) {
  const { exchanges } = useNetwork();
  useSyncExternalStore(exchanges.subscribe, exchanges.getVersion, exchanges.getVersion);
  const logged = exchanges.find(calls);
  // Answers can be megabytes: their text is rendered only once the view is opened.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">Raw RPC ({logged.length} {logged.length === 1 ? 'call' : 'calls'})</summary>
      {logged.length === 0 && <p className="mt-2 text-sm text-muted">No call has been answered yet.</p>}
      <ol className="mt-3 space-y-4">
        {open && logged.map((call) => {
          const url = absoluteUrl(call.url);
          const pair = `{"request":${call.requestText},"response":${call.responseText.startsWith('(') ? JSON.stringify(call.responseText) : call.responseText}}`;
          return (
            <li key={`${call.url} ${call.requestText}`} aria-label={`${call.method} call`}>
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <code className="font-semibold">{call.method}</code>
                <span className="text-muted break-all">POST {url}</span>
                <span className="text-muted">
                  {call.status ?? 'no response'} · {Math.round(call.ms)} ms
                </span>
                <CopyButton text={pair} label="Copy as JSON" showLabel />
                <CopyButton text={toCurl(url, call.requestText)} label="Copy as curl" showLabel />
              </div>
              <div className="mt-2 grid gap-2 lg:grid-cols-2">
                <pre aria-label="Request" tabIndex={0} className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-950">
                  <LongText text={call.requestText} max={MAX_BLOCK_CHARS} />
                </pre>
                <pre aria-label="Response" tabIndex={0} className="max-h-80 overflow-auto rounded bg-slate-100 p-2 text-xs dark:bg-slate-950">
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
