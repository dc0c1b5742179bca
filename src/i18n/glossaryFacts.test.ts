/**
 * Issue 40: the glossary catches each slip of items 1–7 that a rule can catch — one planted old wording per locale
 * (as main had it) fails, the wording the shop uses now passes.
 */
import { describe, expect, it } from 'vitest'

import { glossaryViolations } from '@/domain/glossary'
import type { Locale } from '@/domain/locale'
import { MESSAGES } from '@/i18n/messages'

import { GLOSSARY } from '@messages/glossary'

const concepts = (locale: Locale, text: string) => glossaryViolations(GLOSSARY, locale, text).map((v) => v.concept)

const PLANTED: Record<string, Record<Locale, string>> = {
  'age: 18 and over, no guardian clause (majority at 18)': {
    'zh-TW': '購買人須年滿 18 歲；未滿 20 歲者須由法定代理人陪同，並出示雙方證件。',
    'zh-CN': '购买人须年满 18 岁；未满 20 岁者须由法定监护人陪同，并出示双方证件。',
    en: 'The buyer must be 18 or older; travellers under 20 must come with a legal guardian, and both show ID.',
    ja: 'ご購入は18歳以上の方に限ります。20歳未満の方は法定代理人の同伴が必要です。',
    ko: '구매자는 만 18세 이상이어야 하며, 만 20세 미만은 법정대리인과 동행해야 합니다.',
    vi: 'Người mua phải từ 18 tuổi; khách dưới 20 tuổi cần người giám hộ hợp pháp đi cùng.',
  },
  'the 48-hour report: in Taiwan, not abroad': {
    'zh-TW': '於國外使用發生問題，請於 48 小時內通知客服，逾期恕難處理。',
    'zh-CN': '在境外使用发生问题，请于 48 小时内通知客服。',
    en: 'Problems while abroad must be reported to support within 48 hours.',
    ja: '海外でのご利用中の問題は48時間以内にサポートへご連絡ください。',
    ko: '해외 사용 중 문제는 48시간 이내에 고객센터로 알려 주셔야 합니다.',
    vi: 'Sự cố khi đang ở nước ngoài phải được báo trong vòng 48 giờ.',
  },
  'service hours: from site settings only': {
    'zh-TW': '中、英、日、韓、越語客服，每日 09:00–23:00（GMT+8）。',
    'zh-CN': '客服时间：周一至周五 09:00–18:00（GMT+8）',
    en: 'Service hours: Monday to Friday, 09:00–18:00 (GMT+8), closed on weekends and public holidays.',
    ja: '営業時間：平日（月〜金）09:00〜18:00（GMT+8）、土日祝日は休業です。',
    ko: '고객센터: 매일 09:00–23:00 (GMT+8)',
    vi: 'Giờ làm việc: thứ Hai đến thứ Sáu, 08:00–17:00 (GMT+7).',
  },
  'customer service': {
    'zh-TW': '請聯繫線上客服，我們會協助確認。',
    'zh-CN': '请联系在线客服，我们会协助确认。',
    en: 'Online support and counter hours change over the holiday.',
    ja: '旧正月の連休期間はオンラインサポートの営業時間が変わります。',
    ko: '설 연휴 기간 온라인 고객센터 운영 시간이 변경됩니다.',
    vi: 'Giờ hỗ trợ trực tuyến thay đổi trong kỳ nghỉ Tết.',
  },
  'member area (會員中心) and its order list (歷史訂單)': {
    'zh-TW': '可於「我的帳戶 › 訂單紀錄」自行取消。',
    'zh-CN': '可在“我的账户 › 订单记录”自行取消。',
    en: 'You can follow this order at any time in your member centre.',
    ja: 'ご注文状況は会員ページでいつでもご確認いただけます。',
    ko: '‘내 계정 › 주문 내역’에서 직접 취소해 주세요.',
    vi: 'Theo dõi đơn hàng trong trung tâm thành viên.',
  },
  'e-invoice options (會員載具 / 手機條碼載具 / 公司 / 捐贈 / 來台旅客)': {
    'zh-TW': '來台旅客（無載具）',
    'zh-CN': '非台湾居民（通过电子邮件发送）',
    en: 'Visitor without a Taiwan carrier',
    ja: '旅行者（保存先の登録なし）',
    ko: '여행자(저장 수단 없음)',
    vi: 'Du khách (không có vật mang hóa đơn Đài Loan)',
  },
}

describe('issue 40 glossary rules', () => {
  for (const [concept, byLocale] of Object.entries(PLANTED)) {
    it(`catches the old wording in every locale: ${concept}`, () => {
      for (const [locale, text] of Object.entries(byLocale) as [Locale, string][]) expect(concepts(locale, text), `${locale}: ${text}`).toContain(concept)
    })
  }

  it('passes the wording the shop uses now (age rule, invoice options, member area, hours lines)', () => {
    for (const locale of Object.keys(MESSAGES) as Locale[]) {
      const m = MESSAGES[locale]
      const texts = [m.cardHolders.ageRule, m.header.account, m.hours.customerService, m.hours.office, ...Object.values(m.invoiceForm.types).map((t) => t.label)]
      for (const text of texts) expect(glossaryViolations(GLOSSARY, locale, text), `${locale}: ${text}`).toEqual([])
    }
  })
})
