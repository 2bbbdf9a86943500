/**
 * Monaco as the expression editor uses it, loaded only through `loadMonaco()` (./monaco.ts): the
 * editor API plus the contributions the editor offers (suggest, hover, parameter hints, code
 * actions with the lightbulb, marker navigation, bracket matching, word operations), the editor
 * worker bundled with the app (no CDN), the `workspace-expression` language and its providers,
 * registered once for every editor. Each editor's context is looked up by its model's URI.
 */
import * as monaco from 'monaco-editor/editor/editor.api'
import EditorWorker from 'monaco-editor/editor/editor.worker?worker'
import 'monaco-editor/features/codicon/register'
import 'monaco-editor/editor/contrib/suggest/browser/suggestController'
import 'monaco-editor/features/hover/register'
import 'monaco-editor/features/parameterHints/register'
import 'monaco-editor/features/codeAction/register'
import 'monaco-editor/features/gotoError/register'
import 'monaco-editor/features/bracketMatching/register'
import 'monaco-editor/features/wordOperations/register'
import {
  fieldCompletions,
  findFunction,
  functionCompletions,
  functionDocumentation,
  fieldDocumentation,
  keywordCompletions,
  optionCompletions,
  type CompletionDraft,
} from './completion'
import { LANGUAGE_ID, languageConfiguration, monarchLanguage } from './language'
import { sameRange, toMarkers, type ExpressionDiagnostic, type MarkerLevel } from './markers'
import {
  deleteModelContext,
  getCatalogue,
  getModelContext,
  setCatalogue,
  setModelContext,
  updateModelContext,
  type ExpressionModelContext,
  type LanguageCatalogue,
} from './registry'
import { activeParameter, parameterRanges, pathAt, scanBefore, valueSlotBefore } from './scan'

/** Workers of language services by Monaco's label (codeRuntime adds TypeScript's); the editor's own for the rest. */
export const languageWorkers = new Map<string, () => Worker>()

globalThis.MonacoEnvironment = {
  ...globalThis.MonacoEnvironment,
  getWorker: (_moduleId: string, label: string) => languageWorkers.get(label)?.() ?? new EditorWorker(),
}

const MARKER_OWNER = LANGUAGE_ID

function textBefore(model: monaco.editor.ITextModel, position: monaco.IPosition): string {
  return model.getValueInRange({ startLineNumber: 1, startColumn: 1, endLineNumber: position.lineNumber, endColumn: position.column })
}

function toCompletionItem(draft: CompletionDraft, range: monaco.IRange): monaco.languages.CompletionItem {
  return {
    label: draft.label,
    kind: monaco.languages.CompletionItemKind[draft.kind],
    detail: draft.detail || undefined,
    documentation: draft.documentation ? { value: draft.documentation } : undefined,
    insertText: draft.insertText,
    insertTextRules: draft.snippet ? monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet : undefined,
    sortText: draft.sortText,
    range,
    command: draft.triggerSignatureHelp ? { id: 'editor.action.triggerParameterHints', title: '' } : undefined,
  }
}

/** The options of the choice field a value is written for (`status = '` → draft, won); none for other fields. */
async function optionItems(context: ExpressionModelContext, slot: { path: string[]; typed: string | null }, position: monaco.Position): Promise<monaco.languages.CompletionList> {
  const key = slot.path[slot.path.length - 1]!
  const fields = slot.path.length === 1 ? context.fields : await context.fieldsOf(slot.path.slice(0, -1))
  const field = fields?.find((item) => item.key === key)
  if (!field?.options?.length) return { suggestions: [] }
  // Inside the quote the typed part is replaced; the text cannot span lines here.
  const typedLength = slot.typed === null || slot.typed.includes('\n') ? 0 : slot.typed.length
  const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: position.column - typedLength, endColumn: position.column }
  return { suggestions: optionCompletions(field, slot.typed).map((draft) => toCompletionItem(draft, range)) }
}

