import type { ReactNode } from 'react';

export interface KeyValueItem {
  label: string;
  value: ReactNode;
  /** Short explanation shown on hover of the label. */
  hint?: string;
}

export interface KeyValueListProps {
  items: ReadonlyArray<KeyValueItem | false | null | undefined>;
}

/** Label/value pairs of one entity, as a description list. Falsy items are skipped. */
export function KeyValueList({ items }: KeyValueListProps) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(8rem,max-content)_1fr]">
      {items.filter((item): item is KeyValueItem => Boolean(item)).map((item) => (
        <div key={item.label} className="contents">
          <dt className="text-muted" title={item.hint}>
            {item.label}
          </dt>
          <dd className="min-w-0 break-words">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
