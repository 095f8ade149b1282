// The explorer's alert notifications: shown by the app through this worker, and a click opens the
// page that explains the alert (or focuses a tab already on it). It handles no fetch: the app
// works the same with or without it.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(typeof data.url === 'string' ? data.url : self.registration.scope, self.location.origin);
  // Only pages of the explorer itself.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
