import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { featureDrawing } from '@/components/home/FeatureGrid'
import { FEATURE_ICONS } from '@/domain/featureIcons'

import { Icon, isIconName } from './Icon'

describe('Icon', () => {
  it('draws every icon staff can pick for a home feature, inline in the text colour and hidden from screen readers', () => {
    const drawings = new Set<string>()
    for (const icon of FEATURE_ICONS) {
      const name = featureDrawing(icon)
      const svg = renderToStaticMarkup(createElement(Icon, { name, className: 'x' }))
      expect(svg, icon).toMatch(/^<svg class="x" viewBox="0 0 24 24" fill="none" stroke="currentColor"/)
      expect(svg, icon).toContain('aria-hidden="true"')
      expect(svg, icon).toMatch(/<(path d="M|circle cx=")/)
      drawings.add(svg)
    }
    // Each choice looks different from the others.
    expect(drawings.size).toBe(FEATURE_ICONS.length)
  })

  it('draws the globe as the world for "globe" and for a name it does not know; the header has its own globe', () => {
    expect(featureDrawing('globe')).toBe('world')
    expect(featureDrawing('rocket')).toBe('world')
    expect(featureDrawing('clock')).toBe('clock')
    expect(isIconName('globe')).toBe(true)
    expect(isIconName('toString')).toBe(false)
  })
})
