import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { ScrollX } from '../ui/ScrollX';

export interface ConfigRow {
  /** The field name as the node sends it. */
  field: string;
  value: ReactNode;
  meaning: string;
}

/** A config as a table: field, value and what it means. */
export function ConfigTable({ caption, rows }: { caption: string; rows: readonly ConfigRow[] }) {
  return (
    <ScrollX label={caption}>
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-600 dark:border-slate-700 dark:text-slate-300">
            <th scope="col" className="px-2 py-1 font-medium">{t`Field`}</th>
            <th scope="col" className="px-2 py-1 text-right font-medium">{t`Value`}</th>
            <th scope="col" className="px-2 py-1 font-medium">{t`Meaning`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.field} className="border-b border-slate-100 align-top dark:border-slate-800">
              <th scope="row" className="px-2 py-1.5 text-left font-normal">
                <code>{row.field}</code>
              </th>
              <td className="px-2 py-1.5 text-right font-mono whitespace-nowrap tabular-nums">{row.value}</td>
              <td className="px-2 py-1.5 text-slate-600 dark:text-slate-300">{row.meaning}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}
