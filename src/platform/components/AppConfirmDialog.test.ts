import { describe, expect, it } from 'vitest'
import { nextTick } from 'vue'
import { flush, renderWithApp } from '@/test/render'
import AppConfirmDialog from './AppConfirmDialog.vue'

function confirmButton(): HTMLButtonElement {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')]
  const button = buttons.find((candidate) => candidate.textContent?.trim() === 'Delete role')
  if (!button) throw new Error('confirm button not found')
  return button
}

describe('AppConfirmDialog', () => {
  it('enables confirm only once the exact text is typed, then emits confirm', async () => {
    const { wrapper } = await renderWithApp(AppConfirmDialog, {
      props: {
        modelValue: true,
        title: 'Delete role?',
        text: 'The role Auditors is deleted.',
        confirmLabel: 'Delete role',
        danger: true,
        typeToConfirm: 'Auditors',
      },
    })
    await flush()
    expect(document.body.textContent).toContain('The role Auditors is deleted.')
    expect(confirmButton().disabled).toBe(true)

    const input = document.querySelector<HTMLInputElement>('.v-overlay input')
    if (!input) throw new Error('no input')
    input.value = 'Audit'
    input.dispatchEvent(new Event('input'))
    await nextTick()
    expect(confirmButton().disabled).toBe(true)

    input.value = 'Auditors'
    input.dispatchEvent(new Event('input'))
    await nextTick()
    expect(confirmButton().disabled).toBe(false)

    confirmButton().click()
    expect(wrapper.emitted('confirm')).toHaveLength(1)
  })

  it('closes on cancel without confirming', async () => {
    const { wrapper } = await renderWithApp(AppConfirmDialog, {
      props: { modelValue: true, title: 'Sure?', confirmLabel: 'Delete role' },
    })
    await flush()
    expect(confirmButton().disabled).toBe(false)
    const cancel = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')].find(
      (button) => button.textContent?.trim() === 'Cancel',
    )
    cancel?.click()
    expect(wrapper.emitted('update:modelValue')?.[0]).toEqual([false])
    expect(wrapper.emitted('confirm')).toBeUndefined()
  })
})
