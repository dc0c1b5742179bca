import { describe, expect, it } from 'vitest'

import { luhnCheckDigit } from './iccid'
import { checkCardSerials } from './staffDesk'

const iccid = (body: string) => `${body}${luhnCheckDigit(body)}`
const A = iccid('898860123456789012')
const B = iccid('8988601234567890123')

describe('the card serials of a handover (one ICCID per card, in card order)', () => {
  it('takes one valid ICCID per card, as typed (grouped) or not, in card order', () => {
    expect(checkCardSerials([A, B.replace(/(\d{4})/g, '$1 ').trim()], 2)).toEqual({ ok: true, serials: [A, B] })
  })

  it('names the card whose serial is missing, not an ICCID, or typed twice; another count is refused whole', () => {
    expect(checkCardSerials([A], 2)).toEqual({ ok: false, problem: 'count' })
    expect(checkCardSerials([A, ' '], 2)).toEqual({ ok: false, problem: 'missing', card: 1 })
    expect(checkCardSerials([`${A.slice(0, -1)}${(Number(A.slice(-1)) + 1) % 10}`, B], 2)).toEqual({ ok: false, problem: 'format', card: 0 })
    expect(checkCardSerials(['8988600000000000001'], 1)).toEqual({ ok: false, problem: 'format', card: 0 })
    expect(checkCardSerials([A, A], 2)).toEqual({ ok: false, problem: 'duplicate', card: 1 })
  })
})
