import type { ConfigRow } from './ConfigTable';
import { groupDigits } from '../../lib/amount';

type ConfigValue = bigint | readonly bigint[];

/** Gas figures, prices and counts, grouped by thousands as everywhere else. */
const valueText = (value: ConfigValue): string => (typeof value === 'bigint' ? groupDigits(value) : `[${value.map(groupDigits).join(', ')}]`);

/** Config table rows for every field the text explains, in the text's order. */
export function configRows<Field extends string>(config: { readonly [F in NoInfer<Field>]: ConfigValue }, text: Readonly<Record<Field, string>>): ConfigRow[] {
  return (Object.keys(text) as Field[]).map((field) => ({ field, value: valueText(config[field]), meaning: text[field] }));
}
