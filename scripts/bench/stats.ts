/** The value below which `share` (0–1) of the samples fall, by the nearest-rank rule. */
export function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))];
  if (value === undefined) throw new Error('no samples');
  return value;
}

/** Middle value; the mean of the two middle values for an even count. */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) throw new Error('no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  // The middle value, or the two either side of the middle.
  const centre = sorted.slice((sorted.length - 1) >> 1, (sorted.length >> 1) + 1);
  return centre.reduce((sum, value) => sum + value, 0) / centre.length;
}

export function spread(samples: readonly number[]): { min: number; max: number } {
  if (samples.length === 0) throw new Error('no samples');
  return { min: Math.min(...samples), max: Math.max(...samples) };
}
