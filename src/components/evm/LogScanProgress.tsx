import { groupDigits } from '../../lib/amount';
import type { LogScan } from '../../queries/evm-log-scan';
import { ErrorPanel } from '../status/ErrorPanel';
import { Button } from '../ui/Button';
import { formatRatioPercent } from '../../lib/percent';

const PERMILLE = 1000n;

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
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <p role="status" aria-label={`${what} scan`}>
          {head === undefined || reached === undefined
            ? `Scanning ${what} back from the head…`
            : scan.complete
              ? `Scanned every block, ${head} back to the genesis block 0: this is the whole history.`
              : `Scanned blocks ${reached} to ${head} (${groupDigits(scanned)} of ${groupDigits(total)} blocks, ${formatRatioPercent(scanned, total, { digits: 1 })}): ${what} before block ${reached} are not shown${state === 'scanning' ? ', scanning on…' : '.'}`}
        </p>
        {state === 'scanning' && (
          <Button variant="secondary" size="sm" onClick={scan.pause}>
            Cancel
          </Button>
        )}
        {newer?.head !== undefined && (
          <Button variant="secondary" size="sm" onClick={newer.moveToHead}>
            Scan again from block {newer.head.toString()}
          </Button>
        )}
        {state === 'paused' && !scan.error && head !== undefined && (
          <Button variant="secondary" size="sm" onClick={scan.resume}>
            {reached === undefined ? 'Start scan' : `Scan further back from block ${reached - 1n}`}
          </Button>
        )}
      </div>
      {head !== undefined && reached !== undefined && !scan.complete && (
        <progress className="h-1 w-full" max={Number(PERMILLE)} value={permille} aria-label={`${what} scan progress`} />
      )}
      {scan.error && <ErrorPanel what={`The scan below block ${reached ?? head ?? 0n}`} error={scan.error} onRetry={scan.resume} />}
    </div>
  );
}
