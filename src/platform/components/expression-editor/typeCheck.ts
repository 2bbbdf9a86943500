/**
 * Type errors while a source file is edited: Monaco's TypeScript language service (its own worker,
 * loaded with the first TypeScript model) checks `.ts` files, and the `<script>` blocks of `.vue`
 * files through a hidden TypeScript model of the same length in which everything outside the
 * blocks is blanked, so every position maps one to one. One file is checked at a time, without the
 * project's other files and packages: imports are typed `any` rather than reported, and the build's
 * check (vue-tsc over the whole project) stays the final word.
 */
import * as monaco from 'monaco-editor/editor/editor.api'
import { typescriptDefaults } from 'monaco-editor/languages/features/typescript/register'
import TypeScriptWorker from 'monaco-editor/languages/features/typescript/ts.worker.js?worker'
import { languageWorkers } from './monacoRuntime'
import { hasTypeScriptBlock, scriptShadow } from './vueScript'

languageWorkers.set('typescript', () => new TypeScriptWorker())
languageWorkers.set('javascript', () => new TypeScriptWorker())

/** Unresolvable imports (the other files and the packages are not in the browser) are not errors here. */
const IGNORED_CODES = [2307, 2792, 7016, 2875]

/** What the project's env.d.ts and Vue's compiler give a file at build time. */
const ambient = `
interface ImportMetaEnv { readonly [key: string]: string | boolean | undefined }
interface ImportMeta { readonly env: ImportMetaEnv; glob(pattern: string | string[], options?: unknown): Record<string, any> }
declare function defineProps<T = Record<string, any>>(props?: unknown): T
declare function defineEmits<T = (event: string, ...args: any[]) => void>(emits?: unknown): T
declare function defineModel<T = any>(name?: unknown, options?: unknown): { value: T }
declare function defineExpose(exposed?: Record<string, unknown>): void
declare function defineOptions(options: Record<string, unknown>): void
declare function defineSlots<T = Record<string, any>>(): T
declare function withDefaults<T, D>(props: T, defaults: D): T
`

typescriptDefaults.setCompilerOptions({
  target: 99, // ESNext
  module: 99, // ESNext
  moduleResolution: 2, // Node: imports are not resolved here anyway (the codes above)
  lib: ['lib.esnext.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  strict: true,
  noEmit: true,
  allowNonTsExtensions: true,
  jsx: 1, // Preserve
})
typescriptDefaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false, diagnosticCodesToIgnore: IGNORED_CODES })
typescriptDefaults.addExtraLib(ambient, 'file:///workspace-ambient.d.ts')

export interface TypeProblems {
  count: number
  /** The first one in the text. */
  first: { line: number; message: string } | null
}

const OWNER = 'vue-script'

/**
 * Checks the model while it changes and reports its type errors; for a `.vue` file through its
 * hidden script model. Answers what undoes it all.
 */
export function watchTypeProblems(model: monaco.editor.ITextModel, isVue: () => boolean, report: (problems: TypeProblems) => void): monaco.IDisposable {
  let shadow: monaco.editor.ITextModel | null = null
  const syncShadow = () => {
    const text = model.getValue()
    if (!isVue() || !hasTypeScriptBlock(text)) {
      shadow?.dispose()
      shadow = null
      monaco.editor.setModelMarkers(model, OWNER, [])
      return
    }
    shadow ??= monaco.editor.createModel('', 'typescript', model.uri.with({ path: `${model.uri.path}.ts` }))
    shadow.setValue(scriptShadow(text))
  }
  const publish = () => {
    const errors = monaco.editor
      .getModelMarkers({ resource: model.uri })
      .filter((marker) => marker.severity === monaco.MarkerSeverity.Error)
      .sort((a, b) => a.startLineNumber - b.startLineNumber || a.startColumn - b.startColumn)
    const first = errors[0]
    report({ count: errors.length, first: first ? { line: first.startLineNumber, message: first.message } : null })
  }
  syncShadow()
  const edits = model.onDidChangeContent(syncShadow)
  const markers = monaco.editor.onDidChangeMarkers((uris) => {
    const changed = uris.map((uri) => uri.toString())
    if (shadow && changed.includes(shadow.uri.toString())) {
      // The script's positions are the file's: its markers are the file's, under an owner of their own.
      monaco.editor.setModelMarkers(model, OWNER, monaco.editor.getModelMarkers({ resource: shadow.uri, owner: 'typescript' }))
      // Set while Monaco delivers this change: no event of its own reaches this listener.
      publish()
    } else if (changed.includes(model.uri.toString())) publish()
  })
  return {
    dispose() {
      edits.dispose()
      markers.dispose()
      shadow?.dispose()
      monaco.editor.setModelMarkers(model, OWNER, [])
    },
  }
}
