import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ref } from 'vue'
import { ApiError, ExpressionPurpose, FieldType } from '@/api'
import type { ExpressionEvaluationResult, ExpressionValidationResult } from '@/features/entities/api/expressions'
import { flush, renderWithApp } from '@/test/render'
import AppExpressionEditor from './AppExpressionEditor.vue'
import type { ExpressionEditorHandle, ExpressionEditorOptions } from './expression-editor/monacoRuntime'

const mocks = vi.hoisted(() => ({
  loadMonaco: vi.fn(),
  validateExpression: vi.fn(),
  evaluateExpression: vi.fn(),
  getDefinition: vi.fn(),
}))

// Monaco does not run in happy-dom: the runtime is replaced by a textarea with the same contract.
vi.mock('./expression-editor/monaco', () => ({ loadMonaco: mocks.loadMonaco }))
vi.mock('@/features/entities/api/expressions', async (importOriginal) => ({
  validateExpression: mocks.validateExpression,
  evaluateExpression: mocks.evaluateExpression,
  useExpressionLanguage: () => ({ data: ref({ Functions: [], Keywords: ['AND', 'OR'] }) }),
  // The real one: definitions go through the query cache, fetched by the mocked getDefinition.
  fetchDefinitionForExpressions: (await importOriginal<typeof import('@/features/entities/api/expressions')>()).fetchDefinitionForExpressions,
}))
vi.mock('@/features/entities/api/definitions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/entities/api/definitions')>()),
  getDefinition: mocks.getDefinition,
}))

interface FakeEditor {
  options: ExpressionEditorOptions
  handle: ExpressionEditorHandle & { setDiagnostics: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> }
  textarea: HTMLTextAreaElement
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
      const handle = {
        uri: `workspace-expression:/expression-${editors.length + 1}`,
        getValue: () => textarea.value,
        setValue: (value: string) => {
          textarea.value = value
        },
        setDiagnostics: vi.fn(() => true),
        clearDiagnostics: vi.fn(),
        updateContext: vi.fn(),
        setReadOnly: vi.fn(),
        setAriaLabel: vi.fn(),
        focus: vi.fn(),
        dispose: vi.fn(),
      }
      editors.push({ options, handle, textarea })
      return handle
    },
  }
}

const fields = [
  { Key: 'amount_net', DisplayName: 'Net amount', FieldType: FieldType.Money },
  { Key: 'status', DisplayName: 'Status', FieldType: FieldType.Select },
]

const unknownField = {
  Code: 'expression.unknownField',
  Message: 'There is no field with the key “amount_nett”; did you mean “amount_net”?',
  Metadata: { start: '0', end: '11', line: '1', column: '1', suggestion: 'amount_net' },
}

function validation(overrides: Partial<ExpressionValidationResult> = {}): ExpressionValidationResult {
  return { IsValid: true, ResultType: 'Boolean', ExpectedType: 'Boolean', ReferencedFieldKeys: [], Diagnostics: [], ...overrides }
}

async function render(props: Record<string, unknown> = {}) {
  const result = await renderWithApp(AppExpressionEditor, {
    props: {
      modelValue: 'amount_nett > 0',
      purpose: ExpressionPurpose.VisibleWhen,
      entityDefinitionId: 'def-1',
      tableId: 'tbl-1',
      fieldId: 'fld-1',
      fields,
      label: 'Visible when',
      ...props,
    },
  })
  await flush()
  return result
}

const text = () => document.body.textContent ?? ''
const pause = () => new Promise((resolve) => setTimeout(resolve, 320))