function registerLanguage(): void {
  monaco.languages.register({ id: LANGUAGE_ID })
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, languageConfiguration)
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchLanguage(getCatalogue().keywords))

  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    // After "." the fields of what the path leads to (`customer.`, `SUM(lines.`); after a quote a choice's options.
    triggerCharacters: ['.', "'"],
    provideCompletionItems(model, position, completion) {
      const context = getModelContext(model.uri.toString())
      if (!context) return { suggestions: [] }
      const before = textBefore(model, position)
      const scan = scanBefore(before)
      const slot = scan.inComment ? null : valueSlotBefore(before)
      // Inside the quote of a value: only the field's options.
      if (slot && slot.typed !== null) return optionItems(context, slot, position)
      // A quote that opens other text or closes a value offers nothing.
      if (completion.triggerCharacter === "'") return { suggestions: [] }
      // Inside other text or a comment nothing is completed.
      if (scan.inText || scan.inComment) return { suggestions: [] }
      const word = model.getWordUntilPosition(position)
      const range = { startLineNumber: position.lineNumber, endLineNumber: position.lineNumber, startColumn: word.startColumn, endColumn: word.endColumn }
      const { functions, keywords } = getCatalogue()
      // Inside double quotes the key is inserted as it is (the quotes are there).
      const asTyped = (drafts: CompletionDraft[]) => (scan.inQuotedKey ? drafts.map((draft) => ({ ...draft, insertText: draft.label })) : drafts)
      if (scan.afterDot) {
        const path = scan.path
        if (!path) return { suggestions: [] }
        return context.fieldsOf(path).then((fields) => ({
          suggestions: asTyped(fieldCompletions(fields ?? [], keywords, path)).map((draft) => toCompletionItem(draft, range)),
        }))
      }
      const drafts = scan.inQuotedKey
        ? asTyped(fieldCompletions(context.fields, []))
        : [...fieldCompletions(context.fields, keywords), ...functionCompletions(functions), ...keywordCompletions(keywords)]
      const items = drafts.map((draft) => toCompletionItem(draft, range))
      // Right after `status =`: the field's options (quoted) first, then what may stand there as well.
      if (slot) return optionItems(context, slot, position).then((options) => ({ suggestions: [...options.suggestions, ...items] }))
      return { suggestions: items }
    },
  })

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    provideHover(model, position) {
      const context = getModelContext(model.uri.toString())
      if (!context) return null
      const text = model.getValue()
      // The key under the pointer with the path before it; none in text, comments or on operators.
      const part = pathAt(text, model.getOffsetAt(position))
      if (!part) return null
      const start = model.getPositionAt(part.start)
      const end = model.getPositionAt(part.end)
      const range = { startLineNumber: start.lineNumber, startColumn: start.column, endLineNumber: end.lineNumber, endColumn: end.column }
      const key = part.path[part.path.length - 1] as string
      const through = part.path.slice(0, -1)
      if (through.length === 0) {
        if (!part.quoted && /^\s*\(/.test(text.slice(part.end))) {
          const fn = findFunction(getCatalogue().functions, key)
          return fn ? { range, contents: [{ value: functionDocumentation(fn) }] } : null
        }
        const field = context.fields.find((candidate) => candidate.key === key)
        return field ? { range, contents: [{ value: fieldDocumentation(field) }] } : null
      }
      return context.fieldsOf(through).then((fields) => {
        const field = fields?.find((candidate) => candidate.key === key)
        return field ? { range, contents: [{ value: fieldDocumentation(field, through) }] } : null
      })
    },
  })

  monaco.languages.registerSignatureHelpProvider(LANGUAGE_ID, {
    signatureHelpTriggerCharacters: ['(', ','],
    signatureHelpRetriggerCharacters: [')'],
    provideSignatureHelp(model, position) {
      if (!getModelContext(model.uri.toString())) return null
      const scan = scanBefore(textBefore(model, position))
      if (!scan.call || scan.inComment) return null
      const fn = findFunction(getCatalogue().functions, scan.call.name)
      if (!fn) return null
      const parameters = parameterRanges(fn.Signature)
      return {
        value: {
          signatures: [{ label: fn.Signature, documentation: fn.Summary, parameters: parameters.map((label) => ({ label })) }],
          activeSignature: 0,
          activeParameter: activeParameter(scan.call.argument, parameters.length),
        },
        dispose() {},
      }
    },
  })

  monaco.languages.registerCodeActionProvider(
    LANGUAGE_ID,
    {
      provideCodeActions(model, _range, codeActionContext) {
        const context = getModelContext(model.uri.toString())
        // Quick fixes only for the text the markers were made for: offsets into older text would misplace them.
        if (!context || context.markersVersion !== model.getAlternativeVersionId()) return { actions: [], dispose() {} }
        const actions = context.markers.flatMap((marker) => {
          const shown = codeActionContext.markers.filter(
            (candidate) => candidate.code === marker.code && sameRange(candidate, marker),
          )
          if (marker.suggestion === null || shown.length === 0) return []
          return [
            {
              title: context.labels.quickFix(marker.suggestion),
              kind: 'quickfix',
              isPreferred: true,
              diagnostics: shown,
              edit: {
                edits: [
                  {
                    resource: model.uri,
                    versionId: model.getVersionId(),
                    textEdit: { range: marker, text: marker.suggestion },
                  },
                ],
              },
            },
          ]
        })
        return { actions, dispose() {} }
      },
    },
    { providedCodeActionKinds: ['quickfix'] },
  )
}

