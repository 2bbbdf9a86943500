import { ref, watch } from 'vue'
import { suggestBoardKey } from './keys'

/** While a new item's key is untouched it follows the display name; typing a key stops that. */
export function useSuggestedKey(values: { Key: string; DisplayName: string }, isNew: () => boolean): (key: string) => void {
  const touched = ref(!isNew())
  watch(
    () => values.DisplayName,
    (name) => {
      if (!touched.value && isNew()) values.Key = suggestBoardKey(name)
    },
  )
  return (key) => {
    touched.value = true
    values.Key = key
  }
}
