import { adminMessages, type AdminMessages } from '@/i18n/adminMessages'

export type SecondFactorWords = AdminMessages['staffSecondFactor']

/** The staff second factor's words (messages/admin `staffSecondFactor`) in the admin's language. */
export const secondFactorWords = (language: string | undefined): SecondFactorWords => adminMessages(language).staffSecondFactor
