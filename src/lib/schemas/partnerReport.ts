import { z } from 'zod'

import { isIsoDate } from '@/domain/dates'
import { BBC_STATUSES, EXPORT_FORMATS, rangeProblem } from '@/domain/partnerReport'

import { MAX_PAGE, MAX_PAGE_SIZE } from './content'

/**
 * Requests of the partner reports (POST /api/user/btcOrderList, /api/user/bbcOrderList and their
 * /download variants), shared by the report page and the endpoints. Dates are Taipei dates (GMT+8),
 * both ends included; messages are keys of messages.validation.
 */
const taipeiDay = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isIsoDate(value), 'invalidDate')
    .transform((value) => value || undefined)
    .optional()

const filterShape = {
  from: taipeiDay(),
  to: taipeiDay(),
  /** Product name, promo code (B2C) or serial number (BBC). */
  query: z.string().trim().max(60, 'tooLong').optional(),
  /** BBC: only serials in this state (unused, used, expired, not yet valid); the B2C report refuses it. */
  status: z.enum(BBC_STATUSES, { error: 'invalidValue' }).optional(),
}

const checkRange = <T extends { from?: string; to?: string }>(input: T, ctx: z.RefinementCtx) => {
  const problem = rangeProblem(input)
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [problem === 'invalidDate' ? 'from' : 'to'] })
}

export const reportListSchema = z
  .strictObject({
    ...filterShape,
    page: z.int().min(1, 'invalidValue').max(MAX_PAGE, 'invalidValue').optional(),
    pageSize: z.int().min(1, 'invalidValue').max(MAX_PAGE_SIZE, 'invalidValue').optional(),
  })
  .superRefine(checkRange)

export const reportDownloadSchema = z
  .strictObject({ ...filterShape, format: z.enum(EXPORT_FORMATS, { error: 'invalidValue' }).default('csv') })
  .superRefine(checkRange)

export type ReportFilter = z.output<typeof reportListSchema>
export type ReportDownloadInput = z.output<typeof reportDownloadSchema>
