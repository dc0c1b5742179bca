import { z } from 'zod'

import { inWindow, visitWindow } from '@/domain/bookingWindow'
import { isIsoDate, taipeiDate } from '@/domain/dates'
import { MAX_ID } from '@/domain/ids'
import { DATA_FILTERS, MAX_PLAN_DAYS } from '@/domain/tripLength'

/**
 * Requests of the storefront content API (spec §7), shared with the client. Every body is a strict
 * object (unknown fields → 400); custom messages are keys of messages.validation.
 */

export const MAX_PAGE = 10_000
export const MAX_PAGE_SIZE = 100
const id = () => z.int().min(1, 'invalidValue').max(MAX_ID, 'invalidValue')
const page = () => z.int().min(1, 'invalidValue').max(MAX_PAGE, 'invalidValue').optional()
const pageSize = () => z.int().min(1, 'invalidValue').max(MAX_PAGE_SIZE, 'invalidValue').optional()
const searchText = () => z.string().trim().max(100, 'tooLong').optional()

/** No body fields (an empty body is `{}`). */
export const emptyRequestSchema = z.strictObject({})

/** Detail endpoints: `{ id }`. */
export const idRequestSchema = z.strictObject({ id: id() })

export const productListSchema = z.strictObject({
  categoryId: id().optional(),
  /** Searched in the names of the request's language. */
  name: searchText(),
  cardType: z.enum(['physical', 'esim'], { error: 'invalidValue' }).optional(),
  /** Only products with a plan of this many days; a length in `name` ("5 days", 5天, 7日) counts too. */
  days: z.int('invalidValue').min(1, 'invalidValue').max(MAX_PLAN_DAYS, 'invalidValue').optional(),
  data: z.enum(DATA_FILTERS, 'invalidValue').optional(),
  page: page(),
  pageSize: pageSize(),
})

export const cardAddressListSchema = z.strictObject({ regionId: id().optional() })

export const guideListSchema = z.strictObject({
  /** 1 = purchase notes (header menu), 2 = usage guide, 3 = top-up instructions. */
  type: z.int().min(1, 'invalidValue').max(99, 'invalidValue').optional(),
})

export const questionListSchema = z.strictObject({
  categoryId: id().optional(),
  keyword: searchText(),
  page: page(),
  pageSize: pageSize(),
})

export const pageRequestSchema = z.strictObject({ page: page(), pageSize: pageSize() })

export const esteemListSchema = z
  .strictObject({ productId: id().optional(), activityId: id().optional(), page: page(), pageSize: pageSize() })
  // A review is about a product or an activity, never both.
  .refine((input) => input.productId === undefined || input.activityId === undefined, {
    message: 'invalidValue',
    path: ['activityId'],
  })

/** A Taipei calendar date in the visit window (the ticket page's date picker offers the same). */
export const visitDateField = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidFormat')
    .refine(isIsoDate, 'invalidFormat')
    .refine((date) => inWindow(date, visitWindow(taipeiDate())), 'invalidValue')

export const activitySlotsSchema = z.strictObject({ activityId: id(), visitDate: visitDateField() })

export type ProductListInput = z.infer<typeof productListSchema>
export type QuestionListInput = z.infer<typeof questionListSchema>
export type EsteemListInput = z.infer<typeof esteemListSchema>
export type ActivitySlotsInput = z.infer<typeof activitySlotsSchema>