registerLanguage()

/** Takes the server's catalogue: functions for completion, signature help and hover; keywords for highlighting. */
export function setLanguageCatalogue(next: LanguageCatalogue): void {
  if (setCatalogue(next)) monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, monarchLanguage(getCatalogue().keywords))
}

export interface EditorColors {
  dark: boolean
  /** `#rrggbb` colours of the app's theme. */
  background?: string
  foreground?: string
  primary?: string
  error?: string
}

const hex = (value: string | undefined): string | undefined => (value && /^#[0-9a-f]{6}$/i.test(value) ? value : undefined)

/** The app's light or dark theme for every editor (Monaco has one theme at a time). */
export function applyTheme(colors: EditorColors): void {
  const name = colors.dark ? 'workspace-expression-dark' : 'workspace-expression-light'
  const entries: [string, string | undefined][] = [
    ['editor.background', hex(colors.background)],
    ['editor.foreground', hex(colors.foreground)],
    ['editorError.foreground', hex(colors.error)],
    ['editorCursor.foreground', hex(colors.primary)],
    ['focusBorder', hex(colors.primary)],
  ]
  monaco.editor.defineTheme(name, {
    base: colors.dark ? 'vs-dark' : 'vs',
    inherit: true,
    rules: [
      { token: 'predefined', foreground: colors.dark ? 'dcdcaa' : '795e26' },
      { token: 'variable', foreground: colors.dark ? '9cdcfe' : '001080' },
      { token: 'invalid', foreground: colors.dark ? 'f48771' : 'cd3131' },
      // Type names of source files (codeRuntime.ts): Monaco's teal reads below 4.5:1 on a tinted line.
      { token: 'type', foreground: colors.dark ? '4ec9b0' : '00706f' },
      { token: 'type.identifier', foreground: colors.dark ? '4ec9b0' : '00706f' },
    ],
    colors: Object.fromEntries(entries.filter((entry): entry is [string, string] => entry[1] !== undefined)),
  })
  monaco.editor.setTheme(name)
}

export interface ExpressionEditorOptions {
  element: HTMLElement
  value: string
  ariaLabel: string
  readOnly: boolean
  context: Omit<ExpressionModelContext, 'markers' | 'markersVersion'>
  onChange: (value: string) => void
  onBlur?: () => void
  /** Height in pixels, growing with the text between these bounds. */
  minHeight?: number
  maxHeight?: number
}

export interface ExpressionEditorHandle {
  /** The model's URI, the key of its context. */
  readonly uri: string
  getValue(): string
  /** Replaces the text (a form reset); no change event is sent for it. */
  setValue(value: string): void
  /** Shows diagnostics made for `forText`; false (and nothing shown) when the text has moved on. */
  setDiagnostics(diagnostics: readonly ExpressionDiagnostic[], forText: string): boolean
  clearDiagnostics(): void
  updateContext(patch: Partial<ExpressionEditorOptions['context']>): void
  setReadOnly(readOnly: boolean): void
  setAriaLabel(label: string): void
  focus(): void
  dispose(): void
}

const severities: Record<MarkerLevel, monaco.MarkerSeverity> = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
  info: monaco.MarkerSeverity.Info,
}

let editorCount = 0

