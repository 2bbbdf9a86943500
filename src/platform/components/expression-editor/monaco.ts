/**
 * The one way into Monaco: `loadMonaco()` imports the editor runtime on first use, so Monaco is
 * never part of a screen's own chunk, let alone the initial load; `loadCodeMonaco()` adds the source
 * languages and the diff editor to it. A failed load (a chunk that did
 * not arrive) is not cached: the next call tries again.
 */
import { i18n } from '@/app/plugins/i18n'

export type MonacoRuntime = typeof import('./monacoRuntime')
export type CodeRuntime = typeof import('./codeRuntime')

/**
 * Monaco's own words (find widget, hovers, context menu) in the app's languages other than English.
 * Monaco reads them from a global table while its modules first run, so the table comes first and
 * Monaco speaks the language the app had when the first editor opened (until the page reloads).
 */
export const monacoMessages: Record<string, () => Promise<unknown>> = {
  de: () => import('monaco-editor/nls/lang/de.js'),
}

let loading: Promise<MonacoRuntime> | null = null

async function loadRuntime(language: string): Promise<MonacoRuntime> {
  const messages = monacoMessages[language]
  if (messages) {
    await messages()
    ;(globalThis as { _VSCODE_NLS_LANGUAGE?: string })._VSCODE_NLS_LANGUAGE = language
  }
  return import('./monacoRuntime')
}

export function loadMonaco(): Promise<MonacoRuntime> {
  loading ??= loadRuntime(i18n.global.locale.value).catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}

/**
 * Starts loading Monaco once the page is idle, on screens whose next step is most likely an
 * expression editor (the rules and statements tabs): the editor then opens without the wait. Its
 * evaluation is one long task, so screens where editors are rare do not call this. A failed load
 * is tried again when an editor opens; without requestIdleCallback nothing is loaded ahead.
 */
export function warmMonaco(): void {
  if (loading || typeof requestIdleCallback !== 'function') return
  requestIdleCallback(() => void loadMonaco().catch(() => undefined), { timeout: 2_000 })
}

let loadingCode: Promise<CodeRuntime> | null = null

/**
 * Monaco for source files (AppCodeEditor, AppDiffEditor): the same runtime as `loadMonaco()` (so its
 * message table and worker come first and there is one Monaco), then the source languages and the
 * diff editor (./codeRuntime.ts) in a chunk of their own, which the expression editor never loads.
 */
export function loadCodeMonaco(): Promise<CodeRuntime> {
  loadingCode ??= loadMonaco()
    .then(() => import('./codeRuntime'))
    .catch((error: unknown) => {
      loadingCode = null
      throw error
    })
  return loadingCode
}
