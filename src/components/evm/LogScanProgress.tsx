import { t } from '@lingui/core/macro';
import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import type { LogScan } from '../../queries/evm-log-scan';
import { ErrorPanel } from '../status/ErrorPanel';
import { Button } from '../ui/Button';
import { formatRatioPercent } from '../../lib/percent';

const PERMILLE = 1000n;

interface ProgressParts {
  what: string;
  head: bigint;
  reached: bigint;
  scanned: bigint;
  total: bigint;
  complete: boolean;
  scanning: boolean;
  locale: string;
}

/** The blocks read so far, and whether the scan reached the genesis block. */
function progressText({ what, head, reached, scanned, total, complete, scanning, locale }: ProgressParts): string {
  const [from, to] = [reached.toString(), head.toString()];
  if (complete) return t`Scanned every block, ${to} back to the genesis block 0: this is the whole history.`;
  const [count, all] = [formatInteger(scanned, locale), formatInteger(total, locale)];
  const percent = formatRatioPercent(scanned, total, { digits: 1, locale });
  return scanning
    ? t`Scanned blocks ${from} to ${to} (${count} of ${all} blocks, ${percent}): ${what} before block ${from} are not shown, scanning on…`
    : t`Scanned blocks ${from} to ${to} (${count} of ${all} blocks, ${percent}): ${what} before block ${from} are not shown.`;
}

/**
 * How far back a log scan has read, said plainly: the blocks scanned, whether it is running,
 * paused or complete back to the genesis block, with cancel and resume. Never calls a partial
 * scan the whole history.
 */
export function LogScanProgress({ scan, what, newer }: { scan: LogScan<unknown>; what: string; newer?: { head: bigint | undefined; moveToHead: () => void } }) {
  const { head, reached } = scan;
  const scanned = head !== undefined && reached !== undefined ? head - reached + 1n : 0n;
  const total = head !== undefined ? head + 1n : 0n;
  const permille = total > 0n ? Number((scanned * PERMILLE) / total) : 0;
  const state = scan.complete ? 'complete' : scan.running ? 'scanning' : 'paused';
  const locale = useLocale();
  const newerHead = newer?.head?.toString() ?? '';
  const before = reached === undefined ? '' : (reached - 1n).toString();
  const below = (reached ?? head ?? 0n).toString();
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <p role="status" aria-label={t`${what} scan`}>
          {head === undefined || reached === undefined ? t`Scanning ${what} back from the head…` : progressText({ what, head, reached, scanned, total, complete: scan.complete, scanning: state === 'scanning', locale })}
        </p>
        {state === 'scanning' && (
          <Button variant="secondary" size="sm" onClick={scan.pause}>
            {t`Cancel`}
          </Button>
        )}
        {newer?.head !== undefined && (
          <Button variant="secondary" size="sm" onClick={newer.moveToHead}>
            {t`Scan again from block ${newerHead}`}
          </Button>
        )}
        {state === 'paused' && !scan.error && head !== undefined && (
          <Button variant="secondary" size="sm" onClick={scan.resume}>
            {reached === undefined ? t`Start scan` : t`Scan further back from block ${before}`}
          </Button>
        )}
      </div>
      {head !== undefined && reached !== undefined && !scan.complete && (
        <progress className="h-1 w-full" max={Number(PERMILLE)} value={permille} aria-label={t`${what} scan progress`} />
      )}
      {scan.error && <ErrorPanel what={t`The scan below block ${below}`} error={scan.error} onRetry={scan.resume} />}
    </div>
  );
}
