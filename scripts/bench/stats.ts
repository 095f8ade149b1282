/** The value below which `share` (0–1) of the samples fall, by the nearest-rank rule. */
export function percentile(samples: readonly number[], share: number): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))]!;
}

/** Middle value; the mean of the two middle values for an even count. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function spread(samples: readonly number[]): { min: number; max: number } {
  if (samples.length === 0) throw new Error('no samples');
  return { min: Math.min(...samples), max: Math.max(...samples) };
}
