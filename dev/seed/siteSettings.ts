import type { Locale } from '@/domain/locale'
import type { OpeningHours } from '@/domain/serviceHours'

/**
 * Demo site settings (spec §1; issue 40 items 1 and 8). The hours are stored once, in Taiwan time, and worded per
 * language by messages `hours.*` (the Vietnamese text adds Vietnam time beside them): customer service (messages
 * and e-mail) daily 09:00–23:00, the office Monday to Friday 09:00–18:00.
 */
export const SITE_HOURS: { customerServiceHours: OpeningHours; officeHours: OpeningHours } = {
  customerServiceHours: { days: 'daily', opensAt: '09:00', closesAt: '23:00' },
  officeHours: { days: 'weekdays', opensAt: '09:00', closesAt: '18:00' },
}

/**
 * The operator shown on About, Terms and Privacy. DEMO DATA, not a real company: the name says so, 00000000 is no
 * issued Unified Business Number, the address is made up, and the mail (SUPPORT_MAIL) is on the reserved `.test` domain. A shop that
 * goes live enters its own in /admin → Site settings → Operator.
 */
export const DEMO_REGISTRATION_NUMBER = '00000000'

export const SITE_SETTINGS_BY_LOCALE: Record<Locale, { operator: { companyName: string; address: string } }> = {
  'zh-TW': { operator: { companyName: '台灣旅遊 SIM 示範股份有限公司（示範資料）', address: '110 臺北市信義區示範路 0 號（示範地址）' } },
  'zh-CN': { operator: { companyName: '台湾旅游 SIM 示范股份有限公司（示范数据）', address: '110 台北市信义区示范路 0 号（示范地址）' } },
  en: { operator: { companyName: 'Taiwan Travel SIM Demo Co., Ltd. (demo data)', address: 'No. 0, Demo Rd., Xinyi Dist., Taipei City 110, Taiwan (demo address)' } },
  ja: { operator: { companyName: '台灣旅遊SIM示範股份有限公司（デモ用の架空の会社）', address: '台湾 台北市信義区示範路0号（デモ用の住所）' } },
  ko: { operator: { companyName: 'Taiwan Travel SIM Demo Co., Ltd.(데모용 가상 회사)', address: '대만 타이베이시 신이구 데모로 0호(데모용 주소)' } },
  vi: { operator: { companyName: 'Taiwan Travel SIM Demo Co., Ltd. (dữ liệu mẫu)', address: 'Số 0, đường Demo, quận Tín Nghĩa, thành phố Đài Bắc 110, Đài Loan (địa chỉ mẫu)' } },
}
