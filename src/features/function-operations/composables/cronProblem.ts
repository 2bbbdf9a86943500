/** The parts of a CRON expression in order; a sixth part, first, holds seconds. */
export type CronPart = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek'

export type CronProblem =
  | { kind: 'parts'; count: number }
  | { kind: 'range'; part: CronPart; value: string; min: number; max: number }

const RANGES: Record<CronPart, [number, number]> = {
  second: [0, 59],
  minute: [0, 59],
  hour: [0, 23],
  dayOfMonth: [1, 31],
  month: [1, 12],
  // 0 and 7 are both Sunday.
  dayOfWeek: [0, 7],
}
const FIVE: CronPart[] = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek']

/**
 * What is wrong with an expression in words a user can act on: the number of parts, or a number
 * outside its part's range. Null when neither is; the scheduler's parser still has the last word
 * on everything else (names, L, W, #).
 */
export function cronProblem(expression: string): CronProblem | null {
  const parts = expression.trim().split(/\s+/).filter(Boolean)
  if (parts.length !== 5 && parts.length !== 6) return { kind: 'parts', count: parts.length }
  const names: CronPart[] = parts.length === 6 ? ['second', ...FIVE] : FIVE
  for (const [index, text] of parts.entries()) {
    const part = names[index]!
    const [min, max] = RANGES[part]
    for (const item of text.split(',')) {
      // In "a-b/n" a and b are values of the part; n is a step.
      const values = (item.split('/')[0] ?? '').split('-').filter((value) => /^\d+$/.test(value))
      const outside = values.find((value) => Number(value) < min || Number(value) > max)
      if (outside !== undefined) return { kind: 'range', part, value: outside, min, max }
    }
  }
  return null
}
