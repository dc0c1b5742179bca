import { describe, expect, it } from 'vitest'

import { airportWithCode, counterLabel, isOpenAllDay, pickupPlaceLabel, pickupTimes, withinOpeningHours } from './pickup'

describe('pickup rules', () => {
  it('knows opening hours, also past midnight', () => {
    expect(withinOpeningHours('06:00', '06:00', '23:30')).toBe(true)
    expect(withinOpeningHours('23:45', '06:00', '23:30')).toBe(false)
    expect(withinOpeningHours('01:00', '22:00', '02:00')).toBe(true)
    expect(withinOpeningHours('12:00', '22:00', '02:00')).toBe(false)
  })

  it('lists half-hour times within the hours, closing time included', () => {
    expect(pickupTimes('09:00', '10:30')).toEqual(['09:00', '09:30', '10:00', '10:30'])
    expect(pickupTimes('09:15', '10:45')).toEqual(['09:30', '10:00', '10:30'])
  })

  it('lists the times of a counter open past midnight in clock order', () => {
    expect(pickupTimes('22:30', '01:00')).toEqual(['00:00', '00:30', '01:00', '22:30', '23:00', '23:30'])
  })

  it('offers only times the server accepts', () => {
    for (const [opens, closes] of [['06:00', '23:30'], ['22:00', '02:00'], ['07:10', '18:50']] as const) {
      const times = pickupTimes(opens, closes)
      expect(times.length, `${opens}–${closes}`).toBeGreaterThan(0)
      for (const time of times) expect(withinOpeningHours(time, opens, closes), `${time} in ${opens}–${closes}`).toBe(true)
    }
  })
})

describe('isOpenAllDay', () => {
  it('is true for a counter that never closes, false for any gap', () => {
    expect(isOpenAllDay('00:00', '23:59')).toBe(true)
    expect(isOpenAllDay('06:00', '05:59')).toBe(true)
    expect(isOpenAllDay('00:00', '23:30')).toBe(false)
    expect(isOpenAllDay('06:30', '23:00')).toBe(false)
  })
})

describe('pickup place labels', () => {
  it('names a counter with its terminal once, whatever the language puts first', () => {
    expect(counterLabel({ terminal: '제1터미널', name: '제1터미널 입국장 카운터' })).toBe('제1터미널 입국장 카운터')
    expect(counterLabel({ terminal: 'Nhà ga 1', name: 'Quầy sảnh đến Nhà ga 1' })).toBe('Quầy sảnh đến Nhà ga 1')
    expect(counterLabel({ terminal: 'Terminal 2', name: 'Arrival counter' })).toBe('Terminal 2 · Arrival counter')
    expect(counterLabel({ terminal: '', name: 'Arrival counter' })).toBe('Arrival counter')
    // A terminal with an aside is said by a counter that names the terminal without it.
    expect(counterLabel({ terminal: '第一航站楼（国际线）', name: '松山机场第一航站楼入境大厅柜台' })).toBe('松山机场第一航站楼入境大厅柜台')
    expect(counterLabel({ terminal: 'Terminal 1 (international)', name: 'Arrival counter' })).toBe('Terminal 1 (international) · Arrival counter')
    expect(pickupPlaceLabel('Taoyuan International Airport', { terminal: 'Terminal 1', name: 'Terminal 1 Arrival Hall counter' })).toBe(
      'Taoyuan International Airport · Terminal 1 Arrival Hall counter',
    )
  })

  it('writes an airport with its code as each language does', () => {
    expect(airportWithCode('zh-TW', '桃園國際機場', 'TPE')).toBe('桃園國際機場（TPE）')
    expect(airportWithCode('ja', '桃園国際空港', 'TPE')).toBe('桃園国際空港（TPE）')
    expect(airportWithCode('ko', '타오위안 국제공항', 'TPE')).toBe('타오위안 국제공항(TPE)')
    expect(airportWithCode('en', 'Taoyuan International Airport', 'TPE')).toBe('Taoyuan International Airport (TPE)')
    expect(airportWithCode('vi', 'Sân bay quốc tế Đào Viên', 'TPE')).toBe('Sân bay quốc tế Đào Viên (TPE)')
  })
})
