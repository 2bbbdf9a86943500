import { afterEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, ref } from 'vue'
import { configureApi } from '@/api'
import { stubFetch } from '@/test/profiles'
import { flush, renderWithApp } from '@/test/render'
import { BOARD, ok } from '@/test/boards/runtime'
import CommentComposer from './CommentComposer.vue'
import type { MentionedUser } from './mentions'

const text = ref('')
const mentions = ref<MentionedUser[]>([])
const submitted = vi.fn()
const Host = defineComponent({
  setup: () => () =>
    h(CommentComposer, {
      boardIdOrKey: BOARD,
      label: 'Write a comment',
      submitLabel: 'Send',
      maxLength: 20,
      modelValue: text.value,
      'onUpdate:modelValue': (value: string) => (text.value = value),
      mentions: mentions.value,
      'onUpdate:mentions': (value: MentionedUser[]) => (mentions.value = value),
      onSubmit: submitted,
    }),
})

async function render() {
  text.value = ''
  mentions.value = []
  submitted.mockReset()
  const server = stubFetch({
    [`GET /api/workspace/boards/${BOARD}/subjects`]: ok([
      { SubjectType: 0, SubjectId: 'usr-ada', DisplayName: 'Ada Admin', Subtitle: 'ada' },
      { SubjectType: 1, SubjectId: 'grp-1', DisplayName: 'Admins group', Subtitle: 'admins' },
      { SubjectType: 0, SubjectId: 'usr-otto', DisplayName: 'Otto Operator', Subtitle: 'otto' },
    ]),
  })
  vi.stubGlobal('fetch', server.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(Host)
  await flush()
  const input = (wrapper.element as HTMLElement).querySelector('textarea') as HTMLTextAreaElement
  return { wrapper, input, root: wrapper.element as HTMLElement, calls: server.calls }
}

async function type(input: HTMLTextAreaElement, value: string): Promise<void> {
  input.value = value
  input.setSelectionRange(value.length, value.length)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  input.dispatchEvent(new KeyboardEvent('keyup', { key: value.at(-1) ?? '', bubbles: true }))
  await flush()
  await flush()
}
const key = (input: HTMLTextAreaElement, name: string, init: KeyboardEventInit = {}) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }))

afterEach(() => vi.unstubAllGlobals())

describe('CommentComposer', () => {
  it('offers people (not groups) after @ and inserts the picked user name with the keyboard', async () => {
    const { wrapper, input, root, calls } = await render()
    await type(input, 'Hi @a')
    const options = [...root.querySelectorAll('[role="option"]')].map((option) => option.textContent)
    expect(options).toEqual(['Ada Admin@ada', 'Otto Operator@otto'])
    expect(new URL(calls.at(-1)!.url).searchParams.get('search')).toBe('a')
    key(input, 'ArrowDown')
    key(input, 'Enter')
    await flush()
    expect(text.value).toBe('Hi @otto ')
    expect(mentions.value).toEqual([{ UserId: 'usr-otto', UserName: 'otto' }])
    expect(submitted).not.toHaveBeenCalled()
    wrapper.unmount()
  })

  it('sends with Ctrl+Enter, not with blank or too long text', async () => {
    const { wrapper, input, root } = await render()
    await type(input, '   ')
    key(input, 'Enter', { ctrlKey: true })
    expect(submitted).not.toHaveBeenCalled()
    await type(input, 'x'.repeat(21))
    key(input, 'Enter', { ctrlKey: true })
    expect(submitted).not.toHaveBeenCalled()
    expect(root.textContent).toContain('At most 20 characters.')
    await type(input, 'Ready')
    key(input, 'Enter', { ctrlKey: true })
    expect(submitted).toHaveBeenCalledTimes(1)
    wrapper.unmount()
  })
})
