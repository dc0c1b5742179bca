import { adminMessages, type AdminMessages } from '@/i18n/adminMessages'

export type StaffPasskeyWords = AdminMessages['staffPasskeys']

/** The staff passkey words (messages/admin `staffPasskeys`) in the admin's language. */
export const staffPasskeyWords = (language: string | undefined): StaffPasskeyWords => adminMessages(language).staffPasskeys
