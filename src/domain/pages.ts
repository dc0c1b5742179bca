/** The fixed information pages (about us, service terms, privacy…): one document each, found by its slug. */
export const PAGE_SLUGS = [
  'aboutUs',
  'service',
  'privacy',
  'antiFraud',
  'returnExchange',
  'topUp',
  'businessCooperation',
] as const
export type PageSlug = (typeof PAGE_SLUGS)[number]
