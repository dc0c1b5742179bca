/** Calls a /api/staff/* endpoint from the admin (the staff cookie goes along; replies follow `lang`). */
export type StaffReply<T> = { ok: true; data: T } | { ok: false; message: string; errors?: Record<string, string> }

export async function postStaff<T>(path: string, body: object, lang: string): Promise<StaffReply<T>> {
  try {
    const response = await fetch(`/api/staff/${path}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', lang },
      body: JSON.stringify(body),
    })
    const reply = (await response.json()) as { code: number; message: string; data: unknown }
    if (response.ok && reply.code === 200) return { ok: true, data: reply.data as T }
    const errors = (reply.data as { errors?: Record<string, string> } | null)?.errors
    return { ok: false, message: reply.message, errors }
  } catch {
    return { ok: false, message: 'Network error' }
  }
}
