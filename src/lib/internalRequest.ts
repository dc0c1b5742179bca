/**
 * Requests the server makes to itself. The localized not-found page is a static page at NOT_FOUND_PAGE,
 * reachable only with INTERNAL_HEADER (src/proxy.ts); the catch-all route answers every unknown address
 * with it and status 404 (Next's own notFound() answer holds only an error shell in its server HTML).
 */
export const INTERNAL_HEADER = 'x-shop-internal'
export const NOT_FOUND_REQUEST = 'not-found'
export const NOT_FOUND_PAGE = '/pageNotFound'
/** On the catch-all route's 404 answer (already the localized page): the production server lets it pass as it is. */
export const LOCALIZED_NOT_FOUND_HEADER = 'x-shop-localized-not-found'
