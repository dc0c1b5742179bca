import { describe, expect, it } from 'vitest'

import { furtherHoldersNeeded, holderAgeProblems, holderKey, holderListProblems, holderNeedsGuardian, holdersByCard } from './cardHolders'

const sim = (quantity: number) => ({ kind: 'product', cardType: 'physical', quantity })
const traveller = { surname: 'CHEN', givenName: 'MEI LIN', birthDate: '1990-05-01' }
const lin = { surname: 'Lin', givenName: 'Yu', birthDate: '1992-03-04' }
const wang = { surname: 'Wang', givenName: 'Hao', birthDate: '1988-12-24' }

describe('one SIM card per passport: the holders an order names', () => {
  it('a physical SIM order needs a holder per card after the first; eSIMs and tickets none', () => {
    expect([1, 2, 3, 10].map((q) => furtherHoldersNeeded(sim(q)))).toEqual([0, 1, 2, 9])
    expect(furtherHoldersNeeded({ kind: 'product', cardType: 'esim', quantity: 4 })).toBe(0)
    expect(furtherHoldersNeeded({ kind: 'rail', quantity: 4 })).toBe(0)
    expect(furtherHoldersNeeded({ kind: 'observationDeck', quantity: 4 })).toBe(0)
  })

  it('refuses missing holders, too many, and holders on anything but physical SIM cards', () => {
    expect(holderListProblems(sim(3), traveller, [lin])).toEqual([['furtherHolders', 'holderCount']])
    expect(holderListProblems(sim(2), traveller, undefined)).toEqual([['furtherHolders', 'holderCount']])
    expect(holderListProblems(sim(2), traveller, [lin, wang])).toEqual([['furtherHolders', 'holderCount']])
    expect(holderListProblems({ kind: 'product', cardType: 'esim', quantity: 2 }, traveller, [lin])).toEqual([['furtherHolders', 'holdersPhysicalOnly']])
    expect(holderListProblems(sim(1), traveller, [])).toEqual([])
    expect(holderListProblems(sim(3), traveller, [lin, wang])).toEqual([])
  })

  it('refuses the same person twice (name and birth date), the traveller included, however the name is typed', () => {
    expect(holderListProblems(sim(3), traveller, [lin, { ...lin, surname: 'LIN ', givenName: 'yu' }])).toEqual([['furtherHolders.1.surname', 'holderDuplicate']])
    expect(holderListProblems(sim(2), traveller, [{ surname: 'chen', givenName: 'Mei-Lin', birthDate: '1990-05-01' }])).toEqual([
      ['furtherHolders.0.surname', 'holderDuplicate'],
    ])
    // Same name, another birth date: another person (namesakes travel together).
    expect(holderListProblems(sim(2), traveller, [{ ...traveller, birthDate: '2001-05-01' }])).toEqual([])
    expect(holderKey(lin)).toBe(holderKey({ surname: ' lin', givenName: 'YU', birthDate: '1992-03-04' }))
  })

  it('every further holder is 18 or older on the day (the buyer’s rule); an adult needs no guardian', () => {
    const today = '2026-11-21'
    expect(holderAgeProblems([{ birthDate: '2008-11-21' }, { birthDate: '2008-11-22' }], today)).toEqual([['furtherHolders.1.birthDate', 'holderAgeMinimum']])
    expect(holderAgeProblems([{ birthDate: '2027-01-01' }], today)).toEqual([['furtherHolders.0.birthDate', 'holderAgeMinimum']])
    expect(holderNeedsGuardian('2007-01-01', today)).toBe(false)
    expect(holderNeedsGuardian('2006-11-21', today)).toBe(false)
  })

  it('lists each card with its holder, card 1 the traveller; a further card an older order did not name has none', () => {
    expect(holdersByCard('T', ['A', 'B'], 3)).toEqual([
      { card: 1, holder: 'T' },
      { card: 2, holder: 'A' },
      { card: 3, holder: 'B' },
    ])
    expect(holdersByCard('T', [], 2)).toEqual([
      { card: 1, holder: 'T' },
      { card: 2, holder: null },
    ])
  })
})
