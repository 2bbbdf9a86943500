import { microsToNumber, toMicros, type Micros } from './amounts'

/** How the user states the change: the new consumed amount itself, or an amount consumed or released. */
export type AdjustMode = 'set' | 'consume' | 'release'

export interface LimitBalance {
  GrantedAmount: number | null
  ConsumedAmountSnapshot: number
}

/** Why the typed values make no ledger entry (yet). */
export type PreviewProblem = 'empty' | 'amountInvalid' | 'negative' | 'noChange'

export interface AdjustPreview {
  current: Micros
  /** The new consumed amount (= the ledger entry's BalanceAfter). */
  next: Micros | null
  /** The ledger entry's signed Quantity. */
  delta: Micros | null
  granted: Micros | null
  /** What is left of the granted amount afterwards (never below 0); null when unlimited. */
  availableAfter: Micros | null
  /** How far the new amount exceeds the granted one (0 when within). */
  overBy: Micros
  problem: PreviewProblem | null
  /** The contract's NewConsumedAmount, when there is no problem. */
  newConsumedAmount: number | null
}

/**
 * The ledger entry an adjust would write, computed in exact millionths (as the server does), from
 * the limit's current balance and what the user typed (`amount` already parsed; null = not a number).
 */
export function previewAdjust(limit: LimitBalance, mode: AdjustMode, amount: number | null, typed: boolean): AdjustPreview {
  const current = toMicros(limit.ConsumedAmountSnapshot) ?? 0n
  const granted = limit.GrantedAmount === null ? null : (toMicros(limit.GrantedAmount) ?? null)
  const base: AdjustPreview = { current, next: null, delta: null, granted, availableAfter: null, overBy: 0n, problem: null, newConsumedAmount: null }
  if (!typed) return { ...base, problem: 'empty' }
  const micros = amount === null ? null : toMicros(amount)
  if (micros === null || (mode !== 'set' && micros < 0n)) return { ...base, problem: 'amountInvalid' }
  const next = mode === 'set' ? micros : mode === 'consume' ? current + micros : current - micros
  const delta = next - current
  const availableAfter = granted === null ? null : next >= granted ? 0n : granted - next
  const overBy = granted !== null && next > granted ? next - granted : 0n
  const problem: PreviewProblem | null = next < 0n ? 'negative' : delta === 0n ? 'noChange' : null
  return { ...base, next, delta, availableAfter, overBy, problem, newConsumedAmount: problem ? null : microsToNumber(next) }
}
