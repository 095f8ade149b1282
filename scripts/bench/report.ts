import { zipSameLength } from '../../src/lib/lists';
import { median, spread } from './stats';

/** Budgets are reported beside the figure, never asserted. */
export type Mark = 'met' | 'MISSED' | 'report only' | 'not run' | 'FAILED';

export interface Budget {
  at: 'most' | 'least' | 'exactly';
  limit: number;
}

export interface Row {
  figure: string;
  value: string;
  /** min–max of the runs, when there was more than one. */
  spread: string;
  budget: string;
  mark: Mark;
  note: string;
}

export interface FigureOptions {
  unit: string;
  digits?: number;
  budget?: Budget;
  note?: string;
}

const BUDGET_SIGN: Record<Budget['at'], string> = { most: '≤', least: '≥', exactly: '=' };

function meets(value: number, budget: Budget): boolean {
  if (budget.at === 'most') return value <= budget.limit;
  if (budget.at === 'least') return value >= budget.limit;
  return value === budget.limit;
}

const withUnit = (value: string, unit: string): string => (unit ? `${value} ${unit}` : value);

/** A figure from one or more runs: the median, the spread of the runs, and the budget's mark. */
export function figure(label: string, samples: readonly number[], options: FigureOptions): Row {
  const digits = options.digits ?? 0;
  const value = median(samples);
  const { min, max } = spread(samples);
  const runs = samples.length > 1 ? `median of ${samples.length} runs` : '';
  return {
    figure: label,
    value: withUnit(value.toFixed(digits), options.unit),
    spread: samples.length > 1 ? withUnit(`${min.toFixed(digits)}–${max.toFixed(digits)}`, options.unit) : '',
    budget: options.budget ? withUnit(`${BUDGET_SIGN[options.budget.at]} ${options.budget.limit}`, options.unit) : '',
    mark: options.budget ? (meets(value, options.budget) ? 'met' : 'MISSED') : 'report only',
    note: [runs, options.note ?? ''].filter(Boolean).join('; '),
  };
}

/** A figure that could not be measured on this machine (not a fault of the code under test). */
export function notRun(label: string, reason: string): Row {
  return { figure: label, value: '', spread: '', budget: '', mark: 'not run', note: reason };
}

/** A measurement that broke: the bench exits non-zero when it has one of these. */
export function failed(label: string, error: unknown): Row {
  const message = error instanceof Error ? error.message : String(error);
  return { figure: label, value: '', spread: '', budget: '', mark: 'FAILED', note: message.replace(/\n.*/s, '') };
}

const HEADERS = ['Figure', 'Median', 'Spread (min–max)', 'Budget', 'Mark', 'Notes'] as const;

const cells = (row: Row): string[] => [row.figure, row.value, row.spread, row.budget, row.mark, row.note];

/** The rows as a plain-text table with aligned columns, for the terminal. */
export function textTable(rows: readonly Row[]): string {
  const lines = rows.map(cells);
  const widths = lines.reduce((max, line) => zipSameLength(max, line).map(([width, cell]) => Math.max(width, cell.length)), HEADERS.map((header) => header.length));
  const format = (line: readonly string[]) => zipSameLength(line, widths).map(([cell, width]) => cell.padEnd(width)).join('  ').trimEnd();
  return [format(HEADERS), widths.map((width) => '-'.repeat(width)).join('  '), ...lines.map(format)].join('\n');
}

const escapeCell = (cell: string): string => cell.replaceAll('|', '\\|');

/** The rows as a Markdown table. */
export function markdownTable(rows: readonly Row[]): string {
  const line = (values: readonly string[]) => `| ${values.map(escapeCell).join(' | ')} |`;
  return [line(HEADERS), line(HEADERS.map(() => '---')), ...rows.map((row) => line(cells(row)))].join('\n');
}

/** How many rows carry each mark, e.g. "12 met, 3 MISSED, 5 report only". */
export function summary(rows: readonly Row[]): string {
  const counts = new Map<Mark, number>();
  for (const row of rows) counts.set(row.mark, (counts.get(row.mark) ?? 0) + 1);
  return [...counts].map(([mark, count]) => `${count} ${mark}`).join(', ');
}
