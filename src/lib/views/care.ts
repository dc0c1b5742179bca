import type { KycStatus } from '@/domain/kyc'

/** What /api/videoCheckInfo answers and /authentication shows: the member's latest KYC application, document number masked. */
export type KycStatusView =
  | { status: 'none' }
  | {
      status: KycStatus
      submittedAt: string
      reviewedAt: string | null
      rejectionReason: string | null
      passportName: string
      nationality: string
      documentNumber: string
      birthDate: string
      canResubmit: boolean
    }
