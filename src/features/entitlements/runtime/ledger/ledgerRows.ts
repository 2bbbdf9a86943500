import { LedgerOperation } from '@/api'
import type { LedgerEntry } from '../runtime.types'

const reversible: number[] = [LedgerOperation.Consume, LedgerOperation.Release, LedgerOperation.Adjust]

/** An entry whose quantity was taken back in full by a Reverse entry. */
export function isReversed(entry: LedgerEntry): boolean {
  return reversible.includes(entry.Operation) && entry.ReversibleQuantity === 0
}

/** Whether a Reverse of this entry would change anything (the server refuses the others). */
export function canBeReversed(entry: LedgerEntry): boolean {
  return reversible.includes(entry.Operation) && entry.ReversibleQuantity !== null && entry.ReversibleQuantity !== 0
}
