import { describe, expect, it } from 'vitest'

import { isSealed, openFields, seal, sealFields, unseal } from './secrets'

describe('sealed job secrets', () => {
  it('round-trips and never stores the clear text', () => {
    const sealed = seal('k7Qm2x9a')
    expect(isSealed(sealed)).toBe(true)
    expect(sealed).not.toContain('k7Qm2x9a')
    expect(seal('k7Qm2x9a')).not.toBe(sealed) // fresh IV each time
    expect(unseal(sealed)).toBe('k7Qm2x9a')
  })

  it('seals only the named string fields, once, and opens them again', () => {
    const data = { email: 'a@example.com', password: 'secret12', existingAccount: false }
    const sealed = sealFields(data, ['password'])
    expect(sealed.email).toBe(data.email)
    expect(isSealed(sealed.password)).toBe(true)
    expect(sealFields(sealed, ['password']).password).toBe(sealed.password)
    expect(openFields(sealed, ['password'])).toEqual(data)
    expect(openFields(data, ['password'])).toEqual(data)
  })

  it('rejects a tampered value', () => {
    const sealed = seal('482913')
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA')
    expect(() => unseal(tampered)).toThrow()
  })
})

describe('sealed structured secrets', () => {
  it('seals a list (eSIM codes) as JSON and opens it back to the same value', () => {
    const esims = [{ lpa: 'LPA:1$smdp.example.com$ABC-123', smdpAddress: 'smdp.example.com', matchingId: 'ABC-123' }]
    const sealed = sealFields({ orderNumber: 'TW1', esims }, ['esims'])
    expect(isSealed(sealed.esims)).toBe(true)
    expect(JSON.stringify(sealed)).not.toContain('ABC-123')
    expect(sealFields(sealed, ['esims']).esims).toBe(sealed.esims)
    expect(openFields(sealed, ['esims'])).toEqual({ orderNumber: 'TW1', esims })
  })
})
