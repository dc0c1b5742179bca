/** Names and options of the storefront's cookies (spec §3). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
export const USER_INFO_COOKIE = 'user_info'

/** Secure cookies in production; INSECURE_COOKIES=true allows a plain-HTTP deployment (e.g. behind a local proxy). */
export const secureCookies = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'

/** Set when the visitor picks a language or currency in the menus; first-visit geolocation then leaves it alone. */
export const LOCALE_CHOSEN_COOKIE = 'locale_chosen'
export const CURRENCY_CHOSEN_COOKIE = 'currency_chosen'
