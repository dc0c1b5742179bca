import { describe, expect, it } from 'vitest'

import { createSearch, simplifiedByTable } from '@/domain/search'
import { faqSearchText, searchMarks } from '@/lib/searchMarks'

import { searchIndex } from './searchIndex'
import { markHtml, markText, matchesWords } from './shared'

// Entries as the seed writes them: a question, and an answer in rich-text HTML (entities, bold, lists, links).
const ENTRIES = [
  { question: '台灣的網路快嗎？', answerHtml: '<p>我們的<strong>台灣網路</strong>涵蓋全臺，4G &amp; 5G 皆可使用。</p>' },
  { question: '可以退款嗎？', answerHtml: '<p>未開通的 eSIM 可申請退款，手續費 NT$30。</p><ul><li>實體卡：取卡前</li></ul>' },
  { question: '台湾的手机卡怎么取？', answerHtml: '<p>在桃园机场的柜台取卡，请带护照。</p>' },
  { question: 'eSIMはいつ届きますか？', answerHtml: '<p>お支払いの後、<em>メール</em>でQRコードをお送りします。プリペイドSIMは空港で受け取ります。</p>' },
  { question: 'My flight lands late. Can I still pick up my card?', answerHtml: '<p>The airport counters are open <b>24 hours</b>; see <a href="/en/cardPickupLocation">pickup locations</a>.</p>' },
  { question: 'Có được hoàn tiền không?', answerHtml: '<p>eSIM chưa kích hoạt được hoàn tiền, phí NT$30.</p>' },
  { question: '환불할 수 있나요?', answerHtml: '<p>개통하지 않은 eSIM은 환불됩니다. 수수료는 NT$30입니다.</p>' },
  { question: 'What about "unlimited" & fair use?', answerHtml: '<p>Unlimited data slows after 30&nbsp;GB &lt;per day&gt; &#39;fair use&#39;.</p>' },
].map((entry, id) => ({ id, ...entry }))

const QUERIES = [
  '台湾网路', '臺灣', '網路', '退款', '手機卡', '桃園機場', '护照', 'esim', 'ESIM 退款', 'めーる', 'ぷりぺいど', 'QRコード', '24 hours',
  'HOURS pickup', 'hoan tien', 'phí', '환불', 'fair use', '&', '30 gb', '<per', 'nothing at all', '',
]

describe('the FAQ search in the browser (FaqSearch.tsx, from the index the cached page ships)', () => {
  const texts = ENTRIES.map((e) => ({ id: e.id, text: faqSearchText(e.question, e.answerHtml) }))
  const { pairs } = searchIndex(texts)
  const browser = createSearch(simplifiedByTable(pairs))
  const marks = searchMarks(browser)

  it('finds the entries the server finds, in the same order, for queries in every script', () => {
    for (const query of QUERIES) {
      const onServer = ENTRIES.filter((e) => matchesWords(faqSearchText(e.question, e.answerHtml), query)).map((e) => e.id)
      const words = browser.words(query)
      const inBrowser = ENTRIES.filter((e) => !words.length || browser.holds(browser.fold(texts[e.id]!.text), words)).map((e) => e.id)
      expect(inBrowser, query).toEqual(onServer)
    }
    expect(ENTRIES.filter((e) => matchesWords(faqSearchText(e.question, e.answerHtml), '台湾网路')).length).toBe(1)
  })

  it('marks the question and the answer as the server marks them', () => {
    for (const query of QUERIES) {
      for (const e of ENTRIES) {
        expect(marks.markText(e.question, query), `${query}: ${e.question}`).toEqual(markText(e.question, query))
        expect(marks.markHtml(e.answerHtml, query), `${query}: ${e.answerHtml}`).toEqual(markHtml(e.answerHtml, query))
      }
    }
    expect(marks.markHtml(ENTRIES[0]!.answerHtml, '台湾网路')).toContain('<strong><mark>台灣網路</mark></strong>')
  })

  it('ships a small table: only the Traditional characters the entries can meet', () => {
    expect(pairs).toContain('灣湾')
    expect(pairs).not.toContain('龍龙')
    expect(pairs.length).toBeLessThan(2_000)
  })
})
