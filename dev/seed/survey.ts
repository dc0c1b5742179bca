import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/domain/locale'

type Texts = Record<Locale, string>
type SeedQuestion = { key: string; kind: 'rating' | 'choice' | 'text'; required: boolean; label: Texts; options?: { value: string; label: Texts }[] }

const TITLE: Texts = {
  'zh-TW': '旅程結束後的滿意度調查',
  'zh-CN': '旅程结束后的满意度调查',
  en: 'How was your trip?',
  ja: 'ご旅行後の満足度アンケート',
  ko: '여행 후 만족도 설문',
  vi: 'Chuyến đi của bạn thế nào?',
}
const INTRO: Texts = {
  'zh-TW': '五個簡短問題，約一分鐘即可完成。',
  'zh-CN': '五个简短问题，约一分钟即可完成。',
  en: 'Five short questions, about a minute.',
  ja: '5つの簡単な質問で、1分ほどで終わります。',
  ko: '짧은 질문 5개로 약 1분이면 끝납니다.',
  vi: 'Năm câu hỏi ngắn, khoảng một phút.',
}

/** A short post-trip satisfaction survey; staff change it in /admin → Customers → Survey. */
const QUESTIONS: SeedQuestion[] = [
  {
    key: 'overall',
    kind: 'rating',
    required: true,
    label: {
      'zh-TW': '整體而言，您對我們的 SIM 卡／eSIM 滿意嗎？',
      'zh-CN': '总体而言，您对我们的 SIM 卡／eSIM 满意吗？',
      en: 'Overall, how satisfied are you with your SIM card or eSIM?',
      ja: '全体として、SIMカード／eSIMにどのくらい満足されましたか？',
      ko: '전반적으로 유심/eSIM에 얼마나 만족하셨나요?',
      vi: 'Nhìn chung, bạn hài lòng thế nào với thẻ SIM hoặc eSIM?',
    },
  },
  {
    key: 'network',
    kind: 'rating',
    required: false,
    label: {
      'zh-TW': '旅途中的網路速度與訊號品質如何？',
      'zh-CN': '旅途中的网络速度与信号质量如何？',
      en: 'How were the network speed and coverage during your trip?',
      ja: 'ご旅行中の通信速度と電波状況はいかがでしたか？',
      ko: '여행 중 네트워크 속도와 수신 상태는 어떠셨나요?',
      vi: 'Tốc độ mạng và vùng phủ sóng trong chuyến đi thế nào?',
    },
  },
  {
    key: 'setup',
    kind: 'choice',
    required: false,
    label: {
      'zh-TW': '機場取卡或 eSIM 安裝是否順利？',
      'zh-CN': '机场取卡或 eSIM 安装是否顺利？',
      en: 'How easy was the airport pickup or the eSIM installation?',
      ja: '空港でのお受け取り、またはeSIMの設定はスムーズでしたか？',
      ko: '공항 수령이나 eSIM 설치는 순조로웠나요?',
      vi: 'Việc nhận thẻ tại sân bay hoặc cài eSIM có dễ dàng không?',
    },
    options: [
      { value: 'easy', label: { 'zh-TW': '很順利', 'zh-CN': '很顺利', en: 'Easy', ja: 'スムーズだった', ko: '순조로웠음', vi: 'Dễ dàng' } },
      { value: 'ok', label: { 'zh-TW': '還可以', 'zh-CN': '还可以', en: 'It was fine', ja: '普通', ko: '보통', vi: 'Bình thường' } },
      { value: 'hard', label: { 'zh-TW': '遇到困難', 'zh-CN': '遇到困难', en: 'I had trouble', ja: '困ったことがあった', ko: '어려움이 있었음', vi: 'Gặp khó khăn' } },
    ],
  },
  {
    key: 'recommend',
    kind: 'choice',
    required: false,
    label: {
      'zh-TW': '您會推薦我們給親友嗎？',
      'zh-CN': '您会推荐我们给亲友吗？',
      en: 'Would you recommend us to friends?',
      ja: 'ご家族やご友人に勧めたいと思いますか？',
      ko: '지인에게 추천하시겠어요?',
      vi: 'Bạn có giới thiệu chúng tôi cho bạn bè không?',
    },
    options: [
      { value: 'yes', label: { 'zh-TW': '會', 'zh-CN': '会', en: 'Yes', ja: 'はい', ko: '예', vi: 'Có' } },
      { value: 'maybe', label: { 'zh-TW': '也許', 'zh-CN': '也许', en: 'Maybe', ja: 'たぶん', ko: '아마도', vi: 'Có thể' } },
      { value: 'no', label: { 'zh-TW': '不會', 'zh-CN': '不会', en: 'No', ja: 'いいえ', ko: '아니요', vi: 'Không' } },
    ],
  },
  {
    key: 'comment',
    kind: 'text',
    required: false,
    label: {
      'zh-TW': '還有什麼我們可以做得更好？',
      'zh-CN': '还有什么我们可以做得更好？',
      en: 'Anything we could do better?',
      ja: '改善してほしい点があればお聞かせください。',
      ko: '개선할 점이 있다면 알려 주세요.',
      vi: 'Chúng tôi có thể làm tốt hơn điều gì?',
    },
  },
]

/** Seeds the survey once (when it has no questions), in all six languages. */
/** The survey's seeded texts (the glossary check reads them). */
export const SURVEY_TEXT = { title: TITLE, intro: INTRO, questions: QUESTIONS }

export async function seedSurvey(payload: Payload) {
  const current = await payload.findGlobal({ slug: 'survey', locale: DEFAULT_LOCALE, depth: 0 })
  if (current.questions?.length) return
  const created = await payload.updateGlobal({
    slug: 'survey',
    locale: DEFAULT_LOCALE,
    data: {
      title: TITLE[DEFAULT_LOCALE],
      intro: INTRO[DEFAULT_LOCALE],
      questions: QUESTIONS.map((q) => ({
        key: q.key,
        kind: q.kind,
        required: q.required,
        label: q.label[DEFAULT_LOCALE],
        options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label[DEFAULT_LOCALE] })),
      })),
    },
  })
  // Other languages: the same rows (by id), their labels translated.
  for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
    await payload.updateGlobal({
      slug: 'survey',
      locale,
      data: {
        title: TITLE[locale],
        intro: INTRO[locale],
        questions: (created.questions ?? []).map((row, i) => ({
          ...row,
          label: QUESTIONS[i]!.label[locale],
          options: (row.options ?? []).map((o, j) => ({ ...o, label: QUESTIONS[i]!.options![j]!.label[locale] })),
        })),
      },
    })
  }
}
