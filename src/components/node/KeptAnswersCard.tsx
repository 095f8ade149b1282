import { formatByteSize } from '../../lib/byte-size';
import { useKeptAnswers } from '../../queries/kept-answers';
import { DEFAULT_KEPT_LIMITS } from '../../stores/kept-store';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

const TITLE = 'Kept on this device';

/** The final chain data this browser keeps so that pages seen before ask the node nothing: its size, and a button to delete it and the saved account histories. */
export function KeptAnswersCard() {
  const { summary, clear } = useKeptAnswers();
  return (
    <Card
      title={TITLE}
      actions={
        summary?.available && (
          <Button onClick={() => void clear()} variant="secondary" disabled={summary.entries === 0}>
            Clear
          </Button>
        )
      }
    >
      <p className="text-sm text-muted">
        Accepted blocks, decided transactions and receipts never change, so this browser keeps the node’s answers (at most{' '}
        {formatByteSize(DEFAULT_KEPT_LIMITS.maxBytes)}, the least recently used go first): a block or transaction seen before opens without asking the
        node, in any tab. Heads, balances, validator sets and pending statuses are always asked again. Account history searches are kept too, so that a
        revisit asks only about newer blocks; Clear deletes them with the answers.
      </p>
      <p className="mt-2 text-sm" aria-live="polite">
        {summary === undefined
          ? 'Counting…'
          : summary.available
            ? `${summary.entries} ${summary.entries === 1 ? 'answer' : 'answers'}, ${formatByteSize(summary.bytes)}`
            : 'This browser keeps nothing here (private mode, or site storage blocked): every page asks the node.'}
      </p>
    </Card>
  );
}