describe('AppExpressionEditor', () => {
  beforeEach(() => {
    editors = []
    mocks.loadMonaco.mockResolvedValue(fakeRuntime())
    mocks.validateExpression.mockReset()
    mocks.evaluateExpression.mockReset()
    mocks.getDefinition.mockReset()
  })
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('shows the first problem as text under the editor, the result type beside the expected one, and marks it', async () => {
    const second = { Code: 'expression.typeMismatch', Message: 'Second problem.', Metadata: { start: '14', end: '15' } }
    mocks.validateExpression.mockResolvedValue(validation({ IsValid: false, ResultType: 'Integer', Diagnostics: [unknownField, second] }))
    const { wrapper } = await render()

    expect(mocks.validateExpression).toHaveBeenCalledWith(
      { Expression: 'amount_nett > 0', Purpose: ExpressionPurpose.VisibleWhen, EntityDefinitionId: 'def-1', EntityDefinitionTableId: 'tbl-1', FieldId: 'fld-1' },
      expect.any(AbortSignal),
    )
    expect(wrapper.get('[data-testid="expression-types"]').text()).toBe('Result: Integer · expected: Boolean')
    expect(wrapper.get('[data-testid="expression-message"]').text()).toBe(
      'There is no field with the key “amount_nett”; did you mean “amount_net”? (and 1 more problem)',
    )
    const editor = editors[0]
    expect(editor?.textarea.getAttribute('aria-label')).toBe('Visible when')
    expect(editor?.handle.setDiagnostics).toHaveBeenLastCalledWith([unknownField, second], 'amount_nett > 0')
    expect(editor?.options.context.fields.map((field) => [field.key, field.displayName, field.typeLabel])).toEqual([
      ['amount_net', 'Net amount', 'Money'],
      ['status', 'Status', 'Choice'],
    ])
    expect(wrapper.emitted('validated')?.at(-1)?.[0]).toMatchObject({ IsValid: false })
  })

  it('checks what is typed after a pause and shows the newest answer', async () => {
    mocks.validateExpression.mockResolvedValueOnce(validation({ IsValid: false, Diagnostics: [unknownField] }))
    const { wrapper } = await render()
    expect(text()).toContain('did you mean “amount_net”?')

    mocks.validateExpression.mockResolvedValue(validation())
    const textarea = editors[0]?.textarea as HTMLTextAreaElement
    textarea.value = 'amount_net > 0'
    textarea.dispatchEvent(new Event('input'))
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual(['amount_net > 0'])
    expect(mocks.validateExpression).toHaveBeenCalledTimes(1)

    await pause()
    await flush()
    expect(mocks.validateExpression).toHaveBeenCalledTimes(2)
    expect(mocks.validateExpression.mock.calls[1]?.[0]).toMatchObject({ Expression: 'amount_net > 0' })
    expect(wrapper.find('[data-testid="expression-message"]').exists()).toBe(false)
    expect(wrapper.get('[data-testid="expression-types"]').text()).toBe('Result: Boolean · expected: Boolean')
  })

  it('does not check an empty expression (no condition) and shows the expected type it was given', async () => {
    const { wrapper } = await render({ modelValue: '', expectedType: 'Boolean' })
    expect(mocks.validateExpression).not.toHaveBeenCalled()
    expect(wrapper.get('[data-testid="expression-types"]').text()).toBe('expected: Boolean')
    expect(wrapper.emitted('validated')?.at(-1)).toEqual([null])
  })

  it('says when the expression could not be checked', async () => {
    mocks.validateExpression.mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: 'Failed to fetch' }))
    await render()
    expect(text()).toContain('The expression could not be checked:')
  })

  it('shows a loading state while Monaco loads', async () => {
    mocks.loadMonaco.mockReturnValue(new Promise(() => undefined))
    mocks.validateExpression.mockResolvedValue(validation())
    await render()
    expect(text()).toContain('Loading the expression editor…')
  })

  it('keeps the form usable with a plain text box when Monaco cannot load, and tries again on request', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    mocks.loadMonaco.mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    mocks.validateExpression.mockResolvedValue(validation({ IsValid: false, Diagnostics: [unknownField] }))
    const { wrapper } = await render()

    expect(text()).toContain('The expression editor could not be loaded.')
    const fallback = wrapper.get('textarea')
    expect((fallback.element as HTMLTextAreaElement).value).toBe('amount_nett > 0')
    expect(text()).toContain('did you mean “amount_net”?')
    await fallback.setValue('amount_net > 0')
    expect(wrapper.emitted('update:modelValue')?.at(-1)).toEqual(['amount_net > 0'])

    mocks.loadMonaco.mockResolvedValue(fakeRuntime())
    await wrapper.get('[data-testid="expression-load-failed"] button').trigger('click')
    await flush()
    expect(editors).toHaveLength(1)
    expect(wrapper.find('[data-testid="expression-load-failed"]').exists()).toBe(false)
  })

  it('previews the value for a picked record, or its run-time error', async () => {
    mocks.validateExpression.mockResolvedValue(validation())
    const evaluation = (overrides: Partial<ExpressionEvaluationResult>): ExpressionEvaluationResult => ({
      ...validation(),
      Value: true,
      DisplayValue: 'true',
      Error: null,
      ...overrides,
    })
    mocks.evaluateExpression.mockResolvedValueOnce(evaluation({}))
    const { wrapper } = await render({ modelValue: 'amount_net > 0', previewInstanceId: 'rec-1' })
    expect(mocks.evaluateExpression).toHaveBeenCalledWith(expect.objectContaining({ Expression: 'amount_net > 0', InstanceId: 'rec-1' }), expect.any(AbortSignal))
    expect(wrapper.get('[data-testid="expression-preview"]').text()).toBe('For this record: true')

    mocks.evaluateExpression.mockResolvedValueOnce(
      evaluation({ Value: null, DisplayValue: null, Error: { Code: 'expression.divisionByZero', Message: 'Division by zero.' } }),
    )
    await wrapper.setProps({ previewInstanceId: 'rec-2' })
    await flush()
    expect(wrapper.get('[data-testid="expression-preview"]').text()).toBe('For this record: Division by zero.')

    await wrapper.setProps({ previewInstanceId: null })
    await flush()
    expect(wrapper.find('[data-testid="expression-preview"]').exists()).toBe(false)
  })

  it("previews a validation rule as the verdict on the picked record's save", async () => {
    mocks.validateExpression.mockResolvedValue(validation())
    const verdict = (value: boolean | null): ExpressionEvaluationResult => ({
      ...validation(),
      Value: value,
      DisplayValue: value === null ? null : String(value),
      Error: null,
    })
    mocks.evaluateExpression.mockResolvedValueOnce(verdict(false))
    const { wrapper } = await render({ modelValue: 'amount_net > 0', purpose: ExpressionPurpose.ValidationRule, previewInstanceId: 'rec-1' })
    const line = () => wrapper.get('[data-testid="expression-preview"]')
    expect(line().text()).toBe('For this record: FALSE \u2014 saving it is refused with the rule\u2019s message.')
    expect(line().classes()).toContain('text-warning')

    mocks.evaluateExpression.mockResolvedValueOnce(verdict(null))
    await wrapper.setProps({ previewInstanceId: 'rec-2' })
    await flush()
    expect(line().text()).toBe('For this record: NULL \u2014 the rule does not refuse the save (only FALSE does).')

    mocks.evaluateExpression.mockResolvedValueOnce(verdict(true))
    await wrapper.setProps({ previewInstanceId: 'rec-3' })
    await flush()
    expect(line().text()).toBe('For this record: TRUE \u2014 the rule holds.')
    expect(line().classes()).not.toContain('text-warning')
  })

  it('takes a new value from outside (a form reset) into the editor, and disposes the editor when it goes', async () => {
    mocks.validateExpression.mockResolvedValue(validation())
    const { wrapper } = await render()
    await wrapper.setProps({ modelValue: 'status = NULL' })
    await flush()
    expect(editors[0]?.textarea.value).toBe('status = NULL')
    expect(mocks.validateExpression.mock.calls.at(-1)?.[0]).toMatchObject({ Expression: 'status = NULL' })
    wrapper.unmount()
    expect(editors[0]?.handle.dispose).toHaveBeenCalled()
  })

  it('follows paths from its fields to the fields they lead to, reading each definition once through the query cache', async () => {
    mocks.validateExpression.mockResolvedValue(validation())
    const field = (Key: string, FieldType: number, more: Record<string, unknown> = {}) => ({ Key, DisplayName: Key.toUpperCase(), FieldType, ...more })
    const definitions: Record<string, unknown> = {
      'def-1': {
        Id: 'def-1',
        Tables: [
          { Id: 'tbl-1', IsPrimary: true, Fields: [] },
          { Id: 'tbl-lines', IsPrimary: false, Fields: [field('qty', FieldType.Integer)] },
        ],
      },
      'def-customers': {
        Id: 'def-customers',
        Tables: [{ Id: 'tbl-customers', IsPrimary: true, Fields: [field('country', FieldType.Text), field('vip', FieldType.Boolean)] }],
      },
    }
    mocks.getDefinition.mockImplementation((id: string) => Promise.resolve(definitions[id]))
    await render({
      fields: [
        ...fields,
        field('customer', FieldType.Reference, { ReferenceToEntityDefinitionId: 'def-customers', ChildTableId: null }),
        field('lines', FieldType.Table, { ReferenceToEntityDefinitionId: null, ChildTableId: 'tbl-lines' }),
      ],
    })
    const fieldsOf = editors[0]!.options.context.fieldsOf

    expect(await fieldsOf(['customer'])).toEqual([
      { key: 'country', displayName: 'COUNTRY', fieldType: FieldType.Text, typeLabel: 'Text' },
      { key: 'vip', displayName: 'VIP', fieldType: FieldType.Boolean, typeLabel: 'Yes/no' },
    ])
    expect((await fieldsOf(['customer']))?.length).toBe(2)
    expect((await fieldsOf(['lines']))?.map((item) => item.key)).toEqual(['qty'])
    expect(await fieldsOf(['status'])).toBeNull()
    expect(await fieldsOf(['customer', 'country'])).toBeNull()
    expect(mocks.getDefinition.mock.calls.map(([id]) => id)).toEqual(['def-customers', 'def-1'])
  })
})
