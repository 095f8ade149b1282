/**
 * Browser notifications for alerts: asked for only when the user presses the button, shown through
 * the service worker (public/alert-worker.js) where the browser has one, else with `Notification`.
 */

/** The worker in public/: a file of the app's own origin, as the Content-Security-Policy requires. */
const ALERT_WORKER_URL = `${import.meta.env.BASE_URL}alert-worker.js`;
/** How long to wait for the worker to become active before falling back. */
const WORKER_READY_MS = 5_000;

export type NotificationSupport = NotificationPermission | 'unsupported';

export function notificationSupport(): NotificationSupport {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

async function alertWorker(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  try {
    await navigator.serviceWorker.register(ALERT_WORKER_URL);
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_READY_MS)),
    ]);
  } catch {
    return null;
  }
}

/** Asks the browser for permission (only ever from a user's click) and prepares the worker. */
export async function requestNotifications(): Promise<NotificationSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'granted') await alertWorker();
  return permission;
}

export interface AlertNotification {
  title: string;
  body: string;
  /** The page that explains the alert; opened when the notification is clicked. */
  url: string;
  /** One notification per condition: a repeat replaces the earlier one. */
  tag: string;
}

/** Shows a notification when allowed; resolves to whether one was shown. */
export async function showAlertNotification(notification: AlertNotification): Promise<boolean> {
  if (notificationSupport() !== 'granted') return false;
  const options = { body: notification.body, tag: notification.tag, data: { url: notification.url } };
  const registration = await alertWorker();
  try {
    if (registration) {
      await registration.showNotification(notification.title, options);
      return true;
    }
    const shown = new Notification(notification.title, options);
    shown.onclick = () => {
      window.focus();
      window.location.assign(notification.url);
    };
    return true;
  } catch {
    return false;
  }
}
