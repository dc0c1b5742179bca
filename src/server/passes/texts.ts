import 'server-only'

/**
 * A pass's words in one language: field labels (Apple's pass.strings of each language, Google's text modules)
 * and values as the order page writes them (dates, times, the ticket's label).
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/domain/locale'
import type { WalletField, WalletItem, WalletLabel } from '@/domain/walletPass'
import { MESSAGES } from '@/i18n/messages'
import { formatMailDate, formatMailTime } from '@/server/mail/templates'

export type PassTexts = {
  label: (label: WalletLabel) => string
  value: (field: WalletField, item: WalletItem) => string
  /** What the pass is ("Pickup voucher", "Your e-tickets", "Your eSIM"): Wallet reads it out (VoiceOver). */
  description: (kind: WalletItem['kind']) => string
  organization: string
}

export function passTexts(locale: Locale): PassTexts {
  const m = MESSAGES[locale]
  const t = createTranslator({ locale, messages: m })
  const labels: Record<WalletLabel, string> = {
    orderNumber: m.orderPass.wallet.orderNumber,
    item: m.mail.orderReceived.item,
    plan: m.mail.orderReceived.plan,
    traveller: m.orderPass.traveller,
    pickupPlace: m.mail.orderReceived.pickupPlace,
    pickupDate: m.mail.orderReceived.pickupDate,
    pickupTime: m.mail.orderReceived.pickupTime,
    visitDate: m.mail.orderReceived.visitDate,
    timeSlot: m.mail.orderReceived.timeSlot,
    ticket: m.orderPass.wallet.ticket,
    smdpAddress: m.mail.delivered.esim.smdpAddress,
    matchingId: m.mail.delivered.esim.matchingId,
    activationCode: m.mail.delivered.esim.activationCode,
  }
  const descriptions = { voucher: m.orderPass.voucherTitle, ticket: m.orderPass.ticketsTitle, esim: m.orderPass.esimTitle }
  return {
    label: (label) => labels[label],
    value: (field, item) => {
      if (field.label === 'ticket' && item.ticket) return t('mail.delivered.tickets.ticket', item.ticket)
      if (field.value.format === 'date') return formatMailDate(field.value.text, locale)
      if (field.value.format === 'time') return formatMailTime(field.value.date ?? '', field.value.text)
      return field.value.text
    },
    description: (kind) => descriptions[kind],
    organization: m.meta.siteName,
  }
}
