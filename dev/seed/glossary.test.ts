/**
 * The glossary check over the real messages and seed (messages/glossary.ts): it finds a planted
 * variant, and the shipped texts follow the glossary.
 */
import { describe, expect, it } from 'vitest'

import { LOCALES, type Locale } from '@/domain/locale'

import { describeProblem, GLOSSARY, glossaryProblems, mailSubjectProblems, mailTexts, messageTexts, seedTexts } from './glossaryCheck'

describe('glossary check', () => {
  it('gives every concept a term to use in the locales it covers', () => {
    expect(GLOSSARY.concepts.length).toBeGreaterThanOrEqual(20)
    for (const { concept, terms } of GLOSSARY.concepts)
      for (const [locale, term] of Object.entries(terms)) {
        expect(LOCALES, concept).toContain(locale)
        expect(term.use.trim(), `${concept} ${locale}`).not.toBe('')
        for (const pattern of term.patterns ?? []) expect(() => new RegExp(pattern, 'u')).not.toThrow()
      }
  })

  it('fails on a variant the glossary forbids, planted in a message or a seeded text', () => {
    const planted = [
      { locale: 'en' as const, where: 'planted message', text: 'Please select a specification.' },
      { locale: 'ja' as const, where: 'planted seed', text: '会員キャリアに保存されます。' },
      { locale: 'ko' as const, where: 'planted seed', text: '「설정」에서 선택하세요.' },
      { locale: 'zh-TW' as const, where: 'planted message', text: '請以 NTD 付款' },
    ]
    const problems = glossaryProblems(planted)
    expect(problems.map((p) => p.where)).toEqual(['planted message', 'planted seed', 'planted seed', 'planted seed', 'planted message'])
    expect(problems.map((p) => p.found)).toEqual(['specification', 'キャリア', '「', '」', 'NTD'])
  })

  it('passes clean texts, and a variant that is correct in context (通信キャリア is a mobile carrier)', () => {
    expect(
      glossaryProblems([
        { locale: 'en', where: 'clean', text: 'Please select a plan. Specifications' },
        { locale: 'ja', where: 'clean', text: '台湾大手通信キャリアと提携しています。' },
        { locale: 'vi', where: 'clean', text: 'SIM 5G không giới hạn từ 300 NT$' },
      ]),
    ).toEqual([])
  })

  it('messages/*.json, the seeded content and every rendered mail follow the glossary', () => {
    const mails = mailTexts()
    expect(new Set(mails.map((t) => t.where.split(' ')[1])).size).toBeGreaterThanOrEqual(12)
    const texts = [...messageTexts(), ...seedTexts(new Date('2026-11-21T12:00:00Z')), ...mails]
    expect(new Set(texts.map((t) => t.locale)).size).toBe(LOCALES.length)
    expect(texts.filter((t) => t.where.startsWith('seed')).length).toBeGreaterThan(500)
    expect(glossaryProblems(texts).map(describeProblem)).toEqual([])
  })

  it('every mail subject message begins the way its locale begins them all', () => {
    expect(mailSubjectProblems(messageTexts()).map(describeProblem)).toEqual([])
  })
})

