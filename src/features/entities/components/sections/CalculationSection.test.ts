import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defineComponent, h } from 'vue'
import { configureApi, FieldType } from '@/api'
import { useSessionStore } from '@/app/session'
import type { ExpressionEditorOptions } from '@/platform/components/expression-editor/monacoRuntime'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch, ok } from '@/test/profiles'
import { useCalculation } from '../../composables/useCalculation'
import { designerTables } from '../../composables/useDesignerTables'
import type { EntityDefinition, EntityField } from '../../api/entities.types'
import CalculationSection from './CalculationSection.vue'

const mocks = vi.hoisted(() => ({ loadMonaco: vi.fn() }))
// Monaco does not run in happy-dom: a textarea with the runtime's contract stands in for it.
vi.mock('@/platform/components/expression-editor/monaco', () => ({ loadMonaco: mocks.loadMonaco }))

interface FakeEditor {
  options: ExpressionEditorOptions
  textarea: HTMLTextAreaElement
  setDiagnostics: ReturnType<typeof vi.fn>
}
let editors: FakeEditor[] = []

function fakeRuntime() {
  return {
    applyTheme: vi.fn(),
    setLanguageCatalogue: vi.fn(),
    createExpressionEditor(options: ExpressionEditorOptions) {
      const textarea = document.createElement('textarea')
      textarea.setAttribute('aria-label', options.ariaLabel)
      textarea.value = options.value
      textarea.addEventListener('input', () => options.onChange(textarea.value))
      options.element.appendChild(textarea)
      const editor: FakeEditor = { options, textarea, setDiagnostics: vi.fn(() => true) }
      editors.push(editor)
      return {
        uri: `workspace-expression:/expression-${editors.length}`,
        getValue: () => textarea.value,
        setValue: (value: string) => void (textarea.value = value),
        setDiagnostics: editor.setDiagnostics,
        clearDiagnostics: vi.fn(),
        updateContext: vi.fn(),
        setReadOnly: vi.fn(),
        setAriaLabel: vi.fn(),
        focus: vi.fn(),
        dispose: vi.fn(),
      }
    },
  }
}

const field = (Id: string, Key: string, DisplayName: string, type: FieldType, extra: Partial<EntityField> = {}) =>
  ({ Id, Key, DisplayName, FieldType: type, SortOrder: 0, IsDeleted: false, DecimalScale: null, RowVersion: `rv-${Id}`, CalculationExpression: null, ...extra }) as EntityField

function makeDefinition(total: EntityField): EntityDefinition {
  return {
    Id: 'def-1',
    DisplayNameSingular: 'Order',
    IsPendingDeletion: false,
    RowVersion: 'def-rv',
    Tables: [
      {
        Id: 'tbl-1',
        IsPrimary: true,
        IsDeleted: false,
        OwnerFieldId: null,
        Name: 'main',
        Fields: [
          field('f-price', 'price', 'Price', FieldType.Money, { SortOrder: 0, DecimalScale: 2, BaseCurrencyCode: 'EUR' }),
          field('f-qty', 'quantity', 'Quantity', FieldType.Integer, { SortOrder: 1 }),
          total,
        ],
      },
    ],
  } as unknown as EntityDefinition
}

const VALIDATE = 'POST /api/workspace/admin/entity-fields/f-total/calculation/validate'
const SAVE = 'PUT /api/workspace/admin/entity-fields/f-total/calculation'
const unknownKey = {
  Code: 'expression.unknownField',
  Message: 'There is no field with the key “quantityy”; did you mean “quantity”?',
  Metadata: { start: '8', end: '17', line: '1', column: '9', suggestion: 'quantity' },
}
const result = (overrides: Record<string, unknown> = {}) => ({
  IsValid: true,
  ResultType: 'Money (EUR)',
  ExpectedType: 'Money (EUR), 2 places',
  ReferencedFieldKeys: [],
  Diagnostics: [],
  AffectedRecordCount: 3,
  Field: null,
  RecalculationJobId: null,
  ...overrides,
})

async function render(total: EntityField, answers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/workspace/admin/expressions/language': ok({ Functions: [], Keywords: [] }), ...answers })
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const definition = makeDefinition(total)
  const table = designerTables(definition)[0]!
  const Harness = defineComponent({
    setup() {
      const calculation = useCalculation({ definition: () => definition, field: () => total })
      return () => h(CalculationSection, { calculation, definition, table, field: total })
    },
  })
  const { wrapper } = await renderWithApp(Harness)
  await flush()
  return { wrapper, calls: stub.calls }
}

