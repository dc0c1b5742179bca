import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { OrderEvents } from '@/cms/collections/OrderEvents'
import { Orders } from '@/cms/collections/Orders'
import { withAdminLabels } from '@/cms/labels'
import { LOCALES, type Locale } from '@/domain/locale'
import { ORDER_STATUSES } from '@/domain/orderStatus'

import { MESSAGES } from './messages'
import { statusWord } from './statusWords'

/** Payload's name of each shop locale as an admin language. */
const ADMIN_LANGUAGE: Record<Locale, string> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh', en: 'en', ja: 'ja', ko: 'ko', vi: 'vi' }

type Select = { name?: string; options?: { value: string; label?: Record<string, string> }[] }

/** The option labels the admin shows for a select field of a collection, after the admin labels are applied. */
const adminOptions = (fields: Field[], name: string) => {
  const field = (fields as Select[]).find((f) => f.name === name)
  return new Map((field?.options ?? []).map((option) => [option.value, option.label]))
}

describe('order status words', () => {
  it('are one word per status and language across the storefront, the desks and the admin lists (orders and order events)', () => {
    const orders = adminOptions(withAdminLabels(Orders).fields, 'status')
    const events = withAdminLabels(OrderEvents).fields
    const disagreements: string[] = []
    for (const locale of LOCALES) {
      const language = ADMIN_LANGUAGE[locale]
      for (const status of ORDER_STATUSES) {
        const storefront = MESSAGES[locale].orderStatus[status]
        const words = {
          desk: statusWord(language, status),
          'admin orders.status': orders.get(status)?.[language],
          'admin order-events.from': adminOptions(events, 'from').get(status)?.[language],
          'admin order-events.to': adminOptions(events, 'to').get(status)?.[language],
        }
        for (const [where, word] of Object.entries(words))
          if (word !== storefront) disagreements.push(`${locale} ${status}: storefront "${storefront}", ${where} "${word}"`)
      }
    }
    expect(disagreements).toEqual([])
  })
})
