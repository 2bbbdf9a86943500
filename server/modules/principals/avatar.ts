import { createHash } from 'node:crypto'
import type { ConfigSchemas } from '../../http/contractOperations'

export type Avatar = ConfigSchemas['Avatar']

// Deep tones, each reaching WCAG AA (4.5:1) with whichever of near-black or white text reads better.
const palette = [
  '#1565C0', '#283593', '#4527A0', '#6A1B9A', '#AD1457', '#C62828',
  '#BF360C', '#EF6C00', '#F9A825', '#33691E', '#2E7D32', '#00695C',
  '#00838F', '#0277BD', '#4E342E', '#37474F',
]
const darkText = '#1A1A1A'
const lightText = '#FFFFFF'

function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export const avatarPalette: readonly string[] = palette

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

export function initialsOf(displayName: string): string {
  const words = displayName.split(/[\s._-]+/).filter((word) => word.length > 0)
  const letters = words.length >= 2 ? [words[0]!, words[words.length - 1]!].map((w) => [...w][0]) : [...(words[0] ?? '?')].slice(0, 2)
  return letters.join('').toUpperCase()
}

/** Deterministic: the same user always gets the same colours. */
export function avatarFor(seed: string, displayName: string): Avatar {
  const index = createHash('sha256').update(seed).digest().readUInt32BE(0) % palette.length
  const background = palette[index]!
  const text = contrastRatio(background, darkText) >= contrastRatio(background, lightText) ? darkText : lightText
  return { Initials: initialsOf(displayName), BackgroundColor: background, TextColor: text }
}
