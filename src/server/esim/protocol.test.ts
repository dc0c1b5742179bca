import { describe, expect, it } from 'vitest'

import { signRequest } from './protocol'

describe('eSIM Access request signature', () => {
  it('reproduces the documented example', () => {
    // docs.esimaccess.com, "Authentication": timestamp 1628670421, request id 4ce9…ce2, access code 11111, secret 1111.
    expect(signRequest('1111', '1628670421', '4ce9d9cdac9e4e17b3a2c66c358c1ce2', '11111', '{"imsi":"326543826"}')).toBe(
      '7eb765e27df5373dea2dbc8c41a7d9557743e46c8054750f3d851b3fd01d0835',
    )
  })
})
