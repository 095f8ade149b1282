import type { ConfigRow } from './ConfigTable';

type ConfigValue = bigint | readonly bigint[];

const valueText = (value: ConfigValue): string => (typeof value === 'bigint' ? value.toString() : `[${value.join(', ')}]`);

/** Config table rows for every field the text explains, in the text's order. */
export function configRows<Field extends string>(config: { readonly [F in NoInfer<Field>]: ConfigValue }, text: Readonly<Record<Field, string>>): ConfigRow[] {
  return (Object.keys(text) as Field[]).map((field) => ({ field, value: valueText(config[field]), meaning: text[field] }));
}
