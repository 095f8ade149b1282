import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { alertPath } from '../components/watchlist/item-path';
import { appUrlOf } from './base-path';
import { notificationSupport, showAlertNotification } from '../components/watchlist/notifications';
import { alertText } from '../components/watchlist/watchlist-text';
import { useNetwork } from '../network/network-context';
import { checkWatchlist } from '../queries/watch-check';
import { useWatchlist } from '../stores/watchlist-store';
import { baseUnitOf } from '../components/fees/use-base-unit';

/** Rules are checked this often while a tab of the app is open. */
const ALERT_CHECK_MS = 5_000;

/**
 * Checks the watchlist's alert rules on a timer (and at once when the list or its rules change),
 * records the alerts that fire, and shows each as a browser notification when the user allowed it.
 */
export function AlertWatcher() {
  const network = useNetwork();
  const client = useQueryClient();
  const { items, networkRules, loaded, store } = useWatchlist();
  const running = useRef(false);
  useEffect(() => {
    if (!loaded) return;
    let stopped = false;
    const check = async () => {
      if (running.current) return;
      running.current = true;
      try {
        const startedAt = Date.now();
        const outcome = await checkWatchlist(client, network, items, networkRules);
        if (stopped) return;
        for (const alert of await store.recordCheck(outcome, startedAt)) {
          const text = alertText(alert.condition, baseUnitOf(network.settings.tokenSymbol));
          const href = appUrlOf(alertPath(network.ref, alert.condition));
          const shown = await showAlertNotification({ ...text, url: href, tag: alert.condition.key });
          if (shown) await store.markNotified(alert.id, 'shown');
          else if (notificationSupport() === 'granted') await store.markNotified(alert.id, 'failed');
        }
      } catch {
        // The node is unreachable: the connection banner says so, and the next tick tries again.
      } finally {
        running.current = false;
      }
    };
    void check();
    const timer = setInterval(() => void check(), ALERT_CHECK_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [loaded, items, networkRules, client, network, store]);
  return null;
}
