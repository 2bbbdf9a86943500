import { describe, expect, it } from 'vitest'
import { flush, renderWithApp } from '@/test/render'
import type { EntityField } from '../api/entities.types'
import FieldList from './FieldList.vue'

const field = (id: string, name: string, order: number) =>
  ({ Id: id, Key: id, DisplayName: name, FieldType: 0, SortOrder: order, IsProtected: false, SchemaSource: 0 }) as EntityField
const fields = [field('Title', 'Title', 0), field('Status', 'Status', 1), field('Amount', 'Amount', 2)]

async function render(disabled = false) {
  const { wrapper } = await renderWithApp(FieldList, { props: { fields, selectedId: null, disabled, label: 'Fields' } })
  await flush()
  return wrapper
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')]
function press(row: HTMLElement, key: string, altKey: boolean): void {
  row.dispatchEvent(new KeyboardEvent('keydown', { key, altKey, bubbles: true }))
}

describe('FieldList reordering', () => {
  it('moves the focused field down with Alt+ArrowDown and up with Alt+ArrowUp', async () => {
    const wrapper = await render()
    press(rows()[0] as HTMLElement, 'ArrowDown', true)
    press(rows()[2] as HTMLElement, 'ArrowUp', true)
    await flush()
    expect(wrapper.emitted('reorder')).toEqual([[['Status', 'Title', 'Amount']], [['Title', 'Amount', 'Status']]])
  })

  it('does not move past the ends, and plain arrows only move the focus', async () => {
    const wrapper = await render()
    press(rows()[0] as HTMLElement, 'ArrowUp', true)
    press(rows()[0] as HTMLElement, 'ArrowDown', false)
    await flush()
    expect(wrapper.emitted('reorder')).toBeUndefined()
  })

  it('moves with the pointer handles, named by their tooltips', async () => {
    const wrapper = await render()
    const down = document.querySelector<HTMLElement>('[data-move][title="Move Title down"]')
    down?.click()
    await flush()
    expect(wrapper.emitted('reorder')).toEqual([[['Status', 'Title', 'Amount']]])
  })

  it('offers no reordering while the definition is frozen', async () => {
    const wrapper = await render(true)
    press(rows()[0] as HTMLElement, 'ArrowDown', true)
    expect(document.querySelector('[data-move][title="Move Title down"]')).toBeNull()
    expect(wrapper.emitted('reorder')).toBeUndefined()
  })
})
