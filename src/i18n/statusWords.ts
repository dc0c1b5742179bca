/**
 * An order status in words, the same in the storefront, the desks and the admin's lists and filters: the one
 * word per status and language is messages/<locale>.json `orderStatus`. Server-side (it reads every locale's
 * messages): client parts get the word as a prop.
 */
import type { OrderStatus } from '@/domain/orderStatus'

import { localeOfAdminLanguage } from './adminLanguage'
import { MESSAGES } from './messages'

/** The word for `status` in an admin language (Payload's i18n language; English for another). */
export const statusWord = (language: string | undefined, status: OrderStatus): string => MESSAGES[localeOfAdminLanguage(language)].orderStatus[status]
