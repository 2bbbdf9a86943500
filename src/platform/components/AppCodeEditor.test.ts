import { afterEach, describe, expect, it, vi } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import { fakeCodeRuntime } from '@/test/platform/fakeCodeRuntime'
import AppCodeEditor from './AppCodeEditor.vue'
import AppDiffEditor from './AppDiffEditor.vue'

const mocks = vi.hoisted(() => ({ loadCodeMonaco: vi.fn() }))
// Monaco does not run in happy-dom: the runtime is replaced by a textarea with the same contract.
vi.mock('./expression-editor/monaco', () => ({ loadCodeMonaco: mocks.loadCodeMonaco }))

afterEach(() => {
  mocks.loadCodeMonaco.mockReset()
  vi.restoreAllMocks()
})

describe('AppCodeEditor', () => {
  it('edits one file in its own editor, labelled, and disposes it on unmount', async () => {
    const fake = fakeCodeRuntime()
    mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
    const { wrapper } = await renderWithApp(AppCodeEditor, { props: { modelValue: 'const a = 1', path: 'src/a.ts', label: 'Content of src/a.ts' } })
    await flush()
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="Content of src/a.ts"]')!
    expect(textarea.value).toBe('const a = 1')
    expect(fake.editors[0]?.options).toMatchObject({ path: 'src/a.ts', readOnly: false })
    expect(textarea.getAttribute('aria-describedby')).toBeTruthy()
    textarea.value = 'const a = 2'
    textarea.dispatchEvent(new Event('input'))
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual(['const a = 2'])
    wrapper.unmount()
    expect(fake.editors[0]?.disposed).toBe(true)
  })

  it('goes to the position it is given and says which line it highlighted; an edit ends the highlight', async () => {
    const fake = fakeCodeRuntime()
    mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
    const { wrapper } = await renderWithApp(AppCodeEditor, {
      props: { modelValue: 'a\nb\nc', path: 'x.ts', label: 'x', reveal: { line: 2, column: 1 } },
    })
    await flush()
    expect(fake.editors[0]?.reveals).toEqual([{ line: 2, column: 1 }])
    expect(wrapper.emitted('highlighted')).toEqual([[2]])
    expect(wrapper.find('.app-code-editor').attributes('data-highlighted-line')).toBe('2')
    await wrapper.setProps({ reveal: { line: 3, column: null } })
    expect(fake.editors[0]?.reveals.at(-1)).toEqual({ line: 3, column: null })
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea[aria-label="x"]')!
    textarea.value = 'changed'
    textarea.dispatchEvent(new Event('input'))
    await flush()
    expect(wrapper.emitted('highlighted')?.at(-1)).toEqual([null])
    wrapper.unmount()
  })

  it('keeps the file editable in a plain text box when Monaco cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    mocks.loadCodeMonaco.mockRejectedValue(new Error('chunk failed'))
    const { wrapper } = await renderWithApp(AppCodeEditor, { props: { modelValue: '{"a": 1}', path: 'a.json', label: 'Content of a.json', readonly: true } })
    await flush()
    expect(document.querySelector('[data-testid="code-editor-load-failed"]')?.textContent).toContain('The code editor could not be loaded.')
    const fallback = wrapper.find('textarea')
    expect(fallback.element.value).toBe('{"a": 1}')
    expect(fallback.attributes('readonly')).toBeDefined()
    expect(wrapper.find('label').text()).toBe('Content of a.json')
    wrapper.unmount()
  })
})

describe('AppDiffEditor', () => {
  it('shows two texts of one file and follows another pair', async () => {
    const fake = fakeCodeRuntime()
    mocks.loadCodeMonaco.mockResolvedValue(fake.runtime)
    const props = { original: 'old', modified: 'new', path: 'src/App.vue', label: 'Changes in src/App.vue', originalLabel: 'Revision #1', modifiedLabel: 'Revision #2' }
    const { wrapper } = await renderWithApp(AppDiffEditor, { props })
    await flush()
    expect(fake.diffs[0]?.options).toMatchObject({ original: 'old', modified: 'new', path: 'src/App.vue', sideBySide: true, originalAriaLabel: 'Revision #1' })
    await wrapper.setProps({ original: '', modified: 'fresh', path: 'src/new.ts' })
    expect(fake.diffs[0]?.contents.at(-1)).toEqual(['', 'fresh', 'src/new.ts'])
    expect(wrapper.find('[role="group"]').attributes('aria-label')).toBe('Changes in src/App.vue')
    wrapper.unmount()
    expect(fake.diffs[0]?.disposed).toBe(true)
  })

  it('shows both versions as plain text when Monaco cannot load', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    mocks.loadCodeMonaco.mockRejectedValue(new Error('chunk failed'))
    const { wrapper } = await renderWithApp(AppDiffEditor, { props: { original: 'old', modified: 'new', path: 'a.ts', label: 'Changes', originalLabel: 'Before', modifiedLabel: 'After' } })
    await flush()
    expect(wrapper.findAll('textarea').map((textarea) => textarea.element.value)).toEqual(['old', 'new'])
    wrapper.unmount()
  })
})
