import { afterEach, describe, expect, it, vi } from 'vitest'
import type { VueWrapper } from '@vue/test-utils'
import { configureApi, FieldType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { stubFetch, ok } from '@/test/profiles'
import type { EntityDefinition, EntityField } from '../records.types'
import FieldInput from './FieldInput.vue'


function field(type: number, members: Partial<EntityField> = {}): EntityField {
  return {
    Id: `fld-${members.Key ?? 'value'}`,
    Key: 'value',
    DisplayName: 'Value',
    FieldType: type,
    AllowMultiple: false,
    StringMaxLength: null,
    DecimalScale: null,
    DecimalPrecision: null,
    Options: [],
    IsReadOnly: false,
    IsDeleted: false,
    SortOrder: 0,
    BaseCurrencyCode: null,
    AddressCoordinatesRequired: false,
    ReferenceToEntityDefinitionId: null,
    ClassifierCatalogDefinitionId: null,
    ClassifierCatalogKey: null,
    ChildTableId: null,
    ...members,
  } as EntityField
}

async function render(input: EntityField, modelValue: unknown = null, definition?: EntityDefinition) {
  // Controlled like v-model: each emitted value comes back as the new modelValue.
  const { wrapper } = await renderWithApp(FieldInput, {
    props: {
      field: input,
      modelValue,
      definition,
      'onUpdate:modelValue': (value: unknown) => void wrapper.setProps({ modelValue: value } as never),
    } as never,
  })
  await flush()
  return wrapper
}

function lastValue(wrapper: VueWrapper): unknown {
  return wrapper.emitted('update:modelValue')?.at(-1)?.[0]
}

async function type(wrapper: VueWrapper, text: string, selector = 'input') {
  await wrapper.get(selector).setValue(text)
  await flush()
}

afterEach(() => vi.unstubAllGlobals())

describe('field inputs', () => {
  it('text: emits the string, null when cleared, and counts against StringMaxLength', async () => {
    const wrapper = await render(field(FieldType.Text, { StringMaxLength: 10 }))
    await type(wrapper, 'Anna')
    expect(lastValue(wrapper)).toBe('Anna')
    expect(wrapper.text()).toContain('4 / 10')
    await type(wrapper, '')
    expect(lastValue(wrapper)).toBeNull()
  })

  it('text with several values: an array of strings', async () => {
    const wrapper = await render(field(FieldType.Text, { AllowMultiple: true }), [])
    wrapper.findComponent({ name: 'VCombobox' }).vm.$emit('update:modelValue', ['a', ' ', 'b'])
    await flush()
    expect(lastValue(wrapper)).toEqual(['a', 'b'])
  })

  it('e-mail, phone and URL: say what is wrong with an invalid value', async () => {
    const email = await render(field(FieldType.Email))
    await type(email, 'not-an-address')
    expect(email.text()).toContain('Enter an e-mail address')
    const url = await render(field(FieldType.Url))
    await type(url, 'ftp://example.com')
    expect(url.text()).toContain('http:// or https://')
    const phone = await render(field(FieldType.Phone))
    await type(phone, '+49 30 1234567')
    expect(lastValue(phone)).toBe('+49 30 1234567')
    expect(phone.text()).not.toContain('Enter a phone number')
  })

  it('integer: a whole number; a fraction is refused and not emitted', async () => {
    const wrapper = await render(field(FieldType.Integer))
    await type(wrapper, '42')
    expect(lastValue(wrapper)).toBe(42)
    await type(wrapper, '4.5')
    expect(lastValue(wrapper)).toBe(42)
    expect(wrapper.text()).toContain('Enter a whole number.')
  })

  it('decimal: accepts a comma and keeps to the scale', async () => {
    const wrapper = await render(field(FieldType.Decimal, { DecimalScale: 2 }))
    await type(wrapper, '12,5')
    expect(lastValue(wrapper)).toBe(12.5)
    await type(wrapper, '1.234')
    expect(lastValue(wrapper)).toBe(12.5)
    expect(wrapper.text()).toContain('At most 2 decimal places.')
  })

  it('money: amount with the base currency, then the chosen currency', async () => {
    const wrapper = await render(field(FieldType.Money, { BaseCurrencyCode: 'CHF', DecimalScale: 2 }))
    await type(wrapper, '99.5', 'input[aria-label="Value"]')
    expect(lastValue(wrapper)).toEqual({ Amount: 99.5, CurrencyCode: 'CHF' })
    await wrapper.setProps({ modelValue: { Amount: 99.5, CurrencyCode: 'CHF' } } as never)
    await type(wrapper, 'usd', 'input[aria-label="Value currency"]')
    expect(lastValue(wrapper)).toEqual({ Amount: 99.5, CurrencyCode: 'USD' })
  })

  it('boolean: true and false', async () => {
    const wrapper = await render(field(FieldType.Boolean), false)
    await wrapper.get('input[type="checkbox"]').setValue(true)
    expect(lastValue(wrapper)).toBe(true)
  })

  it('date, time and date-time: the runtime formats', async () => {
    const date = await render(field(FieldType.Date))
    await type(date, '2026-03-01')
    expect(lastValue(date)).toBe('2026-03-01')
    const time = await render(field(FieldType.Time))
    await type(time, '08:30')
    expect(lastValue(time)).toBe('08:30:00')
    const dateTime = await render(field(FieldType.DateTime))
    await type(dateTime, '2026-03-01T08:30:00')
    expect(lastValue(dateTime)).toBe(new Date('2026-03-01T08:30:00').toISOString().replace('.000Z', 'Z'))
  })

  it('select: one option key, or a list of keys when multiple', async () => {
    const options = [
      { Id: 'o1', EntityFieldDefinitionId: 'f', Key: 'new', Value: 'New', SortOrder: 0 },
      { Id: 'o2', EntityFieldDefinitionId: 'f', Key: 'done', Value: 'Done', SortOrder: 1 },
    ]
    const single = await render(field(FieldType.Select, { Options: options }))
    single.findComponent({ name: 'VSelect' }).vm.$emit('update:modelValue', 'done')
    await flush()
    expect(lastValue(single)).toBe('done')
    const multiple = await render(field(FieldType.Select, { Options: options, AllowMultiple: true }), [])
    multiple.findComponent({ name: 'VSelect' }).vm.$emit('update:modelValue', ['new', 'done'])
    await flush()
    expect(lastValue(multiple)).toEqual(['new', 'done'])
  })

  it('reference: searches the target lookup and emits instance ids', async () => {
    const stub = stubFetch({
      'GET /api/workspace/entity/ent-customer/lookup': ok([{ Id: 'rec-1', Number: 'C-1', DisplayName: 'Acme' }]),
    })
    vi.stubGlobal('fetch', stub.fetchStub)
    configureApi({ baseUrl: 'http://api.test' })
    const single = await render(field(FieldType.Reference, { ReferenceToEntityDefinitionId: 'ent-customer' }))
    expect(stub.calls.some((call) => call.url.includes('/entity/ent-customer/lookup'))).toBe(true)
    single.findComponent({ name: 'VAutocomplete' }).vm.$emit('update:modelValue', 'rec-1')
    await flush()
    expect(lastValue(single)).toBe('rec-1')
    const multiple = await render(
      field(FieldType.Reference, { ReferenceToEntityDefinitionId: 'ent-customer', AllowMultiple: true }),
      [],
    )
    multiple.findComponent({ name: 'VAutocomplete' }).vm.$emit('update:modelValue', ['rec-1'])
    await flush()
    expect(lastValue(multiple)).toEqual(['rec-1'])
  })

  it('classifier: a catalog item key', async () => {
    const stub = stubFetch({
      'GET /api/workspace/admin/classifier-catalogs': ok([
        { Id: 'cat-1', Key: 'countries', DisplayName: 'Countries', Items: [{ Key: 'DE', DisplayName: 'Germany' }] },
      ]),
    })
    vi.stubGlobal('fetch', stub.fetchStub)
    configureApi({ baseUrl: 'http://api.test' })
    const wrapper = await render(field(FieldType.Classifier, { ClassifierCatalogDefinitionId: 'cat-1' }))
    const autocomplete = wrapper.findComponent({ name: 'VAutocomplete' })
    expect(autocomplete.props('items')).toEqual([{ value: 'DE', title: 'Germany' }])
    autocomplete.vm.$emit('update:modelValue', 'DE')
    await flush()
    expect(lastValue(wrapper)).toBe('DE')
  })

  it('address: an object with every part, coordinates demanded when required', async () => {
    const wrapper = await render(field(FieldType.Address, { AddressCoordinatesRequired: true }))
    await type(wrapper, 'Main Street 1', 'input[aria-label="Value: Street"]')
    expect(lastValue(wrapper)).toEqual({
      Street: 'Main Street 1',
      PostalCode: '',
      City: '',
      Region: '',
      CountryCode: '',
      Latitude: null,
      Longitude: null,
    })
    await type(wrapper, '200', 'input[aria-label="Value: Latitude"]')
    expect(wrapper.text()).toContain('Enter a number between -90 and 90.')
    await type(wrapper, 'de', 'input[aria-label="Value: Country"]')
    expect(lastValue(wrapper)).toMatchObject({ CountryCode: 'DE' })
  })

  it('markdown: the text, and a preview that renders emphasis', async () => {
    const wrapper = await render(field(FieldType.Markdown))
    await type(wrapper, '# Title\n\n**Bold** start', 'textarea')
    expect(lastValue(wrapper)).toBe('# Title\n\n**Bold** start')
    await wrapper.findAll('button').find((b) => b.text() === 'Preview')!.trigger('click')
    await flush()
    expect(wrapper.get('h3').text()).toBe('Title')
    expect(wrapper.get('strong').text()).toBe('Bold')
  })

  it('table: rows added, reordered and removed as {Fields} rows', async () => {
    const child = field(FieldType.Integer, { Key: 'qty', DisplayName: 'Quantity', Id: 'fld-qty' })
    const definition = {
      Id: 'ent-1',
      Tables: [
        { Id: 'tbl-main', IsPrimary: true, IsDeleted: false, Fields: [] },
        { Id: 'tbl-lines', IsPrimary: false, IsDeleted: false, OwnerFieldId: 'fld-lines', Fields: [child] },
      ],
    } as unknown as EntityDefinition
    const lines = field(FieldType.Table, { Key: 'lines', DisplayName: 'Lines', Id: 'fld-lines', ChildTableId: 'tbl-lines' })
    const wrapper = await render(lines, [], definition)
    await wrapper.findAll('button').find((b) => b.text().includes('Add row'))!.trigger('click')
    expect(lastValue(wrapper)).toEqual([{ Fields: { qty: null } }])

    const rows = [{ Id: 'row-1', Fields: { qty: 1 } }, { Fields: { qty: 2 } }]
    await wrapper.setProps({ modelValue: rows } as never)
    await flush()
    await wrapper.get('button[aria-label="Move row 2 up"]').trigger('click')
    expect(lastValue(wrapper)).toEqual([{ Fields: { qty: 2 } }, { Id: 'row-1', Fields: { qty: 1 } }])
    await wrapper.get('button[aria-label="Remove row 1"]').trigger('click')
    expect(lastValue(wrapper)).toEqual([{ Id: 'row-1', Fields: { qty: 1 } }])
    await type(wrapper, '7', 'input[aria-label="Quantity"]')
    expect(lastValue(wrapper)).toEqual([{ Id: 'row-1', Fields: { qty: 7 } }])
  })

  it('table: each cell as the form says (hidden, required, read-only with its reason, messages); calculated columns read-only', async () => {
    const columns = [
      field(FieldType.Integer, { Key: 'qty', DisplayName: 'Quantity', Id: 'fld-qty' }),
      field(FieldType.Text, { Key: 'reason', DisplayName: 'Reason', Id: 'fld-reason', SortOrder: 1 }),
      field(FieldType.Integer, { Key: 'total', DisplayName: 'Total', Id: 'fld-total', SortOrder: 2, CalculationExpression: 'qty * 2' } as Partial<EntityField>),
    ]
    const definition = {
      Id: 'ent-1',
      Tables: [
        { Id: 'tbl-main', IsPrimary: true, IsDeleted: false, Fields: [] },
        { Id: 'tbl-lines', IsPrimary: false, IsDeleted: false, OwnerFieldId: 'fld-lines', Fields: columns },
      ],
    } as unknown as EntityDefinition
    const lines = field(FieldType.Table, { Key: 'lines', DisplayName: 'Lines', Id: 'fld-lines', ChildTableId: 'tbl-lines' })
    const rows = [{ Fields: { qty: 1, reason: null, total: 2 } }, { Fields: { qty: 12, reason: null, total: 24 } }]
    const plain = await render(lines, rows, definition)
    // Without the form's word every cell is plain, but a calculated column never takes input.
    expect(plain.findAll('input[aria-label="Total"]').every((input) => input.attributes('readonly') !== undefined)).toBe(true)
    expect(plain.findAll('input[aria-label="Reason"]').every((input) => input.attributes('readonly') === undefined)).toBe(true)

    const { wrapper } = await renderWithApp(FieldInput, {
      props: {
        field: lines,
        modelValue: rows,
        definition,
        errors: ['Lines need a product.'],
        cell: (index: number, key: string) => ({
          visible: !(index === 0 && key === 'reason'),
          required: index === 1 && key === 'reason',
          readonly: key === 'total' || (index === 1 && key === 'qty'),
          reason: key === 'total' ? ('calculated' as const) : index === 1 && key === 'qty' ? ('locked' as const) : null,
          errors: index === 1 && key === 'reason' ? ['Reason is required.'] : [],
        }),
      } as never,
    })
    await flush()
    const row = (n: number) => wrapper.get(`tr[aria-label="Row ${n}"]`)
    expect(row(1).find('input[aria-label="Reason"]').exists()).toBe(false)
    const reason = row(2).get('td[data-column-key="reason"]')
    expect(reason.get('input').attributes('aria-required')).toBe('true')
    expect(reason.text()).toContain('*')
    expect(reason.text()).toContain('Reason is required.')
    expect(row(2).get('input[aria-label="Quantity"]').attributes('readonly')).toBeDefined()
    expect(row(2).get('td[data-column-key="qty"] [role="img"]').attributes('aria-label')).toContain('Read-only')
    expect(row(1).get('input[aria-label="Quantity"]').attributes('readonly')).toBeUndefined()
    expect(row(1).get('td[data-column-key="total"] [role="img"]').attributes('aria-label')).toContain('Calculated')
    expect(wrapper.get('.table-rows-input__errors').text()).toBe('Lines need a product.')
  })

  it('read-only fields show the value without taking input', async () => {
    const wrapper = await render(field(FieldType.Text, { IsReadOnly: true }), 'fixed')
    expect(wrapper.get('input').attributes('readonly')).toBeDefined()
  })
})
