import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope, reactive, ref, type EffectScope } from 'vue'
import { ConditionOperationMode, FieldType } from '@/api'
import type { EntityDefinition, EntityField, FieldValues } from './records.types'
import { appliesTo, formHasConditions, isEmptyValue, useRecordConditions } from './useRecordConditions'

function field(Key: string, type: number, members: Partial<EntityField> = {}): EntityField {
  return {
    Id: `fld-${Key}`,
    Key,
    DisplayName: Key,
    FieldType: type,
    AllowMultiple: false,
    DecimalScale: null,
    BaseCurrencyCode: null,
    ReferenceToEntityDefinitionId: null,
    ChildTableId: null,
    CalculationExpression: null,
    VisibleWhen: null,
    RequiredWhen: null,
    EditableWhen: null,
    VisibleWhenOperationMode: ConditionOperationMode.AllOperations,
    RequiredWhenOperationMode: ConditionOperationMode.AllOperations,
    EditableWhenOperationMode: ConditionOperationMode.AllOperations,
    IsReadOnly: false,
    IsDeleted: false,
    SortOrder: 0,
    ...members,
  } as EntityField
}

function definitionOf(fields: EntityField[]): EntityDefinition {
  return { Id: 'def-1', Tables: [{ Id: 'tbl-1', IsPrimary: true, IsDeleted: false, Fields: fields }] } as unknown as EntityDefinition
}

const context = () => ({ now: Date.parse('2026-03-29T10:00:00Z'), timeZone: 'UTC', currentUserId: 'usr-1' })

let scope: EffectScope | null = null
afterEach(() => scope?.stop())

async function follow(fields: EntityField[], options: { isNew?: boolean; values?: FieldValues; loaded?: FieldValues } = {}) {
  const values = reactive<FieldValues>({ ...(options.values ?? {}) })
  const loaded = ref<FieldValues>(options.loaded ?? {})
  const isNew = ref(options.isNew ?? true)
  scope = effectScope()
  const conditions = scope.run(() =>
    useRecordConditions({
      definition: definitionOf(fields),
      fields,
      isNew,
      values: () => values,
      loaded: () => loaded.value,
      context,
    }),
  )!
  // The expression language loads on demand (a dynamic import).
  await vi.waitFor(() => expect(conditions.ready.value).toBe(true), { timeout: 10_000 })
  return { conditions, values, loaded, isNew, state: (key: string) => conditions.stateOf(key) }
}

