import { describe, expect, it } from 'vitest'
import { h } from 'vue'
import type { DataTableHeader } from 'vuetify'
import { flush, renderWithApp } from '@/test/render'
import AppDataTable from './AppDataTable.vue'

interface Row {
  Id: string
  Name: string
  Size: number
  Locked: boolean
}

const rows: Row[] = [
  { Id: 'a', Name: 'Alpha', Size: 12, Locked: false },
  { Id: 'b', Name: 'Beta', Size: 7, Locked: true },
]

const headers: DataTableHeader<Row>[] = [
  { key: 'Name', title: 'Name', value: (row: Row) => row.Name.toUpperCase(), cellProps: { class: 'name-cell' } },
  { key: 'Size', title: 'Size', align: 'end' as const, width: 80, cellProps: ({ item }: { item: Row }) => ({ 'data-size': String(item.Size) }) },
  { key: 'actions', title: 'Actions', sortable: false },
]

function render(props: Record<string, unknown> = {}) {
  return renderWithApp(AppDataTable, {
    props: {
      headers: headers as DataTableHeader[],
      items: rows,
      itemsLength: rows.length,
      caption: 'Things',
      searchLabel: 'Search things',
      page: 1,
      pageSize: 25,
      sort: null,
      search: '',
      ...props,
    },
    slots: { 'item.actions': ({ item }: { item: object }) => h('button', { type: 'button' }, `Open ${(item as Row).Name}`) },
  })
}

const bodyRows = () => [...document.querySelectorAll<HTMLTableRowElement>('table tbody tr')]
const cellTexts = () => bodyRows().map((row) => [...row.cells].map((cell) => cell.textContent?.trim()))

describe('AppDataTable', () => {
  it('shows each row with its column values, cell slots and the columns\' alignment, width and cell props', async () => {
    const { wrapper } = await render()
    await flush()
    expect(cellTexts()).toEqual([
      ['ALPHA', '12', 'Open Alpha'],
      ['BETA', '7', 'Open Beta'],
    ])
    const [name, size] = bodyRows()[1]!.cells
    expect(name!.classList).toContain('name-cell')
    expect(size!.classList).toContain('v-data-table-column--align-end')
    expect(size!.style.width).toBe('80px')
    expect(size!.dataset.size).toBe('7')
    wrapper.unmount()
  })

  it('emits the row a click lands on', async () => {
    const { wrapper } = await render()
    await flush()
    bodyRows()[1]!.cells[0]!.click()
    expect(wrapper.emitted('click:row')).toEqual([[rows[1]]])
    wrapper.unmount()
  })

  it('says there is nothing to show, and that it is loading while the first page comes', async () => {
    const { wrapper } = await render({ items: [], itemsLength: 0, noDataText: 'No things yet' })
    await flush()
    expect(cellTexts()).toEqual([['No things yet']])
    await wrapper.setProps({ loading: true })
    expect(bodyRows()[0]!.classList).toContain('v-data-table-rows-loading')
    wrapper.unmount()
  })

  it('offers a checkbox on the rows that may be chosen and reports the choice', async () => {
    const { wrapper } = await render({ selectable: (row: Row) => !row.Locked, selected: [] })
    await flush()
    const boxes = bodyRows().map((row) => row.querySelector<HTMLInputElement>('input[type="checkbox"]')!)
    expect(boxes.map((box) => box.disabled)).toEqual([false, true])
    boxes[0]!.click()
    await flush()
    expect(wrapper.emitted('update:selected')?.at(-1)).toEqual([['a']])
    wrapper.unmount()
  })

  it('keeps the rows while the next page loads, then shows its items in the same row elements', async () => {
    const { wrapper } = await render({ itemsLength: 4 })
    await flush()
    const before = bodyRows()
    await wrapper.setProps({ page: 2, loading: true })
    expect(cellTexts()).toEqual([
      ['ALPHA', '12', 'Open Alpha'],
      ['BETA', '7', 'Open Beta'],
    ])
    const next: Row[] = [
      { Id: 'c', Name: 'Gamma', Size: 3, Locked: false },
      { Id: 'd', Name: 'Delta', Size: 9, Locked: false },
    ]
    await wrapper.setProps({ items: next, loading: false })
    expect(cellTexts()).toEqual([
      ['GAMMA', '3', 'Open Gamma'],
      ['DELTA', '9', 'Open Delta'],
    ])
    expect(bodyRows()).toEqual(before)
    bodyRows()[0]!.cells[0]!.click()
    expect(wrapper.emitted('click:row')).toEqual([[next[0]]])
    wrapper.unmount()
  })
})
