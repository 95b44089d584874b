// The site's service worker (spec §7: push service worker, version 2). It shows a pushed
// message as a notification, tells open pages (they refresh at once), and on a click focuses an
// open page of the site and takes it to the message ("check" url) or opens one ("open" url).
// Plain JavaScript: the build copies it to /sw.js of every brand as it is.
const VERSION = 2;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

const pages = () => self.clients.matchAll({ type: 'window', includeUncontrolled: true });

self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  event.waitUntil(
    (async () => {
      for (const page of await pages()) page.postMessage({ type: 'push', version: VERSION, payload });
      if (payload.title) {
        await self.registration.showNotification(payload.title, {
          body: payload.body ?? '',
          tag: payload.tag,
          renotify: Boolean(payload.tag),
          icon: '/logo.svg',
          data: { url: payload.url ?? '/chats' },
        });
      }
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url ?? '/chats', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const open = await pages();
      for (const page of open) page.postMessage({ type: 'push-click', version: VERSION, url });
      const page = open.find((p) => p.url === url) ?? open[0];
      if (page) {
        await page.focus();
        if (page.url !== url && 'navigate' in page) await page.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
