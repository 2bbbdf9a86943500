import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h, shallowRef } from 'vue'
import { configureApi, FieldType } from '@/api'
import { useSessionStore } from '@/app/session'
import { notifications } from '@/platform/composables/notifications'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch, ok } from '@/test/profiles'
import type { EntityDefinition, EntityField } from '../api/entities.types'
import { entitiesKeys } from '../api/queryKeys'
import { expectedTypeOf, JOB_ROUTE_NAME, useCalculation, type Calculation } from './useCalculation'

const fail = (status: number, issues: { Code: string; Message: string; Field?: string }[], data: unknown = null) => ({
  status,
  body: { Success: false, Data: data, Errors: issues, Warnings: null },
})

function makeField(overrides: Partial<EntityField> = {}): EntityField {
  return {
    Id: 'fld-total',
    Key: 'total',
    DisplayName: 'Total',
    FieldType: FieldType.Money,
    DecimalScale: 2,
    BaseCurrencyCode: 'EUR',
    CalculationExpression: null,
    RowVersion: 'rv-1',
    ...overrides,
  } as EntityField
}

function makeDefinition(field: EntityField, overrides: Partial<EntityDefinition> = {}): EntityDefinition {
  return {
    Id: 'def-1',
    RowVersion: 'def-rv',
    IsPendingDeletion: false,
    Tables: [{ Id: 'tbl-1', IsPrimary: true, Fields: [field] }],
    ...overrides,
  } as unknown as EntityDefinition
}

const VALIDATE = 'POST /api/workspace/admin/entity-fields/fld-total/calculation/validate'
const SAVE = 'PUT /api/workspace/admin/entity-fields/fld-total/calculation'

function checked(overrides: Record<string, unknown> = {}) {
  return {
    IsValid: true,
    ResultType: 'Money (EUR)',
    ExpectedType: 'Money (EUR), 2 places',
    ReferencedFieldKeys: ['price', 'quantity'],
    Diagnostics: [],
    AffectedRecordCount: 0,
    Field: null,
    RecalculationJobId: null,
    ...overrides,
  }
}

/** Mounts the composable over a field (replaceable, as a refetch replaces it) with the API answering `answers`. */
async function setup(answers: Parameters<typeof stubFetch>[0], start: EntityField | null = makeField(), definition?: EntityDefinition) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const field = shallowRef<EntityField | null>(start)
  const onSaved = vi.fn()
  let calculation!: Calculation
  const Harness = defineComponent({
    setup() {
      calculation = useCalculation({ definition: () => definition ?? makeDefinition(field.value ?? makeField()), field: () => field.value, onSaved })
      return () => h('div')
    },
  })
  const { queryClient } = await renderWithApp(Harness)
  if (start) queryClient.setQueryData(entitiesKeys.definitions.detail('def-1'), definition ?? makeDefinition(start))
  return { calculation, field, calls: stub.calls, queryClient, onSaved }
}

const bodies = (calls: { method: string; url: string; body: string | null }[], method: string) =>
  calls.filter((call) => call.method === method && call.url.includes('/calculation')).map((call) => JSON.parse(call.body ?? 'null') as unknown)

beforeEach(() => {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile()
})
afterEach(() => vi.unstubAllGlobals())

