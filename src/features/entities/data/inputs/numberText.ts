import { ref, watch, type Ref } from 'vue'
import { parseNumber } from './validation'

/**
 * The typed text of a number input, kept apart from the number it stands for, so "1," or "-"
 * survive while typing; the text follows the model only when the model changes from outside.
 */
export function useNumberText(model: () => number | null | undefined): Ref<string> {
  const text = ref(format(model()))
  watch(model, (value) => {
    const typed = parseNumber(text.value)
    if ((value ?? null) !== (Number.isNaN(typed) ? undefined : typed)) text.value = format(value)
  })
  return text
}

function format(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : ''
}
