import { describe, expect, it } from 'vitest'

import { csvCells, iosInstallLink, parseEsimImport, parseLpa } from './esim'

describe('parseLpa', () => {
  it('reads the SM-DP+ address and matching id of an activation code', () => {
    expect(parseLpa('LPA:1$rsp.truphone.com$QRF-SPEEDTEST')).toEqual({
      ok: true,
      code: { lpa: 'LPA:1$rsp.truphone.com$QRF-SPEEDTEST', smdpAddress: 'rsp.truphone.com', matchingId: 'QRF-SPEEDTEST' },
    })
  })

  it('normalises the prefix and the host name, keeps the matching id as it is, accepts an OID', () => {
    const parsed = parseLpa('  lpa:1$SMDP.Example.COM$a1B2-c3  ')
    expect(parsed).toMatchObject({ ok: true, code: { lpa: 'LPA:1$smdp.example.com$a1B2-c3', matchingId: 'a1B2-c3' } })
    expect(parseLpa('LPA:1$smdp.example.com:8443$ABC$1.3.6.1.4.1.31746')).toMatchObject({ ok: true, code: { lpa: 'LPA:1$smdp.example.com:8443$ABC$1.3.6.1.4.1.31746' } })
  })

  it.each([
    ['', 'format'],
    ['LPA:2$smdp.example.com$ABC', 'format'],
    ['smdp.example.com$ABC', 'format'],
    ['LPA:1$smdp.example.com', 'format'],
    ['LPA:1$https://smdp.example.com$ABC', 'address'],
    ['LPA:1$localhost$ABC', 'address'],
    ['LPA:1$smdp.example.com$AB C', 'matchingId'],
    ['LPA:1$smdp.example.com$', 'matchingId'],
    ['LPA:1$smdp.example.com$ABC$$1', 'confirmationCode'],
    ['LPA:1$smdp.example.com$ABC$not-an-oid', 'format'],
  ])('refuses %j (%s)', (input, problem) => {
    expect(parseLpa(input)).toEqual({ ok: false, problem })
  })
})

describe('iosInstallLink', () => {
  it("is Apple's provisioning link with the activation code as card data", () => {
    expect(iosInstallLink('LPA:1$smdp.example.com$ABC-1')).toBe('https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=LPA:1$smdp.example.com$ABC-1')
  })
})

describe('parseEsimImport', () => {
  it('reads one code per line, a CSV column among others, quotes, a header, CRLF and a BOM', () => {
    const text = '\uFEFFlpa,note\r\nLPA:1$smdp.example.com$A-1,batch 7\r\n"LPA:1$smdp.example.com$A-2";x\r\n\r\nLPA:1$smdp.example.com$A-3\n'
    const lines = parseEsimImport(text)
    expect(lines.map((l) => [l.line, l.code?.matchingId, l.problem])).toEqual([
      [2, 'A-1', undefined],
      [3, 'A-2', undefined],
      [5, 'A-3', undefined],
    ])
  })

  it('reports a malformed line and a duplicate within the file (with the first line)', () => {
    const lines = parseEsimImport('LPA:1$smdp.example.com$A-1\nLPA:1$smdp example$A-2\nnot a code\nLPA:1$SMDP.example.com$A-1')
    expect(lines.map((l) => [l.line, l.problem, l.duplicateOf])).toEqual([
      [1, undefined, undefined],
      [2, 'address', undefined],
      [3, 'format', undefined],
      [4, 'duplicateInFile', 1],
    ])
  })

  it('does not take a malformed first line for a header, and refuses two codes on one line', () => {
    expect(parseEsimImport('LPA1$smdp.example.com$A-1')[0]).toMatchObject({ line: 1, problem: 'format' })
    expect(parseEsimImport('LPA:1$a.example.com$A,LPA:1$a.example.com$B')[0]).toMatchObject({ problem: 'format' })
  })

  it('splits CSV cells with escaped quotes', () => {
    expect(csvCells('"a ""b""",c;d\te')).toEqual(['a "b"', 'c', 'd', 'e'])
  })
})
