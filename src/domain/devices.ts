/**
 * "Will it work on my phone?": what the browser says about the phone it runs on, and the device-models
 * entry that matches. Browsers tell little on purpose:
 * - iPhone: the user agent says "iPhone" and the iOS version, never the model → brand Apple only.
 * - Android Chrome (and other Chromium browsers): the user agent is frozen ("Android 10; K"), but the
 *   User-Agent Client Hints API gives the model name on request (e.g. "Pixel 8", "SM-S921B").
 * - Samsung Internet and older Android browsers still put the model in the user agent.
 * - Desktop browsers: nothing about a phone.
 */
export type DeviceHint = { platform: 'ios' | 'android' | 'other'; brand?: string; model?: string; iosVersion?: number }

export type DeviceEntry = { id: number | string; brand: string; model: string }

export function detectDevice(userAgent: string, clientHintModel?: string | null): DeviceHint {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) {
    const version = /OS (\d+)[_.](\d+)/.exec(userAgent)
    return { platform: 'ios', brand: 'Apple', ...(version ? { iosVersion: Number(version[1]) + Number(version[2]) / 10 } : {}) }
  }
  if (/\bAndroid\b/.test(userAgent)) {
    const fromUa = /Android [\d.]+;(?: [a-z]{2}[-_][a-z]{2};)? ([^;)]+?)(?: Build\/[^;)]*)?[;)]/i.exec(userAgent)?.[1]?.trim()
    const model = clientHintModel?.trim() || (fromUa && fromUa !== 'K' ? fromUa : undefined)
    return { platform: 'android', ...(model ? { model, brand: brandOfModel(model) } : {}) }
  }
  return { platform: 'other' }
}

/** Samsung's model numbers start with SM-; Google's phones are called Pixel. */
function brandOfModel(model: string): string | undefined {
  if (/^SM-|^Galaxy\b/i.test(model)) return 'Samsung'
  if (/^Pixel\b/i.test(model)) return 'Google'
  return undefined
}

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '')

/**
 * The entry whose model name the detected model matches ("Pixel 8 Pro" → "Pixel 8 Pro", not "Pixel 8").
 * Samsung's model numbers (SM-S921B) are not names and match nothing: the brand is preselected instead.
 */
export function matchDevice<T extends DeviceEntry>(entries: readonly T[], hint: DeviceHint): T | undefined {
  if (!hint.model) return undefined
  const wanted = squash(hint.model)
  const candidates = entries.filter((e) => (!hint.brand || e.brand === hint.brand) && wanted.endsWith(squash(e.model)))
  return candidates.sort((a, b) => squash(b.model).length - squash(a.model).length)[0]
}
