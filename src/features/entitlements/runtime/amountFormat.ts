import { useFormat } from '@/platform/composables/useFormat'
import { microsToNumber, type Micros } from './adjust/amounts'

/** Amounts in the user's language with up to 6 decimals (the server keeps millionths). */
export function useAmountFormat() {
  const format = useFormat()
  const asNumber = (value: Micros | number) => (typeof value === 'bigint' ? microsToNumber(value) : value)
  return {
    /** "1,200.5"; '—' for null. */
    amount(value: Micros | number | null | undefined): string {
      if (value === null || value === undefined) return '—'
      return format.formatNumber(asNumber(value), { maximumFractionDigits: 6 })
    },
    /** "+3", "−2.5", "0": a change, always with its sign. */
    signed(value: Micros | number): string {
      return format.formatNumber(asNumber(value), { maximumFractionDigits: 6, signDisplay: 'exceptZero' })
    },
    /** "20 tickets" when the limit names its unit. */
    withUnit(text: string, unitLabel: string | null | undefined): string {
      return unitLabel ? `${text} ${unitLabel}` : text
    },
  }
}
