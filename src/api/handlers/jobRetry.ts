/**
 * POST /api/admin-jobs/:id/retry — queues a failed background job again (admins only, checked here on the
 * server). Used by the jobs section of the admin dashboard. English replies, like the other /admin tools:
 *   → 200 { queued: <new job id> } · 403 not an admin · 404 no failed job with that id
 */
import type { Endpoint, PayloadRequest } from 'payload'

import { hasStaffRole } from '@/cms/access/hasStaffRole'
import { retryJob } from '@/server/admin/dashboard'

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

export async function handleJobRetry(req: PayloadRequest): Promise<Response> {
  if (!hasStaffRole()({ req })) return json({ error: 'Only admins may retry jobs.' }, 403)
  const id = Number(req.routeParams?.id)
  if (!Number.isInteger(id) || id <= 0) return json({ error: 'No such failed job.' }, 404)
  const queued = await retryJob(req.payload, id)
  return queued === null ? json({ error: 'No such failed job.' }, 404) : json({ queued })
}

export const jobRetryEndpoint: Endpoint = { path: '/admin-jobs/:id/retry', method: 'post', handler: handleJobRetry }
