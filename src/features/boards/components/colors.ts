/**
 * Status and tag colour tokens (the server accepts exactly these) and how the app paints them.
 * Each token is a Material palette shade chosen so its label colour reaches WCAG AA (4.5:1).
 */
export const colorTokens = ['grey', 'blue', 'teal', 'green', 'amber', 'orange', 'red', 'purple', 'pink', 'indigo'] as const
export type ColorToken = (typeof colorTokens)[number]

export interface TokenColor {
  token: ColorToken
  /** A colour for Vuetify's `color` prop and for CSS (hex, so contrast is known). */
  color: string
  /** The text colour on a filled background of `color`. */
  onColor: '#ffffff' | '#000000'
}

// Vuetify palette shades: grey-darken-1, blue-darken-2, teal-darken-2, green-darken-3, amber-base,
// orange-darken-1, red-darken-2, purple-base, pink-darken-2, indigo-base.
const palette: Record<ColorToken, string> = {
  grey: '#757575',
  blue: '#1976d2',
  teal: '#00796b',
  green: '#2e7d32',
  amber: '#ffc107',
  orange: '#fb8c00',
  red: '#d32f2f',
  purple: '#9c27b0',
  pink: '#c2185b',
  indigo: '#3f51b5',
}

export function isColorToken(value: unknown): value is ColorToken {
  return typeof value === 'string' && (colorTokens as readonly string[]).includes(value)
}

function channel(hex: string, offset: number): number {
  const value = parseInt(hex.slice(offset, offset + 2), 16) / 255
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
}

/** WCAG relative luminance of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5)
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** The colour of a token; an unknown or missing one (an older server, a typo) paints grey. */
export function tokenColor(token: string | null | undefined): TokenColor {
  const known: ColorToken = isColorToken(token) ? token : 'grey'
  const color = palette[known]
  const onColor = contrastRatio(color, '#ffffff') >= contrastRatio(color, '#000000') ? '#ffffff' : '#000000'
  return { token: known, color, onColor }
}
