import { useState } from 'react';
import { Button } from '../ui/Button';
import { notificationSupport, requestNotifications, type NotificationSupport } from './notifications';
import { WATCHLIST_TEXT as T } from './watchlist-text';

const STATE_TEXT: Record<NotificationSupport, string> = {
  get granted() { return T.notificationsGranted; },
  get denied() { return T.notificationsDenied; },
  get unsupported() { return T.notificationsUnsupported; },
  get default() { return T.notificationsDefault; },
};

/** Whether alerts also become browser notifications; permission is asked only from this button. */
export function NotificationSwitch() {
  const [support, setSupport] = useState<NotificationSupport>(notificationSupport);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <p role="status">{STATE_TEXT[support]}</p>
      {support === 'default' && (
        <Button
          onClick={() => void requestNotifications().then(setSupport)}
          variant="secondary"
          size="sm"
        >
          {T.notificationsEnable}
        </Button>
      )}
    </div>
  );
}
