import { plural, t } from '@lingui/core/macro';
import { FEE_RANGE_LABELS, FEE_RANGES, sampleSpan, samplesToCsv, type FeeRange } from '../../lib/fee-history';
import type { FeeHistorySnapshot, FeeHistoryStorage } from '../../queries/fee-history';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';
import { ChoiceSelect } from '../ui/ChoiceSelect';
import { Time } from '../ui/Time';
import { downloadText } from '../ui/table-export';
import { SLOT } from '../../lib/message-slot';
import { Slotted } from '../ui/Slotted';

export interface FeeHistoryControlsProps {
  history: FeeHistorySnapshot;
  range: FeeRange;
  onRangeChange: (range: FeeRange) => void;
  onClear: () => void;
  /** Network id, for file names. */
  network: string;
}

const STORAGE_TEXT: Record<FeeHistoryStorage, string> = {
  get indexeddb() { return t`Samples are taken while a tab of this app is open and visible, and kept in this browser for 7 days.`; },
  get memory() { return t`This browser does not allow storage here, so samples last only while the page is open.`; },
  get full() { return t`This browser’s storage is full, so new samples last only while the page is open; the stored ones are kept.`; },
};

/** How far back the stored samples go, the range shown, CSV export and clearing. */
export function FeeHistoryControls({ history, range, onRangeChange, onClear, network }: FeeHistoryControlsProps) {
  const spans = [sampleSpan(history.gas), sampleSpan(history.validator)].filter((span) => span !== null);
  const from = spans.length ? Math.min(...spans.map((span) => span.from)) : undefined;
  const count = history.gas.length + history.validator.length;
  return (
    <Card title={t`Fee history`}>
      <div className="flex flex-wrap items-end gap-4 text-sm">
        <ChoiceSelect label={t`Time range`} value={range} choices={FEE_RANGES} labelOf={(option) => FEE_RANGE_LABELS[option]} onChange={onRangeChange} layout="stacked" />
        <p role="status" className="min-w-60 flex-1 text-slate-600 dark:text-slate-300">
          {!history.loaded
            ? t`Reading stored samples…`
            : from === undefined
              ? t`No samples stored yet.`
              : (
                  <>
                    <Slotted text={plural(count, { one: `# samples stored, going back to ${SLOT}.`, other: `# samples stored, going back to ${SLOT}.` })}>
                      <Time value={new Date(from)} />
                    </Slotted>
                  </>
                )}{' '}
          {STORAGE_TEXT[history.storage]}
          {history.skipped > 0 && ` ${plural(history.skipped, { one: '# unreadable stored samples were skipped.', other: '# unreadable stored samples were skipped.' })}`}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="xs" disabled={history.gas.length === 0} onClick={() => downloadText(`${network}-p-chain-fee.csv`, 'text/csv', samplesToCsv('gas', history.gas))}>
            {t`Export P-Chain fee CSV`}
          </Button>
          <Button
            variant="secondary"
            size="xs"
            disabled={history.validator.length === 0}
            onClick={() => downloadText(`${network}-l1-validator-fee.csv`, 'text/csv', samplesToCsv('validator', history.validator))}
          >
            {t`Export L1 validator fee CSV`}
          </Button>
          <Button variant="secondary" size="xs" disabled={count === 0} onClick={onClear}>
            {t`Clear stored history`}
          </Button>
        </div>
      </div>
    </Card>
  );
}
