import { useState } from 'react';

/**
 * A value that moves with the chain, asked again at each head, shown so it never moves back: with
 * several endpoints, the answer at the next head may come from a node a block behind the one that
 * gave the last. The latest value this component has shown stays until a later one comes.
 */
export function useNeverBack<T, Q extends { data: T | undefined }>(query: Q, isLater: (next: T, shown: T) => boolean, scope: string): Q {
  const [shown, setShown] = useState<{ scope: string; value: T } | undefined>(undefined);
  const next = query.data;
  const kept = shown?.scope === scope ? shown.value : undefined;
  const moves = next !== undefined && (kept === undefined || isLater(next, kept));
  if (moves && (shown?.scope !== scope || shown.value !== next)) setShown({ scope, value: next });
  return moves || kept === undefined ? query : { ...query, data: kept };
}
