/**
 * Uptime and `connected` in `platform.getCurrentValidators` are one node's view of its peers.
 * Several nodes' views of one validator are compared here.
 */
export interface ObservedPeer {
  /** Percent, 0–100. */
  uptime: number;
  connected: boolean;
}

/** Uptimes further apart than this many percentage points count as a disagreement. */
export const DISAGREEMENT_SPREAD_POINTS = 10;

export function median(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  // The middle value, or the two either side of the middle.
  const centre = sorted.slice((sorted.length - 1) >> 1, (sorted.length >> 1) + 1);
  return centre.reduce((sum, value) => sum + value, 0) / centre.length;
}

export interface PeerAgreement {
  /** Observers that have an answer about this validator. */
  seenBy: number;
  medianUptime?: number;
  /** Highest minus lowest uptime, in percentage points. */
  spread?: number;
  /** Observers that see it connected. */
  connectedCount: number;
  connectedDiffers: boolean;
  uptimeSpreads: boolean;
  /** Connected flags differ or uptimes spread more than the threshold; needs two views at least. */
  disagrees: boolean;
}

/** Compares the views of the observers that answered (missing views, from observers down or still loading, are skipped). */
export function comparePeerViews(views: ReadonlyArray<ObservedPeer | undefined>, thresholdPoints = DISAGREEMENT_SPREAD_POINTS): PeerAgreement {
  const present = views.filter((view): view is ObservedPeer => view !== undefined);
  const uptimes = present.map((view) => view.uptime);
  const connectedCount = present.filter((view) => view.connected).length;
  const spread = uptimes.length === 0 ? undefined : Math.max(...uptimes) - Math.min(...uptimes);
  const connectedDiffers = connectedCount > 0 && connectedCount < present.length;
  const uptimeSpreads = spread !== undefined && spread > thresholdPoints;
  return {
    seenBy: present.length,
    medianUptime: median(uptimes),
    spread,
    connectedCount,
    connectedDiffers,
    uptimeSpreads,
    disagrees: present.length > 1 && (connectedDiffers || uptimeSpreads),
  };
}
