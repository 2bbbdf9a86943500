import { toMicros } from '../adjust/amounts'

export interface LimitUsage {
  /** Consumed share of the granted amount in percent, capped at 100 for the bar; null when unlimited. */
  percent: number | null
  over: boolean
  /** Consumed beyond the granted amount, in millionths (0 when within). */
  overBy: bigint
  /** Bar colour: calm, nearly used up, over. */
  color: 'primary' | 'warning' | 'error'
}

/** How much of a limit is used, computed in exact millionths so that 0.1 + 0.2 of 0.3 reads as full, not over. */
export function limitUsage(granted: number | null, consumed: number): LimitUsage {
  const used = toMicros(consumed) ?? 0n
  if (granted === null) return { percent: null, over: false, overBy: 0n, color: 'primary' }
  const total = toMicros(granted) ?? 0n
  const over = used > total
  const overBy = over ? used - total : 0n
  const percent = total === 0n ? (used > 0n ? 100 : 0) : Math.min(100, Number((used * 10000n) / total) / 100)
  return { percent, over, overBy, color: over ? 'error' : percent >= 80 ? 'warning' : 'primary' }
}