describe('useRecordConditions', () => {
  it('hides a field while its VisibleWhen is false and shows it as soon as the values make it true', async () => {
    const { conditions, values, state } = await follow([
      field('kind', FieldType.Text),
      field('discount', FieldType.Decimal, { VisibleWhen: "kind = 'b2b'" }),
    ])
    expect(conditions.ready.value).toBe(true)
    expect(state('discount').visible).toBe(false)
    values.kind = 'b2b'
    expect(state('discount').visible).toBe(true)
    values.kind = null
    // NULL counts as false: the field stays hidden.
    expect(state('discount').visible).toBe(false)
    expect(state('kind').visible).toBe(true)
  })

  it('marks a field required while its RequiredWhen holds, and not when the user cannot fill it', async () => {
    const { values, state } = await follow([
      field('amount', FieldType.Integer),
      field('reason', FieldType.Text, { RequiredWhen: 'amount > 100' }),
      field('hidden', FieldType.Text, { RequiredWhen: 'amount > 100', VisibleWhen: 'FALSE' }),
    ])
    expect(state('reason').required).toBe(false)
    values.amount = 101
    expect(state('reason').required).toBe(true)
    expect(state('hidden').required).toBe(false)
  })

  it('judges EditableWhen on the values entered when creating, and on the record as loaded when updating', async () => {
    const fields = [field('status', FieldType.Text), field('price', FieldType.Integer, { EditableWhen: "status = 'draft'" })]
    const creating = await follow(fields, { values: { status: 'draft' } })
    expect(creating.state('price')).toMatchObject({ editable: true, lockedByCondition: false })
    creating.values.status = 'sent'
    expect(creating.state('price')).toMatchObject({ editable: false, lockedByCondition: true })
    scope?.stop()

    const updating = await follow(fields, { isNew: false, values: { status: 'sent' }, loaded: { status: 'draft' } })
    // The loaded record was a draft: the price may still change, whatever the status is being set to.
    expect(updating.state('price').editable).toBe(true)
    updating.loaded.value = { status: 'sent' }
    expect(updating.state('price').editable).toBe(false)
  })

  it('applies each condition only to the operations its mode names', async () => {
    const fields = [
      field('a', FieldType.Text, { VisibleWhen: 'FALSE', VisibleWhenOperationMode: ConditionOperationMode.UpdateOnly }),
      field('b', FieldType.Text, { RequiredWhen: 'TRUE', RequiredWhenOperationMode: ConditionOperationMode.CreateOnly }),
      field('c', FieldType.Text, { EditableWhen: 'FALSE', EditableWhenOperationMode: ConditionOperationMode.CreateOnly }),
    ]
    const creating = await follow(fields)
    expect([creating.state('a').visible, creating.state('b').required, creating.state('c').editable]).toEqual([true, true, false])
    scope?.stop()
    const updating = await follow(fields, { isNew: false })
    expect([updating.state('a').visible, updating.state('b').required, updating.state('c').editable]).toEqual([false, false, true])
    expect(appliesTo(undefined, true)).toBe(true)
  })

  it('shows calculated fields read-only', async () => {
    const { state } = await follow([field('qty', FieldType.Integer), field('double', FieldType.Integer, { CalculationExpression: 'qty * 2' })])
    expect(state('double')).toMatchObject({ calculated: true, editable: false, required: false, lockedByCondition: false })
    expect(state('qty')).toMatchObject({ calculated: false, editable: true })
  })

  it('leaves conditions that follow a reference to the server: shown, editable, not required', async () => {
    const { state } = await follow([
      field('customer', FieldType.Reference, { ReferenceToEntityDefinitionId: 'def-customers' }),
      field('vat', FieldType.Text, {
        VisibleWhen: "customer.country = 'DE'",
        RequiredWhen: "customer.country = 'DE'",
        EditableWhen: "customer.country = 'DE'",
      }),
    ], { values: { customer: 'cus-1' } })
    expect(state('vat')).toMatchObject({ visible: true, required: false, editable: true, undecided: ['VisibleWhen', 'RequiredWhen', 'EditableWhen'] })
  })

  it('needs no expression language for a form without conditions', async () => {
    const { conditions, state } = await follow([field('name', FieldType.Text)])
    expect(conditions.ready.value).toBe(true)
    expect(state('name')).toMatchObject({ visible: true, required: false, editable: true })
  })

  describe('table rows', () => {
    // An order with lines: each line's columns have conditions over the line's other columns.
    const columns = (members: Record<string, Partial<EntityField>> = {}) => [
      field('qty', FieldType.Integer),
      field('reason', FieldType.Text, { RequiredWhen: 'qty > 10', ...members.reason }),
      field('discount', FieldType.Decimal, { DecimalScale: 2, VisibleWhen: 'qty >= 5', ...members.discount }),
      field('price', FieldType.Integer, { EditableWhen: 'NOT locked', ...members.price }),
      field('locked', FieldType.Boolean),
      field('total', FieldType.Integer, { CalculationExpression: 'qty * price' }),
      field('product', FieldType.Reference, { ReferenceToEntityDefinitionId: 'def-products' }),
      field('note', FieldType.Text, { RequiredWhen: "product.name = 'Bolt'", ...members.note }),
    ]

    async function followRows(options: { isNew?: boolean; values?: FieldValues; loaded?: FieldValues; columns?: EntityField[] } = {}) {
      const primary = [field('title', FieldType.Text), field('lines', FieldType.Table, { ChildTableId: 'tbl-lines' })]
      const definition = {
        Id: 'def-1',
        Tables: [
          { Id: 'tbl-1', IsPrimary: true, IsDeleted: false, Fields: primary },
          { Id: 'tbl-lines', IsPrimary: false, IsDeleted: false, Fields: options.columns ?? columns() },
        ],
      } as unknown as EntityDefinition
      const values = reactive<FieldValues>({ title: null, lines: [], ...(options.values ?? {}) })
      const loaded = ref<FieldValues>(options.loaded ?? {})
      scope = effectScope()
      const conditions = scope.run(() =>
        useRecordConditions({ definition, fields: primary, isNew: options.isNew ?? true, values: () => values, loaded: () => loaded.value, context }),
      )!
      await vi.waitFor(() => expect(conditions.ready.value).toBe(true), { timeout: 10_000 })
      return { conditions, values, loaded, cell: (index: number, key: string) => conditions.rowStateOf('lines', index, key) }
    }

    it("loads the language for a form whose only conditions are a table's columns, and judges each row on its own values", async () => {
      const { values, cell, conditions } = await followRows({ values: { lines: [{ Fields: { qty: 2 } }, { Fields: { qty: 12 } }] } })
      expect([cell(0, 'reason').required, cell(1, 'reason').required]).toEqual([false, true])
      expect([cell(0, 'discount').visible, cell(1, 'discount').visible]).toEqual([false, true])
      // Live: the rows change as the user types.
      values.lines = [{ Fields: { qty: 11 } }, { Fields: { qty: 3 } }, { Fields: { qty: null } }]
      expect([0, 1, 2].map((index) => cell(index, 'reason').required)).toEqual([true, false, false])
      expect(conditions.rowStates.value.lines).toHaveLength(3)
      // The primary table's fields are not touched by the rows.
      expect(conditions.stateOf('title')).toMatchObject({ visible: true, required: false, editable: true })
    })

    it("counts a table's columns among the form's conditions (the language is loaded ahead for them too)", () => {
      const lines = field('lines', FieldType.Table, { ChildTableId: 'tbl-lines' })
      const definitionWith = (columnFields: EntityField[]) =>
        ({ Id: 'def-1', Tables: [{ Id: 'tbl-1', IsPrimary: true, Fields: [lines] }, { Id: 'tbl-lines', IsPrimary: false, Fields: columnFields }] }) as unknown as EntityDefinition
      expect(formHasConditions(definitionWith(columns()), [lines])).toBe(true)
      expect(formHasConditions(definitionWith([field('qty', FieldType.Integer)]), [lines])).toBe(false)
      expect(formHasConditions(definitionWith([]), [field('a', FieldType.Text, { VisibleWhen: 'TRUE' })])).toBe(true)
    })

    it('shows calculated columns read-only, and a column it cannot judge (a reference followed) is left to the server', async () => {
      const { cell } = await followRows({ values: { lines: [{ Fields: { qty: 2, product: 'prd-1' } }] } })
      expect(cell(0, 'total')).toMatchObject({ calculated: true, editable: false, required: false, lockedByCondition: false })
      expect(cell(0, 'note')).toMatchObject({ visible: true, required: false, editable: true, undecided: ['RequiredWhen'] })
      // No such row: what the column itself says.
      expect(cell(5, 'total')).toMatchObject({ calculated: true, editable: false })
      expect(cell(5, 'reason')).toMatchObject({ visible: true, required: false, editable: true })
    })

    it('judges EditableWhen of a row that was loaded on the row as loaded, and of a new row on its values', async () => {
      const loadedLine = { Id: 'row-1', RowVersion: 'rv', Fields: { qty: 1, price: 5, locked: false } }
      const { values, loaded, cell } = await followRows({
        isNew: false,
        loaded: { lines: [loadedLine] },
        values: { lines: [{ ...loadedLine, Fields: { ...loadedLine.Fields, locked: true } }, { Fields: { qty: 1, locked: true } }] },
      })
      // The loaded row was not locked: its price may still change, whatever is being entered; the new row is locked by what it holds.
      expect(cell(0, 'price')).toMatchObject({ editable: true, lockedByCondition: false })
      expect(cell(1, 'price')).toMatchObject({ editable: false, lockedByCondition: true })
      loaded.value = { lines: [{ ...loadedLine, Fields: { ...loadedLine.Fields, locked: true } }] }
      expect(cell(0, 'price').editable).toBe(false)
      // Moved rows keep their own operation: the loaded row is found by its Id.
      values.lines = [...(values.lines as object[])].reverse() as FieldValues['lines']
      expect([cell(0, 'price').editable, cell(1, 'price').editable]).toEqual([false, false])
      values.lines = [{ Fields: { qty: 1, locked: false } }, { Id: 'row-1', Fields: { qty: 1, locked: true } }]
      expect([cell(0, 'price').editable, cell(1, 'price').editable]).toEqual([true, false])
    })

    it('applies each condition by the operation of the row: a new row is created, a loaded one updated', async () => {
      const modes = columns({
        reason: { RequiredWhen: 'TRUE', RequiredWhenOperationMode: ConditionOperationMode.CreateOnly },
        discount: { VisibleWhen: 'FALSE', VisibleWhenOperationMode: ConditionOperationMode.UpdateOnly },
        note: { RequiredWhen: null },
      })
      const updating = await followRows({
        isNew: false,
        columns: modes,
        loaded: { lines: [{ Id: 'row-1', Fields: {} }] },
        values: { lines: [{ Id: 'row-1', Fields: {} }, { Fields: {} }] },
      })
      expect([updating.cell(0, 'reason').required, updating.cell(1, 'reason').required]).toEqual([false, true])
      expect([updating.cell(0, 'discount').visible, updating.cell(1, 'discount').visible]).toEqual([false, true])
      scope?.stop()
      // Every row of a new record is created, whatever it carries.
      const creating = await followRows({ columns: modes, values: { lines: [{ Id: 'row-1', Fields: {} }] } })
      expect([creating.cell(0, 'reason').required, creating.cell(0, 'discount').visible]).toEqual([true, true])
    })
  })

  it('sees empty values as the server does', () => {
    expect([null, undefined, '', '  ', []].map(isEmptyValue)).toEqual([true, true, true, true, true])
    expect([0, false, 'x', ['a'], { Amount: 0, CurrencyCode: 'EUR' }].map(isEmptyValue)).toEqual([false, false, false, false, false])
    expect(isEmptyValue({ Street: '', PostalCode: '', City: ' ', Region: '', CountryCode: '' })).toBe(true)
  })
})
