/** A cell value as exported: bigints and numbers as exact decimal text. */
export type ExportValue = string | number | bigint | boolean | null | undefined;

function text(value: ExportValue): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : value.toString();
}

function csvField(value: string): string {
  return /[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** RFC 4180 CSV with a header line. */
export function toCsv(headers: readonly string[], rows: readonly (readonly ExportValue[])[]): string {
  const lines = [headers, ...rows.map((row) => row.map(text))].map((cells) => cells.map(csvField).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** JSON array of objects keyed by column id; bigints become decimal strings so nothing is rounded. */
export function toJsonRows(ids: readonly string[], rows: readonly (readonly ExportValue[])[]): string {
  const objects = rows.map((row) =>
    Object.fromEntries(ids.map((id, index) => {
      const value = row[index];
      return [id, typeof value === 'bigint' ? value.toString() : (value ?? null)];
    })),
  );
  return JSON.stringify(objects, null, 2);
}

/** Saves text as a file through a temporary link. */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
