import { onBeforeUnmount, onMounted, toValue, type MaybeRefOrGetter } from 'vue'
import type { RouteLocationNormalized, Router } from 'vue-router'
import { askToLeave } from './leaveConfirmation'

/** Whether a navigation replaces an editor (its edits would be lost). */
export type LeavesEditor = (to: RouteLocationNormalized, from: RouteLocationNormalized) => boolean

/**
 * Any change of path replaces what the page shows (a designer's tab, a record, a field are path
 * segments); a change of the query alone (a filter, a page) keeps it.
 */
export const pathChanges: LeavesEditor = (to, from) => to.path !== from.path

/** An editor that a change of these query parameters replaces too (a dialog opened by the query). */
export function pathOrQueryChanges(...keys: string[]): LeavesEditor {
  return (to, from) => pathChanges(to, from) || keys.some((key) => to.query[key] !== from.query[key])
}

interface Editor {
  hasEdits: () => boolean
  leaves: LeavesEditor
}

/** Every mounted editor that can hold unsaved edits. */
const editors = new Set<Editor>()

function anyEdits(leaving: (editor: Editor) => boolean = () => true): boolean {
  for (const editor of editors) if (leaving(editor) && editor.hasEdits()) return true
  return false
}

/**
 * Registers an editor's unsaved edits with the app's one guard (`installEditGuard`): while
 * `hasEdits` is true, a navigation that replaces the editor (`leaves`; any other route, another
 * tab or record of the same route, Back) asks first, and so does closing or reloading the tab.
 */
export function useEditGuard(hasEdits: MaybeRefOrGetter<boolean>, leaves: LeavesEditor = pathChanges): void {
  const editor: Editor = { hasEdits: () => toValue(hasEdits), leaves }
  onMounted(() => editors.add(editor))
  onBeforeUnmount(() => editors.delete(editor))
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!anyEdits()) return
  event.preventDefault()
  // Older browsers need returnValue set to show their own prompt.
  event.returnValue = ''
}

/** The app's one unsaved-edits guard: it asks once, however many editors a navigation replaces. */
export function installEditGuard(router: Router): void {
  router.beforeEach((to, from) => (anyEdits((editor) => editor.leaves(to, from)) ? askToLeave() : true))
  window.addEventListener('beforeunload', onBeforeUnload)
}
