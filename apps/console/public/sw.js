/* global self, URL */
// The console's service worker: shows the Web Pushes the API sends (web-push) and opens the
// console when a notification is clicked. The payload is JSON {title, body, url?} or plain text.

const DEFAULT_TITLE = 'Thông báo';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { body: event.data ? event.data.text() : '' };
  }
  const title = payload.title || DEFAULT_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: payload.body || payload.content || '',
      icon: '/favicon.svg',
      data: { url: payload.url || '/dashboard' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        open.focus();
        return open.navigate(url);
      }
      return self.clients.openWindow(url);
    }),
  );
});
