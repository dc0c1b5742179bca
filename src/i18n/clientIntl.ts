import { getLocale, getMessages, getTimeZone } from 'next-intl/server'

import type { Locale } from '@/domain/locale'

type Messages = Awaited<ReturnType<typeof getMessages>>
export type ClientNamespace = keyof Messages

/** What every page's client components use (loading overlay, toasts, the API client's errors). */
const EVERY_PAGE: ClientNamespace[] = ['common']

/** What a client part needs to set up next-intl: its language, time zone and the messages it uses. */
export type ClientIntl = { locale: Locale; timeZone: string; messages: Messages }

/**
 * The message namespaces `namespaces` (and the every-page ones) for the browser: ClientMessages gives
 * them to its provider; a part whose code is loaded on demand (a form opened or scrolled to) takes them
 * as a plain prop and brings next-intl's provider in its own chunk (IntlIsland). This module imports no
 * client component: a page that imports a client component anywhere in its server modules ships it in
 * its first load, rendered or not — so a page using only clientIntl downloads no next-intl and no SWR.
 */
export async function clientIntl(namespaces: ClientNamespace[] = []): Promise<ClientIntl> {
  const [messages, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()])
  const picked = Object.fromEntries([...new Set([...EVERY_PAGE, ...namespaces])].map((ns) => [ns, messages[ns]]))
  return { locale: locale as Locale, timeZone, messages: picked as Messages }
}
