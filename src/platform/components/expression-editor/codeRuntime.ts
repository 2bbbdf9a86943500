/**
 * Monaco for source files, loaded only through `loadCodeMonaco()` (./monaco.ts) after the common
 * runtime (./monacoRuntime.ts: the editor API, its worker and the app's theme), so there is one
 * Monaco in the page and one way into it. Adds the highlighting of TypeScript, JavaScript, CSS, HTML
 * and Markdown (Monaco's monarch grammars, each loaded when a model first needs it), JSON and Vue
 * (./codeLanguages.ts), the editing contributions a code editor offers (find, folding, comments,
 * line operations, the Ctrl+M switch of the Tab key) and the diff editor with its keyboard-usable
 * change navigation and accessible diff viewer (F7).
 */
import * as monaco from 'monaco-editor/editor/editor.api'
import 'monaco-editor/languages/definitions/typescript/register'
import 'monaco-editor/languages/definitions/javascript/register'
import 'monaco-editor/languages/definitions/css/register'
import 'monaco-editor/languages/definitions/html/register'
import 'monaco-editor/languages/definitions/markdown/register'
import 'monaco-editor/languages/definitions/csharp/register'
import 'monaco-editor/features/find/register'
import 'monaco-editor/features/folding/register'
import 'monaco-editor/features/comment/register'
import 'monaco-editor/features/linesOperations/register'
import 'monaco-editor/features/toggleTabFocusMode/register'
import 'monaco-editor/features/diffEditor/register'
import {
  JSON_LANGUAGE_ID,
  VUE_LANGUAGE_ID,
  jsonConfiguration,
  jsonLanguage,
  languageForPath,
  vueConfiguration,
  vueLanguage,
} from './codeLanguages'
import { watchTypeProblems, type TypeProblems } from './typeCheck'

export { applyTheme, type EditorColors } from './monacoRuntime'
export type { TypeProblems } from './typeCheck'

monaco.languages.register({ id: JSON_LANGUAGE_ID, extensions: ['.json'], aliases: ['JSON', 'json'] })
monaco.languages.setMonarchTokensProvider(JSON_LANGUAGE_ID, jsonLanguage)
monaco.languages.setLanguageConfiguration(JSON_LANGUAGE_ID, jsonConfiguration)
monaco.languages.register({ id: VUE_LANGUAGE_ID, extensions: ['.vue'], aliases: ['Vue', 'vue'] })
monaco.languages.setMonarchTokensProvider(VUE_LANGUAGE_ID, vueLanguage)
monaco.languages.setLanguageConfiguration(VUE_LANGUAGE_ID, vueConfiguration)

/** The class of the line a deep link points at (styled by AppCodeEditor). */
export const HIGHLIGHT_LINE_CLASS = 'workspace-code-highlight'

const common: monaco.editor.IEditorOptions = {
  // Tab moves the focus on (keyboard users are never trapped); Ctrl+M makes Tab indent instead.
  tabFocusMode: true,
  // A textarea carries the accessible name (the EditContext variant has none to label).
  editContext: false,
  automaticLayout: true,
  fixedOverflowWidgets: true,
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  stickyScroll: { enabled: false },
  // Without a language service, suggestions would only repeat the words of the file.
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  contextmenu: false,
  links: false,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: 14,
  lineHeight: 21,
  padding: { top: 8, bottom: 8 },
  // The number of the line after the last newline is drawn faded by default, too faint to read.
  renderFinalNewline: 'on',
}

let modelCount = 0

/** A model of its own for every editor: a URI no other editor shares, named after the file for Monaco's messages. */
function createModel(value: string, path: string, kind: string): monaco.editor.ITextModel {
  modelCount += 1
  const uri = monaco.Uri.from({ scheme: 'workspace-code', path: `/${kind}-${modelCount}/${path.replace(/^\/+/, '')}` })
  return monaco.editor.createModel(value, languageForPath(path), uri)
}

export interface CodePosition {
  /** One-based. */
  line: number
  /** One-based; null: the start of the line. */
  column: number | null
}

export interface CodeEditorOptions {
  element: HTMLElement
  value: string
  /** The project path: names the language and the model. */
  path: string
  ariaLabel: string
  readOnly: boolean
  onChange: (value: string) => void
  /** The file's type errors, found as it is edited (TypeScript and the script of Vue files). */
  onTypeProblems?: (problems: TypeProblems) => void
}

