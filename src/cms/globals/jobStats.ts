import type { Payload } from 'payload'

import { hasStaffRole } from '@/domain/roles'
import { nobody } from '@/cms/access/nobody'

/**
 * Payload adds a global of its own for the job scheduler (`payload-jobs-stats`), with its default access
 * — any logged-in staff account could rewrite the scheduler's state — and no option to configure it. Its
 * access is set when Payload starts: admins read it; nobody writes it through the API (the scheduler
 * writes it through the database adapter).
 */
export function restrictJobStats(payload: Payload): void {
  const global = payload.config.globals.find((g) => g.slug === 'payload-jobs-stats')
  if (!global) return
  global.access = { ...global.access, read: hasStaffRole(), update: nobody, readVersions: nobody }
}
