/*
 * Keeps a traveller's order page readable offline (issue 10: the voucher / eSIM / ticket page at the
 * airport). Registered by the order page with the scope of that language's order pages (/order/,
 * /en/order/ …), so it sees nothing else of the shop and caches nothing else:
 * - the order page itself: network first (a status change shows when online), the saved copy when not;
 * - what that page loaded from /_next/static/ (immutable, hashed names): from the saved copy first.
 * The page asks for the save once it has loaded ({ type: 'save', urls }), since its own first load
 * happened before this worker was there.
 */
const CACHE = 'order-pages-v1'
const ORDER_PAGE = /^\/(?:(?:cn|en|ja|ko|vi)\/)?order\/[^/]+$/

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

const sameOrigin = (url) => new URL(url, self.location.href).origin === self.location.origin

/** Saves the page and what it loaded; `offline` when the network could not be reached (the page is the saved copy). */
async function save(urls) {
  const cache = await caches.open(CACHE)
  let ok = true
  let offline = false
  for (const url of urls) {
    if (!sameOrigin(url)) continue
    try {
      const response = await fetch(url, { credentials: 'same-origin' })
      if (response.ok) await cache.put(url, response)
      else ok = false
    } catch {
      ok = false
      offline = true
    }
  }
  return { ok, offline }
}

self.addEventListener('message', (event) => {
  const data = event.data
  if (!data || data.type !== 'save' || !Array.isArray(data.urls)) return
  const port = event.ports[0]
  event.waitUntil(save(data.urls.slice(0, 100)).then((result) => port && port.postMessage(result)))
})

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET' || !sameOrigin(request.url)) return
  const url = new URL(request.url)
  if (request.mode === 'navigate') {
    if (!ORDER_PAGE.test(url.pathname)) return
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone()
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request.url, copy)))
          }
          return response
        })
        .catch(() => caches.match(request.url, { ignoreVary: true }).then((saved) => saved || Response.error())),
    )
    return
  }
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(caches.match(request, { ignoreVary: true }).then((saved) => saved || fetch(request)))
  }
})
