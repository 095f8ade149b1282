import { useId, useState, type FormEvent } from 'react';
import { UPTIME_OBSERVERS_TEXT as TEXT } from '../../lib/uptime-observers-text';
import { observerName } from '../../stores/observer-store';
import type { ObserverColumn, useObserverList } from '../../queries/observers';
import { Button } from '../ui/Button';
import { RefusedEndpointError } from '../../rpc/endpoint-refusal';
import { endpointRefusalText } from '../status/endpoint-refusal-text';
import { errorText } from '../status/error-text';

const INPUT = 'rounded border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900';

export interface ObserverManagerProps {
  list: ReturnType<typeof useObserverList>;
  columns: readonly ObserverColumn[];
}

/** The observing nodes, each with its own state, and the form that adds one after checking its network. */
export function ObserverManager({ list, columns }: ObserverManagerProps) {
  const [url, setUrl] = useState('');
  const [label, setLabel] = useState('');
  const urlId = useId();
  const labelId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.add.mutate(
      { url, label },
      {
        onSuccess: () => {
          setUrl('');
          setLabel('');
        },
      },
    );
  };
  return (
    <div className="space-y-3">
      <ul className="space-y-1 text-sm" aria-label={TEXT.observersCard}>
        {columns.map((column) => (
          <li key={column.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{column.name}</span>
            <ObserverState column={column} />
            {column.url !== undefined && (
              <Button variant="secondary" onClick={() => column.url !== undefined && list.remove(column.url)} aria-label={TEXT.remove(column.name)}>
                ×
              </Button>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <label htmlFor={urlId} className="flex flex-col text-xs">
          {TEXT.urlLabel}
          <input id={urlId} type="url" required value={url} onChange={(event) => setUrl(event.target.value)} placeholder={TEXT.urlPlaceholder} className={`${INPUT} w-72`} />
        </label>
        <label htmlFor={labelId} className="flex flex-col text-xs">
          {TEXT.labelLabel}
          <input id={labelId} type="text" value={label} onChange={(event) => setLabel(event.target.value)} className={`${INPUT} w-40`} />
        </label>
        <Button type="submit" disabled={list.add.isPending} variant="primary" size="lg">
          {TEXT.add}
        </Button>
      </form>
      <div aria-live="polite" className="text-sm">
        {list.add.isPending && <p>{TEXT.checking}</p>}
        {list.add.isSuccess && <p>{TEXT.added(observerName(list.add.data))}</p>}
      </div>
      {list.add.isError && (
        <div role="alert" className="rounded border border-red-300 bg-red-50 p-2 text-sm dark:border-red-900 dark:bg-red-950/40">
          <p className="font-semibold">{TEXT.refusedTitle}</p>
          <p>{list.add.error instanceof RefusedEndpointError ? endpointRefusalText(list.add.error.refusal) : errorText(list.add.error)}</p>
        </div>
      )}
    </div>
  );
}

function ObserverState({ column }: { column: ObserverColumn }) {
  const { query } = column;
  if (query.isPending) return <span className="text-muted">{TEXT.loadingObserver}</span>;
  if (query.isError && query.data === undefined) {
    return (
      <span className="flex items-center gap-2 text-red-700 dark:text-red-300">
        <span>
          {TEXT.observerFailed}: {errorText(query.error)}
        </span>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {TEXT.retry}
        </Button>
      </span>
    );
  }
  return <span className="text-muted">{TEXT.observerCount(query.data?.size ?? 0)}</span>;
}
