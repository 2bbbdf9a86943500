/** Keys of boards, statuses, transitions, responsibilities, cycles and statements, as the server normalises them. */
export const BOARD_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}$/

/** Trimmed and lower-cased, as the server stores it. */
export const normalizeBoardKey = (key: string): string => key.trim().toLowerCase()

export const isBoardKey = (key: string): boolean => BOARD_KEY_PATTERN.test(normalizeBoardKey(key))

/** A key suggested from a display name: "In review 2" → "in-review-2" (letters without accents, hyphens between words). */
export function suggestBoardKey(displayName: string): string {
  const slug = displayName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '')
  return slug.slice(0, 40).replace(/-+$/, '')
}
