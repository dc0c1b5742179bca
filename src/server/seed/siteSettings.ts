import type { Locale } from '@/domain/locale'

/**
 * Demo site settings in all six languages (spec §1): the footer's two hour lines, each labelled so they do not
 * read as a contradiction: customer service (chat, e-mail) daily 09:00–23:00, the office Mon–Fri (the Vietnamese
 * version states the same hours in GMT+7, as the spec says). Both lines name their time zone: a traveller reads them
 * from home, before the trip.
 */
export const SITE_SETTINGS_BY_LOCALE: Record<Locale, { serviceHours: string; supportHours: string }> = {
  'zh-TW': {
    serviceHours: '客服時間：每日 09:00–23:00（GMT+8）',
    supportHours: '辦公室服務時間：週一至週五 09:00–18:00（GMT+8），週末及國定假日休息',
  },
  'zh-CN': {
    serviceHours: '客服时间：每日 09:00–23:00（GMT+8）',
    supportHours: '办公时间：周一至周五 09:00–18:00（GMT+8），周末及法定节假日休息',
  },
  en: {
    serviceHours: 'Customer service: daily 09:00–23:00 (GMT+8)',
    supportHours: 'Office hours: Mon–Fri 09:00–18:00 (GMT+8), closed on weekends and public holidays',
  },
  ja: {
    serviceHours: 'カスタマーサービス：毎日09:00〜23:00（GMT+8）',
    supportHours: 'オフィス営業時間：月〜金（09:00〜18:00、GMT+8）、土日祝日は休業',
  },
  ko: {
    serviceHours: '고객센터: 매일 09:00~23:00(GMT+8)',
    supportHours: '사무실 운영 시간: 월~금 09:00~18:00(GMT+8), 주말 및 공휴일 휴무',
  },
  vi: {
    serviceHours: 'Chăm sóc khách hàng: hằng ngày 08:00–22:00 (GMT+7)',
    supportHours: 'Giờ làm việc văn phòng: Thứ Hai–Thứ Sáu 08:00–17:00 (GMT+7), nghỉ cuối tuần và ngày lễ',
  },
}
