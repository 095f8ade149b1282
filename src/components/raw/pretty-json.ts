const INDENT = '  ';

/** Indented JSON text of a lossless value: bigints are written as exact digits. */
export function prettyJson(value: unknown, depth = 0): string {
  const pad = INDENT.repeat(depth + 1);
  const close = INDENT.repeat(depth);
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => pad + prettyJson(item, depth + 1)).join(',\n')}\n${close}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, member]) => `${pad}${JSON.stringify(key)}: ${prettyJson(member, depth + 1)}`).join(',\n')}\n${close}}`;
}
