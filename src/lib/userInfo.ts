/** The readable `user_info` cookie (spec §3): enough for the UI to know who is logged in. */
export type UserInfoCookie = { type: 1 | 2 | 3 }

export function parseUserInfo(raw: string | null | undefined): UserInfoCookie | null {
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as { type?: unknown }
    return value.type === 1 || value.type === 2 || value.type === 3 ? { type: value.type } : null
  } catch {
    return null
  }
}
