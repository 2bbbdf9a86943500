import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/app/plugins/i18n'

// The runtime stands in for Monaco: it records whether the German words were there when it ran.
const seen: Array<string | undefined> = []
vi.mock('./monacoRuntime', () => {
  seen.push((globalThis as { _VSCODE_NLS_LANGUAGE?: string })._VSCODE_NLS_LANGUAGE)
  return {}
})
// The source runtime records whether the common runtime (and so the German words) came first.
vi.mock('./codeRuntime', () => {
  seen.push('code')
  return {}
})
vi.mock('monaco-editor/nls/lang/de.js', () => {
  ;(globalThis as { _VSCODE_NLS_MESSAGES?: string[] })._VSCODE_NLS_MESSAGES = ['Eingabe']
  return {}
})

afterEach(() => {
  i18n.global.locale.value = 'en'
})

describe('loadMonaco', () => {
  it('puts Monaco’s German words in place before Monaco runs, when the app speaks German', async () => {
    i18n.global.locale.value = 'de'
    const { loadMonaco } = await import('./monaco')
    await loadMonaco()
    expect(seen).toEqual(['de'])
    expect((globalThis as { _VSCODE_NLS_MESSAGES?: string[] })._VSCODE_NLS_MESSAGES).toEqual(['Eingabe'])
    // Loaded once: the same runtime for every later editor.
    await loadMonaco()
    expect(seen).toHaveLength(1)
  })
})

describe('loadCodeMonaco', () => {
  it('loads the source languages after the common runtime, once', async () => {
    const { loadCodeMonaco } = await import('./monaco')
    await loadCodeMonaco()
    await loadCodeMonaco()
    expect(seen.filter((entry) => entry === 'code')).toHaveLength(1)
    expect(seen.indexOf('code')).toBeGreaterThan(0)
  })
})
