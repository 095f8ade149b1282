import { plural, t } from '@lingui/core/macro';
import { formatByteSize } from '../../lib/byte-size';
import { useKeptAnswers } from '../../queries/kept-answers';
import { DEFAULT_KEPT_LIMITS } from '../../stores/kept-store';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

/** The final chain data this browser keeps so that pages seen before ask the node nothing: its size, and a button to delete it and the saved account histories. */
export function KeptAnswersCard() {
  const { summary, clear } = useKeptAnswers();
  const limit = formatByteSize(DEFAULT_KEPT_LIMITS.maxBytes);
  const size = summary ? formatByteSize(summary.bytes) : '';
  return (
    <Card
      title={t`Kept on this device`}
      actions={
        summary?.available && (
          <Button onClick={() => void clear()} variant="secondary" disabled={summary.entries === 0}>
            {t`Clear`}
          </Button>
        )
      }
    >
      <p className="text-sm text-muted">
        {t`Accepted blocks, decided transactions and receipts never change, so this browser keeps the node’s answers (at most ${limit}, the least recently used go first): a block or transaction seen before opens without asking the node, in any tab. Heads, balances, validator sets and pending statuses are always asked again. Account history searches are kept too, so that a revisit asks only about newer blocks; Clear deletes them with the answers.`}
      </p>
      <p className="mt-2 text-sm" aria-live="polite">
        {summary === undefined
          ? t`Counting…`
          : summary.available
            ? plural(summary.entries, { one: `# answer, ${size}`, other: `# answers, ${size}` })
            : t`This browser keeps nothing here (private mode, or site storage blocked): every page asks the node.`}
      </p>
    </Card>
  );
}