export function createExpressionEditor(options: ExpressionEditorOptions): ExpressionEditorHandle {
  editorCount += 1
  const uri = monaco.Uri.from({ scheme: 'workspace-expression', path: `/expression-${editorCount}` })
  const key = uri.toString()
  const model = monaco.editor.createModel(options.value, LANGUAGE_ID, uri)
  setModelContext(key, { ...options.context, markers: [], markersVersion: null })

  const editor = monaco.editor.create(options.element, {
    model,
    ariaLabel: options.ariaLabel,
    readOnly: options.readOnly,
    // Tab moves the focus on (the editor is one field of a form); Escape closes suggest and hovers.
    tabFocusMode: true,
    // A textarea carries the accessible name (the EditContext variant has none to label).
    editContext: false,
    automaticLayout: true,
    fixedOverflowWidgets: true,
    minimap: { enabled: false },
    lineNumbers: 'off',
    glyphMargin: false,
    folding: false,
    lineDecorationsWidth: 10,
    lineNumbersMinChars: 0,
    renderLineHighlight: 'none',
    overviewRulerLanes: 0,
    overviewRulerBorder: false,
    hideCursorInOverviewRuler: true,
    scrollBeyondLastLine: false,
    scrollbar: { horizontal: 'hidden', verticalScrollbarSize: 8, alwaysConsumeMouseWheel: false },
    wordWrap: 'on',
    wrappingIndent: 'same',
    contextmenu: false,
    links: false,
    occurrencesHighlight: 'off',
    selectionHighlight: false,
    stickyScroll: { enabled: false },
    wordBasedSuggestions: 'off',
    quickSuggestions: { other: true, comments: false, strings: false },
    suggest: { showWords: false, preview: false },
    // Enter accepts a suggestion only when that changes the text; otherwise it starts a new line.
    acceptSuggestionOnEnter: 'smart',
    parameterHints: { enabled: true },
    hover: { enabled: 'on', delay: 300 },
    lightbulb: { enabled: monaco.editor.ShowLightbulbIconMode.OnCode },
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: 14,
    lineHeight: 22,
    padding: { top: 8, bottom: 8 },
    tabSize: 2,
  })

  let replacing = false
  const minHeight = options.minHeight ?? 40
  const maxHeight = options.maxHeight ?? 220
  function fitHeight(): void {
    const height = `${Math.min(Math.max(editor.getContentHeight(), minHeight), maxHeight)}px`
    if (options.element.style.height !== height) {
      options.element.style.height = height
      editor.layout()
    }
  }
  const disposables: monaco.IDisposable[] = [
    editor.onDidContentSizeChange(fitHeight),
    model.onDidChangeContent(() => {
      if (!replacing) options.onChange(model.getValue())
    }),
    editor.onDidBlurEditorText(() => options.onBlur?.()),
  ]
  fitHeight()

  function clearDiagnostics(): void {
    monaco.editor.setModelMarkers(model, MARKER_OWNER, [])
    updateModelContext(key, { markers: [], markersVersion: null })
  }

  return {
    uri: key,
    getValue: () => model.getValue(),
    setValue(value) {
      if (model.getValue() === value) return
      replacing = true
      try {
        model.setValue(value)
      } finally {
        replacing = false
      }
    },
    setDiagnostics(diagnostics, forText) {
      if (model.getValue() !== forText) return false
      const markers = toMarkers(diagnostics, model)
      monaco.editor.setModelMarkers(
        model,
        MARKER_OWNER,
        markers.map((marker) => ({
          startLineNumber: marker.startLineNumber,
          startColumn: marker.startColumn,
          endLineNumber: marker.endLineNumber,
          endColumn: marker.endColumn,
          message: marker.message,
          code: marker.code,
          severity: severities[marker.severity],
        })),
      )
      updateModelContext(key, { markers, markersVersion: model.getAlternativeVersionId() })
      return true
    },
    clearDiagnostics,
    updateContext(patch) {
      updateModelContext(key, patch)
    },
    setReadOnly(readOnly) {
      editor.updateOptions({ readOnly })
    },
    setAriaLabel(label) {
      editor.updateOptions({ ariaLabel: label })
    },
    focus() {
      editor.focus()
    },
    dispose() {
      for (const disposable of disposables) disposable.dispose()
      monaco.editor.setModelMarkers(model, MARKER_OWNER, [])
      editor.dispose()
      model.dispose()
      deleteModelContext(key)
    },
  }
}
