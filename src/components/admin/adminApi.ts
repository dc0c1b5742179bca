import { langHeaderOf } from './desk/labels'

/**
 * Calls one of the admin tools' endpoints (src/api/adminEndpoint.ts) from /admin: the staff cookie goes
 * along, replies (`{ code, message, data }`) follow the admin's language.
 */
export type AdminReply<T> = { ok: true; data: T } | { ok: false; message: string; errors?: Record<string, string> }

export async function callAdminApi<T>(path: string, language: string | undefined, body?: object): Promise<AdminReply<T>> {
  try {
    const response = await fetch(path, {
      method: body ? 'POST' : 'GET',
      credentials: 'same-origin',
      headers: { lang: langHeaderOf(language), ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const reply = (await response.json()) as { code: number; message: string; data: unknown }
    if (response.ok && reply.code === 200) return { ok: true, data: reply.data as T }
    const errors = (reply.data as { errors?: Record<string, string> } | null)?.errors
    return { ok: false, message: reply.message, errors }
  } catch {
    return { ok: false, message: `${path}: network error` }
  }
}

/** A reply's message with its field errors, for one line of text. */
export const replyProblem = (reply: { message: string; errors?: Record<string, string> }) =>
  reply.errors ? `${reply.message} ${Object.entries(reply.errors).map(([field, text]) => `${field}: ${text}`).join('; ')}` : reply.message
