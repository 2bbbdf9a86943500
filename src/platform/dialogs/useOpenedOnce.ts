import { ref, watch, type Ref } from 'vue'

/**
 * True from the first time `open` is: a dialog renders its `v-dialog` from then on (and keeps it, so
 * it can play its closing transition). A closed `v-dialog` still sets up its overlay, activator and
 * stack; a form that holds three dialogs it rarely opens paid for them on every mount.
 */
export function useOpenedOnce(open: Ref<boolean>): Readonly<Ref<boolean>> {
  const opened = ref(open.value)
  watch(open, (value) => {
    if (value) opened.value = true
  })
  return opened
}
