import 'server-only'

/**
 * `next build` without a database (the container image: SHOP_BUILD_WITHOUT_DATABASE=true, set in the
 * Dockerfile's build stage only). Nothing is prerendered from content then: the storefront's pages (all under
 * [locale]) are rendered on their first request and cached from then on like prerendered ones (ISR, same
 * `revalidate`, same cache tags), and the sitemap is rendered per request from its cached index.
 * `npm run build` (a database at hand) prerenders as before.
 */
export function buildsWithoutDatabase(env: Record<string, string | undefined> = process.env): boolean {
  return env.SHOP_BUILD_WITHOUT_DATABASE === 'true'
}
