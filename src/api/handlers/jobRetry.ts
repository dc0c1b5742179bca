/**
 * POST /api/admin-jobs/:id/retry — queues a failed background job again (admins only, checked here on the
 * server). Used by the jobs section of the admin dashboard. The API envelope, in the admin's language:
 *   → data { queued: <new job id> } · 401 (code 202) no login · 403 not an admin · 404 no failed job with that id
 */
import { z } from 'zod'

import { defineAdminEndpoint } from '@/api/adminEndpoint'
import { ShopError } from '@/domain/errors'
import { isDocumentId } from '@/domain/ids'
import { retryJob } from '@/server/admin/dashboard'

const noSuchJob = () => new ShopError('notFound', 'jobNotRetryable')

export const jobRetryEndpoint = defineAdminEndpoint({
  path: '/admin-jobs/:id/retry',
  method: 'post',
  action: 'retryJob',
  schema: z.object({ id: z.string() }),
  async handler({ input, req }) {
    const id = Number(input.id)
    if (!isDocumentId(id)) throw noSuchJob()
    const queued = await retryJob(req.payload, id)
    if (queued === null) throw noSuchJob()
    return { queued }
  },
})
