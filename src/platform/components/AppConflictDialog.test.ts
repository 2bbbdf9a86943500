import { describe, expect, it } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import AppConflictDialog from './AppConflictDialog.vue'

const fields = [
  { key: 'Name', label: 'Name' },
  { key: 'Description', label: 'Description' },
  { key: 'IsActive', label: 'Active', format: (value: unknown) => (value ? 'Yes' : 'No') },
]

function rows(): string[][] {
  return [...document.querySelectorAll('.v-overlay tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
  )
}

function button(label: string): HTMLButtonElement {
  const found = [...document.querySelectorAll<HTMLButtonElement>('.v-overlay button')].find(
    (candidate) => candidate.textContent?.trim() === label,
  )
  if (!found) throw new Error(`no button ${label}`)
  return found
}

describe('AppConflictDialog', () => {
  it("shows only the differing fields, the server's value beside the user's", async () => {
    await renderWithApp(AppConflictDialog, {
      props: {
        modelValue: true,
        fields,
        theirs: { Name: 'Auditors', Description: 'Changed by Bea', IsActive: false },
        yours: { Name: 'Auditors', Description: 'Mine', IsActive: true },
      },
    })
    await flush()
    expect(rows()).toEqual([
      ['Description', 'Changed by Bea', 'Mine'],
      ['Active', 'No', 'Yes'],
    ])
  })

  it('emits keep-mine or take-theirs and closes', async () => {
    const { wrapper } = await renderWithApp(AppConflictDialog, {
      props: { modelValue: true, fields, theirs: { Name: 'A' }, yours: { Name: 'B' } },
    })
    await flush()
    button('Keep my changes').click()
    expect(wrapper.emitted('keep-mine')).toHaveLength(1)
    expect(wrapper.emitted('update:modelValue')?.[0]).toEqual([false])

    await wrapper.setProps({ modelValue: true })
    await flush()
    button('Discard mine').click()
    expect(wrapper.emitted('take-theirs')).toHaveLength(1)
  })

  it('hands over the choice before it closes, so a parent that forgets the conflict on close still acts on it', async () => {
    const order: string[] = []
    await renderWithApp(AppConflictDialog, {
      props: {
        modelValue: true,
        fields,
        theirs: { Name: 'A' },
        yours: { Name: 'B' },
        'onKeep-mine': () => order.push('keep-mine'),
        'onUpdate:modelValue': (open: boolean) => order.push(`open:${open}`),
      },
    })
    await flush()
    button('Keep my changes').click()
    expect(order).toEqual(['keep-mine', 'open:false'])
  })
})
