import { describe, expect, it } from 'vitest'

import { markHtml, markText, matchesWords, richHtml } from './shared'

const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
const heading = (tag: string, value: string) => ({ type: 'heading', tag, format: '', indent: 0, version: 1, direction: 'ltr', children: [text(value)] })
const paragraph = (value: string) => ({ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [text(value)] })
const doc = (...children: unknown[]) => ({ root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children } })
const headings = (html: string) => [...html.matchAll(/<(h[1-6])[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`)

describe('richHtml: content headings under the page title', () => {
  it('a first heading h3 becomes h2, and the next level h3, none skipped', () => {
    const html = richHtml(doc(heading('h3', 'New prices'), paragraph('…'), heading('h5', 'Detail'), heading('h3', 'Also')))
    expect(headings(html)).toEqual(['h2 New prices', 'h3 Detail', 'h2 Also'])
    expect(html).toContain('<p')
  })

  it('an h1 in content is not a second page title; h2/h3 content stays as it is', () => {
    expect(headings(richHtml(doc(heading('h1', 'Title again'), heading('h2', 'Part'))))).toEqual(['h2 Title again', 'h3 Part'])
    expect(headings(richHtml(doc(heading('h2', 'Steps'), heading('h3', 'Tip'))))).toEqual(['h2 Steps', 'h3 Tip'])
  })

  it('leaves the stored document untouched', () => {
    const stored = doc(heading('h3', 'New prices'))
    richHtml(stored)
    expect(stored.root.children[0]).toMatchObject({ tag: 'h3' })
  })
})

const listItem = (value: number, ...children: unknown[]) => ({ type: 'listitem', value, indent: 0, format: '', version: 1, direction: 'ltr', children })
const list = (listType: 'bullet' | 'number', ...items: unknown[]) => ({
  type: 'list', listType, tag: listType === 'number' ? 'ol' : 'ul', start: 1, format: '', indent: 0, version: 1, direction: 'ltr', children: items,
})

describe('richHtml: lists', () => {
  it('writes plain list items: no empty attributes, no line breaks inside the tag, a number only in an ordered list', () => {
    const html = richHtml(doc(list('bullet', listItem(1, text('Passport')), listItem(2, text('Second ID'))), list('number', listItem(1, text('Choose')), listItem(2, text('Pay')))))
    expect(html).toBe('<ul class="list-bullet"><li>Passport</li><li>Second ID</li></ul><ol class="list-number"><li value="1">Choose</li><li value="2">Pay</li></ol>')
  })

  it('keeps a nested list inside its item, on one line', () => {
    const html = richHtml(doc(list('bullet', listItem(1, text('Cards')), listItem(2, list('bullet', listItem(1, text('eSIM')))))))
    expect(html).toContain('<li class="nestedListItem" style="list-style-type: none;"><ul class="list-bullet"><li>eSIM</li></ul></li>')
    expect(html).not.toMatch(/\n/)
  })
})

describe('matchesWords (the catalog and FAQ keyword search)', () => {
  it('finds every word of the query, in any case and width', () => {
    expect(matchesWords('Taiwan 5G Unlimited SIM', 'sim  unlimited')).toBe(true)
    expect(matchesWords('Taiwan 5G Unlimited SIM', 'ｅＳＩＭ')).toBe(false)
    expect(matchesWords('Taiwan 5G Unlimited eSIM', 'ＥＳＩＭ')).toBe(true)
    expect(matchesWords('Taiwan 5G Unlimited SIM', '')).toBe(true)
  })

  it('reads Traditional and Simplified Chinese alike, 臺 and 台 too', () => {
    expect(matchesWords('台灣5G無限流量上網卡', '台湾 无限')).toBe(true)
    expect(matchesWords('台灣5G無限流量上網卡', '臺灣')).toBe(true)
    expect(matchesWords('台湾5G无限流量上网卡', '台灣 網')).toBe(true)
    expect(matchesWords('台灣5G無限流量上網卡', '香港')).toBe(false)
    // Japanese names are still found by their own characters.
    expect(matchesWords('台湾5G無制限SIMカード', '無制限')).toBe(true)
  })
})

describe('matchesWords with synonyms (the product and ticket search)', () => {
  const sim = { synonyms: true }
  it('finds a card by the word a traveller of another region types for it', () => {
    // zh-CN: a SIM card is 电话卡 or 手机卡 to many; the names say 上网卡.
    expect(matchesWords('台湾 5G 无限流量上网卡', '电话卡', sim)).toBe(true)
    expect(matchesWords('台湾 5G 无限流量上网卡', '手機卡', sim)).toBe(true)
    expect(matchesWords('台湾 5G 无限流量上网卡', 'SIM', sim)).toBe(true)
    expect(matchesWords('台灣 5G 吃到飽上網卡', '无限流量', sim)).toBe(true)
    expect(matchesWords('대만 5G 무제한 유심', 'sim', sim)).toBe(true)
    expect(matchesWords('台湾5G無制限SIMカード', 'unlimited', sim)).toBe(true)
    // Tickets: MRT, 捷運 and 地铁 are one thing.
    expect(matchesWords('桃园机场捷运车票（机场－台北车站）', 'MRT', sim)).toBe(true)
    expect(matchesWords('Taoyuan Airport MRT Ticket', '捷运', sim)).toBe(true)
    expect(matchesWords('타이베이 스카이라인 전망대 입장권', 'observatory', sim)).toBe(true)
  })

  it('keeps every word required, and leaves other words and the FAQ search as they were', () => {
    expect(matchesWords('台湾 5G 无限流量上网卡', '电话卡 4G', sim)).toBe(false)
    expect(matchesWords('台湾 5G 无限流量 eSIM', '电话卡 5G', sim)).toBe(true)
    // An eSIM is a SIM, not the reverse.
    expect(matchesWords('台湾 5G 无限流量上网卡', 'eSIM', sim)).toBe(false)
    expect(matchesWords('台湾 5G 无限流量上网卡', '香港', sim)).toBe(false)
    // Without the option (the FAQ), only what is written.
    expect(matchesWords('台湾 5G 无限流量上网卡', '电话卡')).toBe(false)
  })
})

describe('searching without accents (Vietnamese is often typed so)', () => {
  it('finds Latin letters with or without their marks, and keeps other scripts as they are', () => {
    expect(matchesWords('Hoàn tiền khi hủy đơn', 'hoan tien')).toBe(true)
    expect(matchesWords('Hoàn tiền khi hủy đơn', 'huy don')).toBe(true)
    expect(matchesWords('Không giới hạn dung lượng', 'KHONG GIOI HAN')).toBe(true)
    expect(matchesWords('Hoan tien', 'hoàn tiền')).toBe(true)
    expect(matchesWords('Crème brûlée', 'creme brulee')).toBe(true)
    // Japanese voiced marks and Korean syllables are letters of their own.
    expect(matchesWords('ガイド', 'カイト')).toBe(false)
    expect(matchesWords('ガイド', 'ガイド')).toBe(true)
    expect(matchesWords('유심 카드', '유심')).toBe(true)
    expect(markText('Hoàn tiền', 'hoan')).toEqual([
      { text: 'Hoàn', marked: true },
      { text: ' tiền', marked: false },
    ])
  })
})

describe('markText and markHtml (what a FAQ search found, marked)', () => {
  it('marks every occurrence of each word, as written, whatever its case, width or script', () => {
    expect(markText('eSIM or ESIM? An eSIM.', 'esim')).toEqual([
      { text: 'eSIM', marked: true },
      { text: ' or ', marked: false },
      { text: 'ESIM', marked: true },
      { text: '? An ', marked: false },
      { text: 'eSIM', marked: true },
      { text: '.', marked: false },
    ])
    expect(markText('臺灣的ＳＩＭ卡', '台湾 sim')).toEqual([
      { text: '臺灣', marked: true },
      { text: '的', marked: false },
      { text: 'ＳＩＭ', marked: true },
      { text: '卡', marked: false },
    ])
    // A fold that changes the length (the ligature ﬁ is "fi") still marks what it found.
    expect(markText('ﬁle a claim', 'claim')).toEqual([
      { text: 'ﬁle a ', marked: false },
      { text: 'claim', marked: true },
    ])
    expect(markText('No match here', 'esim')).toEqual([{ text: 'No match here', marked: false }])
    expect(markText('Anything', '  ')).toEqual([{ text: 'Anything', marked: false }])
  })
  it('marks inside text only: not in tags or attributes, an entity as one character', () => {
    expect(markHtml('<p>Flights after <strong>24 hours</strong> &amp; more</p>', '24 hours')).toBe(
      '<p>Flights after <strong><mark>24</mark> <mark>hours</mark></strong> &amp; more</p>',
    )
    expect(markHtml('<p><a href="/en/faq?q=hours" title="hours">Hours</a></p>', 'hours')).toBe(
      '<p><a href="/en/faq?q=hours" title="hours"><mark>Hours</mark></a></p>',
    )
    expect(markHtml('<p>Tom &amp; Jerry</p>', 'amp')).toBe('<p>Tom &amp; Jerry</p>')
    expect(markHtml('<p>Tom &amp; Jerry</p>', '&')).toBe('<p>Tom <mark>&amp;</mark> Jerry</p>')
    expect(markHtml('<p>A <em>half</em>word</p>', 'halfword')).toBe('<p>A <em>half</em>word</p>')
    expect(markHtml('<p>unchanged</p>', undefined)).toBe('<p>unchanged</p>')
  })
})
