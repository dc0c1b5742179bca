import { describe, expect, it } from 'vitest'

import { detectDevice, matchDevice } from './devices'

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const SAMSUNG_INTERNET = 'Mozilla/5.0 (Linux; Android 14; SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36'
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

const LIST = [
  { id: 1, brand: 'Google', model: 'Pixel 8' },
  { id: 2, brand: 'Google', model: 'Pixel 8 Pro' },
  { id: 3, brand: 'Apple', model: 'iPhone 15' },
  { id: 4, brand: 'Samsung', model: 'Galaxy S24' },
]

describe('detectDevice', () => {
  it('an iPhone says its iOS version, never its model', () => {
    expect(detectDevice(IPHONE)).toEqual({ platform: 'ios', brand: 'Apple', iosVersion: 17.4 })
  })

  it("Android Chrome hides the model in the user agent; the client hint's model is used", () => {
    expect(detectDevice(CHROME_ANDROID)).toEqual({ platform: 'android' })
    expect(detectDevice(CHROME_ANDROID, 'Pixel 8 Pro')).toEqual({ platform: 'android', model: 'Pixel 8 Pro', brand: 'Google' })
  })

  it('Samsung Internet still names the model number', () => {
    expect(detectDevice(SAMSUNG_INTERNET)).toEqual({ platform: 'android', model: 'SM-S921B', brand: 'Samsung' })
  })

  it('a desktop browser tells nothing about a phone', () => {
    expect(detectDevice(DESKTOP)).toEqual({ platform: 'other' })
  })
})

describe('matchDevice', () => {
  it('finds the longest model name the detected model ends with', () => {
    expect(matchDevice(LIST, { platform: 'android', model: 'Pixel 8 Pro', brand: 'Google' })?.id).toBe(2)
    expect(matchDevice(LIST, { platform: 'android', model: 'Google Pixel 8', brand: 'Google' })?.id).toBe(1)
  })

  it('a model number or no model matches nothing', () => {
    expect(matchDevice(LIST, { platform: 'android', model: 'SM-S921B', brand: 'Samsung' })).toBeUndefined()
    expect(matchDevice(LIST, { platform: 'ios', brand: 'Apple' })).toBeUndefined()
  })
})
