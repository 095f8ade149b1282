/** A decoded ABI value as text: integers exact, arrays and tuples as lists, structs with their names. */
export function abiValueText(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map(abiValueText).join(', ')}]`;
  if (value && typeof value === 'object') return `{ ${Object.entries(value).map(([key, member]) => `${key}: ${abiValueText(member)}`).join(', ')} }`;
  return String(value);
}
