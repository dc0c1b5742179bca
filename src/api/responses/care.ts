import { z } from 'zod'

import { KYC_STATUSES } from '@/domain/kyc'

/** Replies of the customer-care endpoints (OpenAPI document). */
export const contactReceivedSchema = z.object({ reference: z.string().describe('Quoted in the acknowledgement mail, e.g. S000042') })

export const kycStatusSchema = z.union([
  z.object({ status: z.literal('none') }),
  z.object({
    status: z.enum(KYC_STATUSES),
    submittedAt: z.string(),
    reviewedAt: z.string().nullable(),
    rejectionReason: z.string().nullable().describe('Set when status is rejected'),
    passportName: z.string(),
    nationality: z.string().describe('ISO 3166-1 alpha-2'),
    documentNumber: z.string().describe('Masked: only the last four characters'),
    birthDate: z.string(),
    canResubmit: z.boolean(),
  }),
])
