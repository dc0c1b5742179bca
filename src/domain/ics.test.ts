import { describe, expect, it } from 'vitest'

import { buildIcs, escapeText, foldLine } from './ics'

const STAMP = new Date('2026-11-24T03:00:00Z')

describe('buildIcs', () => {
  const ics = buildIcs({
    uid: 'TW261203-7K3QXM@pickup.example',
    date: '2026-12-03',
    time: '14:30',
    durationMinutes: 30,
    summary: 'Pick up your SIM card; order TW261203-7K3QXM',
    location: 'Taoyuan Airport T1, Arrival hall',
    description: 'Bring two ID documents.\nOne card per traveller.',
    url: 'https://shop.example/en/order/TW261203-7K3QXM?key=abc',
    stamp: STAMP,
  })

  it('is one VEVENT in UTC (Taipei is UTC+8) with CRLF line ends and a reminder', () => {
    const lines = ics.split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('DTSTART:20261203T063000Z')
    expect(lines).toContain('DTEND:20261203T070000Z')
    expect(lines).toContain('DTSTAMP:20261124T030000Z')
    expect(lines).toContain('UID:TW261203-7K3QXM@pickup.example')
    expect(lines).toContain('TRIGGER:-PT1H')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n|\r/)
  })

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    expect(ics).toContain('SUMMARY:Pick up your SIM card\\; order TW261203-7K3QXM')
    expect(ics).toContain('LOCATION:Taoyuan Airport T1\\, Arrival hall')
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc')
  })
})

describe('foldLine', () => {
  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'取卡'.repeat(40)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75)
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line)
  })

  it('leaves a short line alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0')
  })
})
