/** Names and options of the storefront's cookies (spec §3). */
export const ACCESS_TOKEN_COOKIE = 'access_token'
export const USER_INFO_COOKIE = 'user_info'

/** Secure cookies in production; INSECURE_COOKIES=true allows a plain-HTTP deployment (e.g. behind a local proxy). */
export const secureCookies = () => process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true'
