/** Contact support (spec §1 "contact support", §3 "Contact message: content only"). Pure rules shared by the form and the server. */

export const SUPPORT_MESSAGE_MIN = 5
export const SUPPORT_MESSAGE_MAX = 2000

/** new: not read yet; inProgress: someone is on it; answered: replied by mail; closed: nothing more to do. */
export const SUPPORT_STATUSES = ['new', 'inProgress', 'answered', 'closed'] as const
export type SupportStatus = (typeof SUPPORT_STATUSES)[number]

/** member: sent from the account (the account's e-mail is the reply address); visitor: sent with an e-mail typed in. */
export const SUPPORT_SOURCES = ['member', 'visitor'] as const
export type SupportSource = (typeof SUPPORT_SOURCES)[number]

/** The reference a traveller quotes when writing again: S + the record id, zero-padded. */
export const supportReference = (id: number) => `S${String(id).padStart(6, '0')}`

/** Anonymous forms (contact, survey) per client address; members' contact per account. */
export const CONTACT_LIMITS = { perIpPerHour: 5, perMemberPerHour: 10 } as const
export const SURVEY_LIMITS = { perIpPerHour: 10, perEmailPerDay: 5 } as const
export const KYC_LIMITS = { perMemberPerHour: 5 } as const
