import { formatInteger } from '../../lib/amount';
import { useLocale } from '../ui/use-locale';
import { plural, t } from '@lingui/core/macro';
import { useCallback, useMemo, useState } from 'react';
import type { AbiContext } from '../../lib/abi/decode';
import { flattenTrace, initiallyCollapsed, visibleRows, type TraceFrame } from '../../lib/evm-trace';
import { Button } from '../ui/Button';
import { CallTreeRow } from './CallTreeRow';

/** A tree of more calls than this opens with the subtrees below the first level folded. */
const LARGE_TREE = 50;
const FOLD_DEPTH = 1;
/** Rows drawn at first and added by each "show more": a 500-call transaction draws fast. */
export const CALL_PAGE = 100;

/** The transaction's calls, nested by depth; large subtrees start folded and long lists come a page at a time. */
export function CallTree({ chain, root, abiFor }: { chain: string; root: TraceFrame; abiFor: (address: string | undefined) => AbiContext }) {
  const locale = useLocale();
  const rows = useMemo(() => flattenTrace(root), [root]);
  const [folded, setFolded] = useState(() => initiallyCollapsed(rows, { depth: FOLD_DEPTH, largeTree: LARGE_TREE }));
  const [limit, setLimit] = useState(CALL_PAGE);
  const shown = useMemo(() => visibleRows(rows, folded), [rows, folded]);
  // Stable, so the memoised rows already drawn are not drawn again when a page is added or a subtree folds.
  const toggle = useCallback(
    (id: string) =>
      setFolded((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const rest = shown.length - limit;
  const inner = formatInteger(rows.length - 1, locale);
  const more = formatInteger(Math.min(rest, CALL_PAGE), locale);
  const notShown = formatInteger(rest, locale);
  return (
    <div className="space-y-2">
      <p className="text-muted text-sm">
        {plural(rows.length, { one: 'One call, no calls inside it.', other: `# calls, ${inner} of them inside the transaction’s own call.` })}
      </p>
      <ol aria-label={t`Call tree`} className="overflow-x-auto">
        {shown.slice(0, limit).map((row) => (
          <CallTreeRow key={row.id} chain={chain} row={row} folded={folded.has(row.id)} onToggle={toggle} abiFor={abiFor} />
        ))}
      </ol>
      {rest > 0 && (
        <Button variant="secondary" size="sm" onClick={() => setLimit(limit + CALL_PAGE)}>
          {t`Show ${more} more calls (${notShown} not shown)`}
        </Button>
      )}
    </div>
  );
}
