import { defineComponent, h, toDisplayString, type PropType, type Slot, type VNodeChild } from 'vue'
import { VCheckboxBtn } from 'vuetify/components/VCheckbox'
import type { DataTableItem, InternalDataTableHeader } from 'vuetify/lib/components/VDataTable/types.mjs'

type Row = DataTableItem<object>
type Column = InternalDataTableHeader

/** The cells a view renders itself: `item.<column key>` slots, given the row's item and index. */
export type CellSlots = Partial<Record<`item.${string}`, Slot<{ item: object; index: number }>>>

/**
 * The classes, widths and `cellProps` Vuetify's own cells take, so the rows look and align as its
 * rows do (a column's `cellProps` may be an object or a function of the row, as in Vuetify).
 */
function cellAttributes(column: Column, row: Row, index: number): Record<string, unknown> {
  const unit = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value)
  const own = typeof column.cellProps === 'function'
    ? column.cellProps({ index, item: row.raw, internalItem: row, value: row.columns[column.key ?? ''] })
    : column.cellProps
  const classes = ['v-data-table__td', `v-data-table-column--align-${column.align ?? 'start'}`]
  if (column.nowrap) classes.push('v-data-table-column--nowrap')
  if (column.key === 'data-table-select') classes.push('v-data-table-column--no-padding', 'v-data-table__td--select-row')
  return {
    ...own,
    class: [classes, own?.class],
    style: [{ width: unit(column.width), maxWidth: unit(column.maxWidth) }, own?.style],
  }
}

/**
 * The body rows of `AppDataTable`, as plain `tr`/`td` elements (not a row and a cell component each:
 * a page of 25 rows mounted about 200 component instances, most of a page change's time).
 *
 * A component of their own, so that they render only when the rows, columns or what their cells read
 * change: a page change re-renders the table at once (the pager shows the new page) while the rows
 * wait for the next page's data. Rows are keyed by their position, so the next page updates the
 * cells in place instead of removing every row and building it again.
 */
export default defineComponent({
  name: 'AppDataTableRows',
  props: {
    rows: { type: Array as PropType<readonly Row[]>, required: true },
    columns: { type: Array as PropType<readonly Column[]>, required: true },
    /** The view's cell slots (the same object from render to render: they are read as they render). */
    cells: { type: Object as PropType<CellSlots>, required: true },
    isSelected: { type: Function as PropType<(rows: Row[]) => boolean>, required: true },
    toggleSelect: { type: Function as PropType<(row: Row) => void>, required: true },
    selectLabel: { type: String, required: true },
  },
  emits: { rowClick: (_item: object) => true },
  setup(props, { emit }) {
    function cell(column: Column, row: Row, index: number): VNodeChild {
      if (column.key === 'data-table-select') {
        return h(VCheckboxBtn, {
          'aria-label': props.selectLabel,
          disabled: !row.selectable,
          modelValue: props.isSelected([row]),
          density: 'compact',
          onClick: (event: MouseEvent) => {
            event.stopPropagation()
            props.toggleSelect(row)
          },
        })
      }
      const slot = column.key ? props.cells[`item.${column.key}`] : undefined
      if (slot) return slot({ item: row.raw, index })
      return toDisplayString(row.columns[column.key ?? ''])
    }

    return () =>
      props.rows.map((row, index) =>
        h(
          'tr',
          {
            key: index,
            class: 'v-data-table__tr v-data-table__tr--clickable',
            'data-selected': props.isSelected([row]) || undefined,
            onClick: () => emit('rowClick', row.raw),
          },
          props.columns.map((column) => h('td', { key: column.key ?? '', ...cellAttributes(column, row, index) }, [cell(column, row, index)])),
        ),
      )
  },
})