const body = () => document.body.textContent ?? ''
const pause = () => new Promise((resolve) => setTimeout(resolve, 320))
function button(text: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((item) => item.textContent?.trim() === text)
  if (!found) throw new Error(`no button "${text}"`)
  return found
}
async function type(editor: FakeEditor | undefined, value: string): Promise<void> {
  if (!editor) throw new Error('no editor')
  editor.textarea.value = value
  editor.textarea.dispatchEvent(new Event('input'))
  await pause()
  await flush()
}

beforeEach(() => {
  editors = []
  mocks.loadMonaco.mockResolvedValue(fakeRuntime())
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile()
})
afterEach(() => vi.unstubAllGlobals())

describe('CalculationSection', () => {
  it('marks a mistake with the server’s message under the editor, then asks before a save that recalculates records', async () => {
    const total = field('f-total', 'total', 'Total', FieldType.Money, { DecimalScale: 2, BaseCurrencyCode: 'EUR' })
    const { calls } = await render(total, {
      [VALIDATE]: ok(result({ IsValid: false, Diagnostics: [unknownKey] })),
      [SAVE]: ok(result({ Field: { ...total, CalculationExpression: 'price * quantity', RowVersion: 'rv-2' }, RecalculationJobId: 'job-1' })),
    })
    // Not calculated yet: the section is closed until opened.
    expect(editors).toHaveLength(0)
    expect(body()).not.toContain('Calculated')
    const title = document.querySelector('[data-testid="field-calculation"] .v-expansion-panel-title') as HTMLElement
    title.click()
    await flush()
    await flush()
    const editor = editors[0]
    expect(editor?.textarea.getAttribute('aria-label')).toBe('Expression')
    expect(editor?.options.readOnly).toBe(false)
    // Completion offers the table's other fields, never the calculated field itself.
    const offered = editor?.options.context.fields.map((item) => item.key) ?? []
    expect(offered).toContain('price')
    expect(offered).not.toContain('total')
    expect(body()).toContain('expected: Money (EUR), 2 places')
    expect(button('Save calculation').disabled).toBe(true)

    await type(editor, 'price * quantityy')
    expect(body()).toContain('There is no field with the key “quantityy”; did you mean “quantity”?')
    expect(editor?.setDiagnostics).toHaveBeenLastCalledWith([unknownKey], 'price * quantityy')
    // Not offered for saving while the check finds a mistake.
    expect(button('Save calculation').disabled).toBe(true)
    expect(JSON.parse(calls.filter((call) => call.url.endsWith('/calculation/validate')).at(-1)?.body ?? '{}')).toEqual({ Expression: 'price * quantityy' })

    vi.stubGlobal(
      'fetch',
      stubFetch({
        [VALIDATE]: ok(result()),
        [SAVE]: ok(result({ Field: { ...total, CalculationExpression: 'price * quantity', RowVersion: 'rv-2' }, RecalculationJobId: 'job-1' })),
      }).fetchStub,
    )
    await type(editor, 'price * quantity')
    expect(body()).not.toContain('quantityy')
    expect(body()).toContain('Result: Money (EUR) · expected: Money (EUR), 2 places')
    expect(body()).toContain('Saving recalculates the stored value of 3 records.')
    expect(button('Save calculation').disabled).toBe(false)

    button('Save calculation').click()
    await flush()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Save the calculation?')
    expect(dialog.textContent).toContain('Saving recalculates the stored value of 3 records.')
  })

  it('shows a calculated field open, with its chip and the remove action, asking before removing', async () => {
    const total = field('f-total', 'total', 'Total', FieldType.Money, { DecimalScale: 2, CalculationExpression: 'price * quantity' })
    await render(total, { [VALIDATE]: ok(result()) })
    await flush()
    expect(document.querySelector('[data-testid="field-calculated-chip"]')?.textContent?.trim()).toBe('Calculated')
    expect(editors[0]?.textarea.value).toBe('price * quantity')
    expect(button('Save calculation').disabled).toBe(true)

    button('Remove calculation').click()
    await flush()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('Remove the calculation?')
    expect(dialog.textContent).toContain('Total is then no longer calculated')
  })

  it('is read-only with the reason for someone who may not configure entities', async () => {
    useSessionStore().profile = makeProfile({ Roles: ['Operator'], Permissions: ['functions.operations.view'] })
    const total = field('f-total', 'total', 'Total', FieldType.Integer, { CalculationExpression: 'quantity * 2' })
    await render(total, { [VALIDATE]: ok(result({ ExpectedType: 'Integer', ResultType: 'Integer' })) })
    await flush()
    expect(editors[0]?.options.readOnly).toBe(true)
    expect(body()).toContain('Only an Admin or Configurator with the permission entities.configure can change this.')
    expect([...document.querySelectorAll('button')].some((item) => /Save calculation|Remove calculation/.test(item.textContent ?? ''))).toBe(false)
  })
})