describe('useCalculation', () => {
  it('applies to saved Integer, Decimal and Money fields and knows the type each one takes', async () => {
    for (const type of [FieldType.Integer, FieldType.Decimal, FieldType.Money]) {
      const { calculation } = await setup({}, makeField({ FieldType: type }))
      expect(calculation.calculable.value).toBe(true)
    }
    for (const type of [FieldType.Text, FieldType.Boolean, FieldType.Date]) {
      const { calculation } = await setup({}, makeField({ FieldType: type }))
      expect(calculation.calculable.value).toBe(false)
    }
    const { calculation: unsaved } = await setup({}, null)
    expect(unsaved.calculable.value).toBe(false)

    expect(expectedTypeOf(makeField())).toBe('Money (EUR), 2 places')
    expect(expectedTypeOf(makeField({ FieldType: FieldType.Decimal, DecimalScale: 4 }))).toBe('Decimal, 4 places')
    expect(expectedTypeOf(makeField({ FieldType: FieldType.Integer }))).toBe('Integer')
  })

  it('says whether the field is calculated', async () => {
    const { calculation, field } = await setup({})
    expect(calculation.isCalculated.value).toBe(false)
    field.value = makeField({ CalculationExpression: 'price * quantity', RowVersion: 'rv-2' })
    await flush()
    expect(calculation.isCalculated.value).toBe(true)
    expect(calculation.form.values.CalculationExpression).toBe('price * quantity')
  })

  it('checks through the field’s calculation endpoint', async () => {
    const { calculation, calls } = await setup({ [VALIDATE]: ok(checked({ AffectedRecordCount: 4 })) })
    const result = await calculation.validate('price * quantity', new AbortController().signal)
    expect(result.AffectedRecordCount).toBe(4)
    expect(bodies(calls, 'POST')).toEqual([{ Expression: 'price * quantity' }])
  })

  it('asks before a save that recalculates stored values, then saves with the RowVersion and stores the field', async () => {
    const saved = makeField({ CalculationExpression: 'price * quantity', RowVersion: 'rv-2' })
    const { calculation, calls, queryClient, onSaved } = await setup({
      [VALIDATE]: ok(checked({ AffectedRecordCount: 3 })),
      [SAVE]: ok(checked({ AffectedRecordCount: 3, Field: saved, RecalculationJobId: 'job-9' })),
    })
    calculation.form.values.CalculationExpression = 'price * quantity'
    expect(calculation.hasEdits.value).toBe(true)

    await calculation.save()
    expect(calculation.confirmation.value).toEqual({ kind: 'recalculate', count: 3 })
    expect(bodies(calls, 'PUT')).toEqual([])

    await calculation.confirm()
    await flush()
    expect(bodies(calls, 'PUT')).toEqual([{ Expression: 'price * quantity', RowVersion: 'rv-1' }])
    expect(calculation.hasEdits.value).toBe(false)
    expect(calculation.form.base.value?.RowVersion).toBe('rv-2')
    expect(onSaved).toHaveBeenCalledWith(saved, 'rv-1')
    const cached = queryClient.getQueryData<EntityDefinition>(entitiesKeys.definitions.detail('def-1'))
    expect(cached?.Tables[0]?.Fields[0]).toMatchObject({ CalculationExpression: 'price * quantity', RowVersion: 'rv-2' })

    const notice = notifications.at(-1)
    expect(notice?.kind).toBe('success')
    expect(notice?.text).toBe('Calculation of Total saved.')
    expect(notice?.link).toEqual({ text: 'Open the recalculation job', to: { name: JOB_ROUTE_NAME, params: { jobId: 'job-9' } } })
  })

  it('uses the check already made for the text, and saves without asking when no record is stored', async () => {
    const { calculation, calls } = await setup({
      [VALIDATE]: ok(checked()),
      [SAVE]: ok(checked({ Field: makeField({ CalculationExpression: 'price', RowVersion: 'rv-2' }) })),
    })
    calculation.form.values.CalculationExpression = 'price'
    calculation.onValidated(await calculation.validate('price', new AbortController().signal))
    await calculation.save()
    await flush()
    expect(calculation.confirmation.value).toBeNull()
    expect(bodies(calls, 'POST')).toHaveLength(1)
    expect(bodies(calls, 'PUT')).toEqual([{ Expression: 'price', RowVersion: 'rv-1' }])
    expect(notifications.at(-1)?.link).toBeUndefined()
  })

  it('offers a save only for edits whose latest check found no mistake', async () => {
    const { calculation } = await setup({})
    expect(calculation.canSave.value).toBe(false)
    calculation.form.values.CalculationExpression = 'price * quantityy'
    expect(calculation.canSave.value).toBe(true)
    calculation.onValidated(checked({ IsValid: false, Diagnostics: [{ Code: 'expression.unknownField', Message: 'No such key.' }] }))
    expect(calculation.canSave.value).toBe(false)
    calculation.onValidated(checked())
    expect(calculation.canSave.value).toBe(true)
  })

  it('shows a refused save’s messages under the editor and keeps the text', async () => {
    const issue = { Code: 'expression.unknownField', Message: 'There is no field with the key “quantityy”.', Field: 'Expression' }
    const { calculation } = await setup({ [VALIDATE]: ok(checked()), [SAVE]: fail(400, [issue]) })
    calculation.form.values.CalculationExpression = 'price * quantityy'
    await calculation.save()
    await flush()
    expect(calculation.errors.value).toEqual(['There is no field with the key “quantityy”.'])
    expect(calculation.form.values.CalculationExpression).toBe('price * quantityy')
    expect(notifications.filter((item) => item.kind === 'error')).toHaveLength(0)

    // The editor's own check showing the same message: said once.
    calculation.onValidated(checked({ IsValid: false, Diagnostics: [issue] }))
    expect(calculation.errors.value).toEqual([])
    calculation.onValidated(null)
    calculation.form.values.CalculationExpression = 'price * quantity'
    expect(calculation.errors.value).toEqual([])
  })

  it('opens the conflict on a stale RowVersion; keeping mine saves again over their version', async () => {
    const theirs = makeField({ CalculationExpression: 'price', RowVersion: 'rv-3' })
    const answers: Parameters<typeof stubFetch>[0] = {
      [VALIDATE]: ok(checked()),
      [SAVE]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Changed by someone else.' }], theirs),
    }
    const { calculation, calls } = await setup(answers)
    calculation.form.values.CalculationExpression = 'price * quantity'
    await calculation.save()
    await flush()
    expect(calculation.form.conflict.open.value).toBe(true)
    expect(calculation.form.conflict.theirs.value).toEqual({ CalculationExpression: 'price' })
    expect(calculation.conflictYours.value).toEqual({ CalculationExpression: 'price * quantity' })

    calculation.form.conflict.keepMine()
    expect(calculation.form.values.CalculationExpression).toBe('price * quantity')
    answers[SAVE] = ok(checked({ Field: makeField({ CalculationExpression: 'price * quantity', RowVersion: 'rv-4' }) }))
    await calculation.save()
    await flush()
    expect(bodies(calls, 'PUT').at(-1)).toEqual({ Expression: 'price * quantity', RowVersion: 'rv-3' })
  })

  it('follows the field saved by the field form while the calculation is being edited, when its calculation is unchanged', async () => {
    const { calculation, field } = await setup({}, makeField({ CalculationExpression: 'price' }))
    calculation.form.values.CalculationExpression = 'price * 2'
    field.value = makeField({ CalculationExpression: 'price', DisplayName: 'Sum', RowVersion: 'rv-2' })
    await flush()
    expect(calculation.form.base.value?.RowVersion).toBe('rv-2')
    expect(calculation.form.values.CalculationExpression).toBe('price * 2')
    // Someone else's new calculation is not taken over silently: the save will meet the conflict.
    field.value = makeField({ CalculationExpression: 'quantity', RowVersion: 'rv-3' })
    await flush()
    expect(calculation.form.base.value?.RowVersion).toBe('rv-2')
  })

  it('removes the calculation after asking, sending null, and keeps the draft when that fails', async () => {
    const start = makeField({ CalculationExpression: 'price * quantity' })
    const answers: Parameters<typeof stubFetch>[0] = { [SAVE]: fail(503, [{ Code: 'workspace.unavailable', Message: 'Try again.' }]) }
    const { calculation, calls } = await setup(answers, start)
    calculation.form.values.CalculationExpression = 'price * 3'
    calculation.remove()
    expect(calculation.confirmation.value).toEqual({ kind: 'remove' })
    await calculation.confirm()
    await flush()
    expect(bodies(calls, 'PUT')).toEqual([{ Expression: null, RowVersion: 'rv-1' }])
    expect(calculation.form.values.CalculationExpression).toBe('price * 3')
    expect(notifications.at(-1)?.text).toContain('Saving the calculation failed')

    answers[SAVE] = ok(checked({ Field: makeField({ CalculationExpression: null, RowVersion: 'rv-2' }) }))
    calculation.remove()
    await calculation.confirm()
    await flush()
    expect(calculation.form.values.CalculationExpression).toBe('')
    expect(notifications.at(-1)?.text).toBe('Calculation of Total removed.')
  })

  it('an emptied calculation saves as a removal, after asking', async () => {
    const { calculation } = await setup({}, makeField({ CalculationExpression: 'price' }))
    calculation.form.values.CalculationExpression = '  '
    await calculation.save()
    expect(calculation.confirmation.value).toEqual({ kind: 'remove' })
  })

  it('is read-only without Admin or Configurator and entities.configure, and while the entity is pending deletion', async () => {
    useSessionStore().profile = makeProfile({ Roles: ['Operator'], Permissions: ['entities.configure'] })
    const { calculation, calls } = await setup({ [SAVE]: ok(checked()) }, makeField({ CalculationExpression: 'price' }))
    expect(calculation.canEdit.value).toBe(false)
    expect(calculation.readOnlyReason.value).toContain('Only an Admin or Configurator')
    calculation.form.values.CalculationExpression = 'price * 2'
    await calculation.save()
    calculation.remove()
    expect(calculation.confirmation.value).toBeNull()
    expect(bodies(calls, 'PUT')).toEqual([])

    useSessionStore().profile = makeProfile({ Roles: ['Configurator'], Permissions: [] })
    expect(calculation.canEdit.value).toBe(false)

    useSessionStore().profile = makeProfile({ Roles: ['Configurator'], Permissions: ['entities.configure'] })
    expect(calculation.canEdit.value).toBe(true)

    const pending = makeField()
    const { calculation: frozen } = await setup({}, pending, makeDefinition(pending, { IsPendingDeletion: true }))
    expect(frozen.canEdit.value).toBe(false)
  })
})