export interface CodeEditorHandle {
  readonly uri: string
  getValue(): string
  /** Replaces the text (a reload); no change event is sent for it. */
  setValue(value: string): void
  /** A renamed file: its language follows the new extension. */
  setPath(path: string): void
  setReadOnly(readOnly: boolean): void
  setAriaLabel(label: string): void
  /** Scrolls to the position, selects the word there and highlights its line; answers the line shown. */
  reveal(position: CodePosition): number
  clearHighlight(): void
  focus(): void
  dispose(): void
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

export function createCodeEditor(options: CodeEditorOptions): CodeEditorHandle {
  const model = createModel(options.value, options.path, 'file')
  const editor = monaco.editor.create(options.element, {
    ...common,
    model,
    ariaLabel: options.ariaLabel,
    readOnly: options.readOnly,
    wordBasedSuggestions: 'off',
    tabSize: 2,
    glyphMargin: false,
    lineNumbersMinChars: 3,
    renderLineHighlight: 'line',
  })
  const highlight = editor.createDecorationsCollection()
  let path = options.path
  const { onTypeProblems } = options
  const typeCheck = onTypeProblems ? watchTypeProblems(model, () => path.toLowerCase().endsWith('.vue'), onTypeProblems) : null
  let replacing = false
  const changes = model.onDidChangeContent(() => {
    if (!replacing) options.onChange(model.getValue())
  })

  return {
    uri: model.uri.toString(),
    getValue: () => model.getValue(),
    setValue(value) {
      if (model.getValue() === value) return
      replacing = true
      try {
        // An edit operation (not setValue): the view keeps its scroll position and undo history.
        model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null)
      } finally {
        replacing = false
      }
    },
    setPath(next) {
      path = next
      monaco.editor.setModelLanguage(model, languageForPath(next))
    },
    setReadOnly(readOnly) {
      editor.updateOptions({ readOnly })
    },
    setAriaLabel(label) {
      editor.updateOptions({ ariaLabel: label })
    },
    reveal(position) {
      const lineNumber = clamp(Math.trunc(position.line), 1, model.getLineCount())
      const maxColumn = model.getLineMaxColumn(lineNumber)
      const column = position.column === null ? 1 : clamp(Math.trunc(position.column), 1, maxColumn)
      const word = position.column === null ? null : model.getWordAtPosition({ lineNumber, column })
      const selection = word
        ? new monaco.Selection(lineNumber, word.startColumn, lineNumber, word.endColumn)
        : new monaco.Selection(lineNumber, column, lineNumber, column)
      editor.setSelection(selection)
      editor.revealRangeInCenter(selection)
      highlight.set([
        {
          range: new monaco.Range(lineNumber, 1, lineNumber, maxColumn),
          options: {
            isWholeLine: true,
            className: HIGHLIGHT_LINE_CLASS,
            linesDecorationsClassName: `${HIGHLIGHT_LINE_CLASS}-gutter`,
            overviewRuler: { color: 'rgba(255, 170, 0, 0.8)', position: monaco.editor.OverviewRulerLane.Full },
          },
        },
      ])
      return lineNumber
    },
    clearHighlight() {
      highlight.clear()
    },
    focus() {
      editor.focus()
    },
    dispose() {
      changes.dispose()
      typeCheck?.dispose()
      highlight.clear()
      editor.dispose()
      model.dispose()
    },
  }
}

export interface DiffEditorOptions {
  element: HTMLElement
  original: string
  modified: string
  path: string
  ariaLabel: string
  originalAriaLabel: string
  modifiedAriaLabel: string
  sideBySide: boolean
}

export interface DiffEditorHandle {
  /** Shows another pair of texts (another file); the previous models are disposed. */
  setContents(original: string, modified: string, path: string): void
  setSideBySide(sideBySide: boolean): void
  focus(): void
  dispose(): void
}

export function createCodeDiffEditor(options: DiffEditorOptions): DiffEditorHandle {
  const editor = monaco.editor.createDiffEditor(options.element, {
    ...common,
    readOnly: true,
    originalEditable: false,
    ariaLabel: options.ariaLabel,
    originalAriaLabel: options.originalAriaLabel,
    modifiedAriaLabel: options.modifiedAriaLabel,
    renderSideBySide: options.sideBySide,
    useInlineViewWhenSpaceIsLimited: true,
    ignoreTrimWhitespace: false,
    renderOverviewRuler: true,
    hideUnchangedRegions: { enabled: true, contextLineCount: 3, minimumLineCount: 6 },
    lineNumbersMinChars: 3,
  })
  let models: { original: monaco.editor.ITextModel; modified: monaco.editor.ITextModel } | null = null
  // Monaco 0.57 clears the sides' labels when it applies the diff options (originalAriaLabel is only
  // read from a change of that option), leaving both text boxes without a name: label them directly.
  function labelSides(): void {
    editor.getOriginalEditor().updateOptions({ ariaLabel: options.originalAriaLabel })
    editor.getModifiedEditor().updateOptions({ ariaLabel: options.modifiedAriaLabel })
  }

  function setContents(original: string, modified: string, path: string): void {
    const previous = models
    models = { original: createModel(original, path, 'original'), modified: createModel(modified, path, 'modified') }
    editor.setModel(models)
    previous?.original.dispose()
    previous?.modified.dispose()
  }
  setContents(options.original, options.modified, options.path)
  labelSides()

  return {
    setContents,
    setSideBySide(sideBySide) {
      editor.updateOptions({ renderSideBySide: sideBySide })
      labelSides()
    },
    focus() {
      editor.getModifiedEditor().focus()
    },
    dispose() {
      editor.dispose()
      models?.original.dispose()
      models?.modified.dispose()
      models = null
    },
  }
}
