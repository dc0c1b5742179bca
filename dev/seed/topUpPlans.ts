import 'server-only'

import type { Payload } from 'payload'

import type { Locale } from '@/domain/locale'

/** The demo's eSIM top-up plans: the sandbox wholesaler's TOPUP packages (dev/sandboxes/esimAccess.ts), priced in TWD. */
const PLANS: { packageCode: string; gb: number; days: number; priceTwd: number }[] = [
  { packageCode: 'TW_TOPUP_1GB_3D', gb: 1, days: 3, priceTwd: 99 },
  { packageCode: 'TW_TOPUP_3GB_7D', gb: 3, days: 7, priceTwd: 249 },
  { packageCode: 'TW_TOPUP_5GB_15D', gb: 5, days: 15, priceTwd: 399 },
]

const NAME: Record<Locale, (gb: number, days: number) => string> = {
  'zh-TW': (gb, days) => `+${gb} GB 數據・延長 ${days} 天`,
  'zh-CN': (gb, days) => `+${gb} GB 流量・延长 ${days} 天`,
  en: (gb, days) => `+${gb} GB, ${days} more days`,
  ja: (gb, days) => `+${gb} GB・${days}日間延長`,
  ko: (gb, days) => `+${gb} GB · ${days}일 연장`,
  vi: (gb, days) => `+${gb} GB, thêm ${days} ngày`,
}

export async function seedTopUpPlans(payload: Payload, log: (l: string) => void) {
  let created = 0
  for (const [i, plan] of PLANS.entries()) {
    const { totalDocs } = await payload.count({ collection: 'top-up-plans', where: { packageCode: { equals: plan.packageCode } }, overrideAccess: true })
    if (totalDocs) continue
    const doc = await payload.create({
      collection: 'top-up-plans',
      locale: 'zh-TW',
      overrideAccess: true,
      data: { name: NAME['zh-TW'](plan.gb, plan.days), packageCode: plan.packageCode, priceTwd: plan.priceTwd, active: true, sortOrder: i },
    })
    for (const locale of Object.keys(NAME) as Locale[]) {
      if (locale === 'zh-TW') continue
      await payload.update({ collection: 'top-up-plans', id: doc.id, locale, overrideAccess: true, data: { name: NAME[locale](plan.gb, plan.days) } })
    }
    created++
  }
  if (created) log(`eSIM top-up plans: ${created}`)
}