/** One slip per line that a native reader of that locale caught (issue 40), and the variant the check must report. */
const PLANTED: { locale: Locale; text: string; found: string }[] = [
  { locale: 'zh-TW', text: '歡迎關注我們的 Facebook。', found: '關注我們' },
  { locale: 'zh-TW', text: '抵達後即可開通 eSIM；SIM 卡於櫃檯取卡時啟用。', found: '啟用' },
  { locale: 'zh-TW', text: '第一航廈 （國際線）', found: ' （' },
  { locale: 'zh-TW', text: '櫃檯僅提供取卡服務。 深夜航班旅客亦可取卡。', found: '。 ' },
  { locale: 'zh-TW', text: '系統暫時無法連線至資料庫。', found: '資料庫' },
  { locale: 'zh-TW', text: '中、英、日、韓、越語客服', found: '中、英、日' },
  { locale: 'zh-CN', text: '不另寄送纸本发票。', found: '纸本' },
  { locale: 'zh-CN', text: '发票以电子邮件寄送。', found: '寄送' },
  { locale: 'zh-CN', text: '将手机条码储存为常用载具。', found: '储存' },
  { locale: 'zh-CN', text: '买受人名称', found: '买受人' },
  { locale: 'zh-CN', text: '全台 4G/5G 覆盖', found: '全台' },
  { locale: 'zh-CN', text: '安卓手机请打开设置。', found: '安卓' },
  { locale: 'zh-CN', text: '适合短差的旅客。', found: '短差' },
  { locale: 'zh-CN', text: '各语言版本如有歧义，以繁体中文版本为准。', found: '歧义' },
  { locale: 'zh-CN', text: '落地后即可激活 eSIM。', found: '激活' },
  { locale: 'ja', text: '当日販売は行っておりません。', found: '当日販売' },
  { locale: 'ja', text: '残り3席', found: '席' },
  { locale: 'ja', text: 'お支払い状況：未払い', found: '未払い' },
  { locale: 'ja', text: '第1ターミナル （国際線）', found: ' （' },
  { locale: 'ja', text: '毎日09:00–23:00（GMT+8）', found: '0–2' },
  { locale: 'ja', text: 'eSIMの有効化は到着後に行ってください。', found: '有効化' },
  { locale: 'ja', text: '実名登録を済ませてください。', found: '実名登録' },
  { locale: 'ja', text: '入場日を選択してください。', found: '入場日' },
  { locale: 'ja', text: 'こんにちは。', found: 'こんにちは' },
  { locale: 'ko', text: '유심은 어디에서 받을 수 있습니까?', found: '니까?' },
  { locale: 'ko', text: '대만 시간 (GMT+8)', found: ' (' },
  { locale: 'ko', text: '가상 유심(eSIM)', found: '가상 유심' },
  { locale: 'ko', text: '매일 09:00–23:00', found: '0–2' },
  { locale: 'ko', text: '이 메일은 발신 전용입니다. 회신하지 마세요.', found: '회신하지 마세요' },
  { locale: 'vi', text: 'CMND hoặc hộ chiếu', found: 'CMND' },
  { locale: 'vi', text: 'Thông tin hành khách', found: 'hành khách' },
  { locale: 'vi', text: 'Chỗ trống trực tiếp', found: 'Chỗ trống trực tiếp' },
  { locale: 'vi', text: 'Tòa án quận Đài Bắc', found: 'Tòa án quận' },
  { locale: 'vi', text: 'Nhập mã xác thực/OTP', found: 'mã xác thực' },
  { locale: 'en', text: '{count, plural, one {# seat left} other {# seats left}}', found: 'seat left' },
  { locale: 'en', text: 'Data does not exist.', found: 'Data does not exist' },
  { locale: 'en', text: 'Redemption number or product', found: 'Redemption number' },
  { locale: 'en', text: 'Orders over TWD 2,000 ship free.', found: 'TWD 2' },
  { locale: 'en', text: 'Support in Chinese, English, Japanese, Korean and Vietnamese.', found: 'in Chinese, English' },
]

describe('a variant planted in one locale fails the check (issue 40)', () => {
  it.each(PLANTED)('$locale: "$text" is caught ($found)', ({ locale, text, found }) => {
    const problems = glossaryProblems([{ locale, where: 'planted', text }])
    expect(problems.map((p) => p.found)).toContain(found)
  })

  it('the corrected lines pass', () => {
    const fixed: { locale: Locale; text: string }[] = [
      { locale: 'zh-TW', text: '歡迎追蹤我們的 Facebook。抵達後即可開通 eSIM，啟用碼見信件。第一航廈（國際線）。深夜航班旅客亦可取卡。' },
      { locale: 'zh-CN', text: '不另邮寄纸质发票。全台湾 4G/5G 覆盖。Android 手机请打开设置。落地后即可开通 eSIM，激活码见邮件。' },
      { locale: 'ja', text: 'その場での販売は行っておりません。残り3枚。お支払い状況：お支払い待ち。第1ターミナル（国際線）。毎日09:00〜23:00。' },
      { locale: 'ko', text: '유심은 어디에서 받을 수 있나요? 요금은 얼마인가요? 대만 시간(GMT+8), 매일 09:00~23:00. 결제해 주세요.' },
      { locale: 'vi', text: 'CCCD hoặc hộ chiếu. Thông tin du khách. Hành khách bay nội địa. Tòa án địa phương Đài Bắc. Nhập mã xác minh.' },
      { locale: 'en', text: '3 tickets left. We couldn’t find that. Serial number or product. Orders over NT$2,000.' },
    ]
    expect(glossaryProblems(fixed.map((f) => ({ ...f, where: 'fixed' }))).map(describeProblem)).toEqual([])
  })

  it('a mail subject that does not begin with the locale\'s prefix is caught, in messages only', () => {
    const subject = (locale: Locale, text: string) => ({ locale, where: `messages/${locale}.json mail.emailChanged.subject`, text })
    const problems = mailSubjectProblems([
      subject('zh-TW', '{siteName}：您的登入電子郵件已變更'),
      subject('ja', '{siteName}：お問い合わせを受け付けました（{reference}）'),
      subject('zh-TW', '【{siteName}】您的登入電子郵件已變更'),
      subject('en', '{siteName}: your login e-mail was changed'),
      { locale: 'zh-TW', where: 'messages/zh-TW.json mail.emailChanged.title', text: '登入電子郵件已變更' },
    ])
    expect(problems.map((p) => `${p.locale} ${p.use}`)).toEqual(['zh-TW 【{siteName}】', 'ja 【{siteName}】'])
  })
})
