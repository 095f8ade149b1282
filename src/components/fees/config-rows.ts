import type { ConfigRow } from './ConfigTable';
import { i18n } from '@lingui/core';
import { formatInteger } from '../../lib/amount';

type ConfigValue = bigint | readonly bigint[];

/** Gas figures, prices and counts, grouped by thousands as the locale groups them. */
function valueText(value: ConfigValue): string {
  const shown = (entry: bigint) => formatInteger(entry, i18n.locale);
  return typeof value === 'bigint' ? shown(value) : `[${value.map(shown).join(', ')}]`;
}

/** Config table rows for every field the text explains, in the text's order. */
export function configRows<Field extends string>(config: { readonly [F in NoInfer<Field>]: ConfigValue }, text: Readonly<Record<Field, string>>): ConfigRow[] {
  return (Object.keys(text) as Field[]).map((field) => ({ field, value: valueText(config[field]), meaning: text[field] }));
}
