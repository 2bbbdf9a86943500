// A stand-in for the code runtime in component tests (not part of the app): Monaco does not run in
// happy-dom, so editors are textareas with the same contract, recording what they were asked to do.
import { vi } from 'vitest'
import type { CodeEditorOptions, CodePosition, DiffEditorOptions } from '@/platform/components/expression-editor/codeRuntime'

export interface FakeCodeEditor {
  options: CodeEditorOptions
  textarea: HTMLTextAreaElement
  reveals: CodePosition[]
  disposed: boolean
}

/**
 * Monaco does not run in happy-dom: the code runtime makes a textarea with the same contract and
 * records what the editor was asked to do.
 */
export function fakeCodeRuntime() {
  const editors: FakeCodeEditor[] = []
  const diffs: { options: DiffEditorOptions; contents: [string, string, string][]; disposed: boolean }[] = []
  const runtime = {
    applyTheme: vi.fn(),
    createCodeEditor(options: CodeEditorOptions) {
      const textarea = document.createElement('textarea')
      textarea.setAttribute('aria-label', options.ariaLabel)
      textarea.value = options.value
      textarea.readOnly = options.readOnly
      textarea.addEventListener('input', () => options.onChange(textarea.value))
      options.element.appendChild(textarea)
      const editor: FakeCodeEditor = { options, textarea, reveals: [], disposed: false }
      editors.push(editor)
      return {
        uri: `workspace-code:/file-${editors.length}/${options.path}`,
        getValue: () => textarea.value,
        setValue: (value: string) => void (textarea.value = value),
        setPath: vi.fn(),
        setReadOnly: (readOnly: boolean) => void (textarea.readOnly = readOnly),
        setAriaLabel: (label: string) => textarea.setAttribute('aria-label', label),
        reveal: (position: CodePosition) => {
          editor.reveals.push(position)
          return position.line
        },
        clearHighlight: vi.fn(),
        focus: vi.fn(),
        dispose: () => void (editor.disposed = true),
      }
    },
    createCodeDiffEditor(options: DiffEditorOptions) {
      const diff = { options, contents: [[options.original, options.modified, options.path]] as [string, string, string][], disposed: false }
      diffs.push(diff)
      options.element.setAttribute('data-original', options.original)
      options.element.setAttribute('data-modified', options.modified)
      return {
        setContents: (original: string, modified: string, path: string) => {
          diff.contents.push([original, modified, path])
          options.element.setAttribute('data-original', original)
          options.element.setAttribute('data-modified', modified)
        },
        setSideBySide: vi.fn(),
        focus: vi.fn(),
        dispose: () => void (diff.disposed = true),
      }
    },
  }
  return { runtime, editors, diffs }
}
