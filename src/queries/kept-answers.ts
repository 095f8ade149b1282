import { useCallback, useEffect, useState } from 'react';
import { deviceStore } from './kept-query';
import { savedHistories } from '../stores/history-db';
import type { KeptSummary } from '../stores/kept-store';

/** What this browser keeps of final chain data (see `kept-query.ts`), and a way to delete it with the saved account histories. */
export function useKeptAnswers(): { summary: KeptSummary | undefined; clear: () => Promise<void> } {
  const [summary, setSummary] = useState<KeptSummary>();
  // Counted again after each clear.
  const [cleared, setCleared] = useState(0);
  useEffect(() => {
    let current = true;
    deviceStore.summary().then(
      (counted) => current && setSummary(counted),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [cleared]);
  const clear = useCallback(async () => {
    await Promise.all([deviceStore.clear().catch(() => {}), savedHistories().clear().catch(() => {})]);
    setCleared((count) => count + 1);
  }, []);
  return { summary, clear };
}
