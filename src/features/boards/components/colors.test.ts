import { describe, expect, it } from 'vitest'
import { colorTokens, contrastRatio, tokenColor } from './colors'

describe('tokenColor', () => {
  it.each(colorTokens)('paints %s with a label that reaches WCAG AA on its fill', (token) => {
    const painted = tokenColor(token)
    expect(painted.token).toBe(token)
    expect(contrastRatio(painted.color, painted.onColor)).toBeGreaterThanOrEqual(4.5)
  })

  it('gives every token its own colour', () => {
    expect(new Set(colorTokens.map((token) => tokenColor(token).color)).size).toBe(colorTokens.length)
  })

  it('paints an unknown or missing token grey', () => {
    expect(tokenColor('turquoise')).toEqual(tokenColor('grey'))
    expect(tokenColor(null).token).toBe('grey')
  })

  it('measures contrast the WCAG way', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
  })
})
