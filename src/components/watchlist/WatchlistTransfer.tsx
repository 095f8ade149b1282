import { useState, type ChangeEvent } from 'react';
import { useNetwork } from '../../network/network-context';
import { useWatchlist, type ImportReport } from '../../stores/watchlist-store';
import { Button } from '../ui/Button';
import { WATCHLIST_TEXT as T } from './watchlist-text';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Saves the watchlist as JSON, and merges one back in with a report of what was refused. */
export function WatchlistTransfer() {
  const { preset, settings } = useNetwork();
  const { store } = useWatchlist();
  const [report, setReport] = useState<ImportReport | null>(null);
  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setReport(await store.importJson(await file.text(), settings.hrp));
  };
  return (
    <div className="space-y-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() => download(`watchlist-${preset.id}.json`, store.exportJson(preset.id))}
          variant="secondary"
          size="sm"
        >
          {T.exportButton}
        </Button>
        <label className="inline-flex items-center gap-2">
          {T.importLabel}
          <input type="file" accept="application/json,.json" onChange={(event) => void importFile(event)} className="text-xs" />
        </label>
      </div>
      <p className="text-xs text-muted">{T.importHint}</p>
      {report && (
        <div role="status">
          <p>{T.importReport(report.added, report.updated)}</p>
          {report.refused.length > 0 && (
            <>
              <p>{T.importRefused(report.refused.length)}</p>
              <ul className="list-disc pl-5">
                {report.refused.map((entry) => (
                  <li key={`${entry.index}-${entry.reason}`}>{T.refusedEntry(entry.index, entry.reason)}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </div>
  );
}
