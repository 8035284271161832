// The service worker of TAKTIK II's browser edition: once the page has been loaded, the
// game starts without a network (a tablet on a train). It keeps the page's files in a
// cache named after the version, answers from it first, and drops the caches of older
// versions when a new one takes over (a new build changes this file, and the browser
// installs it on the next visit).
const version = "{{.Version}}";
const cacheName = "taktik2-" + version;
const files = {{.Files}};

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(cacheName).then((c) => c.addAll(files)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("taktik2-") && k !== cacheName).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== self.location.origin) {
    return;
  }
  e.respondWith(caches.match(req, { ignoreSearch: true }).then((hit) => hit || fetch(req)));
});
