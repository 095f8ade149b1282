const KIB = 1024;
const UNITS = ['KB', 'MB', 'GB'] as const;

/** A size for people: bytes below 1 KB, else KB, MB or GB (of 1,024) with one decimal. */
export function formatByteSize(bytes: number): string {
  if (bytes < KIB) return `${bytes} B`;
  let value = bytes / KIB;
  let unit = 0;
  while (value >= KIB && unit < UNITS.length - 1) {
    value /= KIB;
    unit++;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
