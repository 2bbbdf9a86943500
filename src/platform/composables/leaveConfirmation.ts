import { shallowRef } from 'vue'

/** The open "discard unsaved changes?" question, answered by the dialog the app root renders. */
export const pendingLeave = shallowRef<((leave: boolean) => void) | null>(null)

export function askToLeave(): Promise<boolean> {
  // A question already open is answered "stay" before the new one takes its place.
  pendingLeave.value?.(false)
  return new Promise((resolve) => {
    pendingLeave.value = (leave) => {
      pendingLeave.value = null
      resolve(leave)
    }
  })
}

export function answerLeave(leave: boolean): void {
  pendingLeave.value?.(leave)
}
