import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi, FieldType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { stubFetch, ok } from '@/test/profiles'
import { clearNotifications, notifications } from '@/platform/composables/notifications'
import EntityDataTab from './EntityDataTab.vue'

const ENTITY = 'ent-orders'
const fail = (status: number, issues: { Code: string; Message: string; Field?: string }[], data: unknown = null) => ({
  status,
  body: { Success: false, Data: data, Errors: issues, Warnings: null },
})

const field = (Id: string, Key: string, DisplayName: string, FieldType: number, extra: Record<string, unknown> = {}) => ({
  Id,
  Key,
  DisplayName,
  FieldType,
  SortOrder: 0,
  IsDeleted: false,
  IsReadOnly: false,
  AllowMultiple: false,
  StringMaxLength: null,
  DecimalScale: null,
  Options: [],
  ...extra,
})

function definition(members: Record<string, unknown> = {}) {
  return {
    Id: ENTITY,
    Name: 'orders',
    DisplayNameSingular: 'Order',
    DisplayNamePlural: 'Orders',
    IsReadOnly: false,
    IsPendingDeletion: false,
    DisabledOperations: 0,
    RowVersion: 'def-rv',
    RecordCount: 1,
    Tables: [
      {
        Id: 'tbl-main',
        IsPrimary: true,
        IsDeleted: false,
        Fields: [
          field('f1', 'title', 'Title', FieldType.Text, { StringMaxLength: 80 }),
          field('f2', 'amount', 'Amount', FieldType.Money, { SortOrder: 1, DecimalScale: 2, BaseCurrencyCode: 'EUR' }),
        ],
      },
    ],
    ...members,
  }
}

const permissions = { CanRead: true, CanPatch: true, CanArchive: true, CanRestore: false, CanDelete: false }
const record = {
  Id: 'rec-1',
  Number: 'ORD-1',
  DisplayName: 'First',
  CreatedAt: '2026-01-01T00:00:00Z',
  ArchivedAt: null,
  RowVersion: 'rv-1',
  Fields: { title: 'First', amount: { Amount: 1250.5, CurrencyCode: 'EUR' } },
  ReferenceLabels: {},
  Permissions: permissions,
}
const page = (items: unknown[], canCreate = true) => ok({ Items: items, Page: 1, PageSize: 25, TotalCount: items.length, HasMore: false, CanCreate: canCreate })

const DEFINITION = `GET /api/workspace/admin/entity-definitions/${ENTITY}`
const LIST = `GET /api/workspace/entity/${ENTITY}/instances`
const ITEM = `/api/workspace/entity/${ENTITY}/instances/rec-1`

async function render(answers: Parameters<typeof stubFetch>[0], path = `/entities/${ENTITY}/data`) {
  const stub = stubFetch({ 'GET /api/workspace/admin/classifier-catalogs': ok([]), ...answers })
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(EntityDataTab, {
    props: { entityDefinitionId: ENTITY },
    routes: [{ path: '/entities/:entityId/data', component: { template: '<div />' } }],
    initialPath: path,
  })
  await flush()
  await flush()
  return { wrapper, router: router!, calls: stub.calls }
}

function button(wrapper: Awaited<ReturnType<typeof render>>['wrapper'], text: string) {
  const found = wrapper.findAll('button').find((b) => b.text().includes(text))
  if (!found) throw new Error(`no button ${text}`)
  return found
}

afterEach(() => vi.unstubAllGlobals())

describe('EntityDataTab', () => {
  it('lists records with Number first and cells formatted by field type', async () => {
    const { wrapper, calls } = await render({ [DEFINITION]: ok(definition()), [LIST]: page([record]) })
    // After the selection column (the rows the entity UI actions act on).
    const headers = wrapper.findAll('thead th').map((th) => th.text())
    expect(headers.slice(1, 4)).toEqual(['Number', 'Title', 'Amount'])
    expect(wrapper.find('tbody tr td input[type="checkbox"]').exists()).toBe(true)
    const cells = wrapper.findAll('tbody tr td').map((td) => td.text())
    expect(cells.slice(1, 4)).toEqual(['ORD-1', 'First', '€1,250.50'])
    const listCall = calls.find((call) => call.url.includes('/instances?'))
    expect(new URL(listCall!.url).searchParams.get('ArchiveState')).toBe('0')
  })

  it('shows disabled actions with the reason on a read-only definition', async () => {
    const readOnly = { ...record, Permissions: { ...permissions, CanPatch: false, CanArchive: false } }
    const { wrapper } = await render({ [DEFINITION]: ok(definition({ IsReadOnly: true })), [LIST]: page([readOnly]) })
    const create = button(wrapper, 'New Order')
    expect(create.attributes('disabled')).toBeDefined()
    expect(create.element.parentElement?.getAttribute('title')).toBe('The definition is read-only: records cannot change.')
    const archive = wrapper.get('button[aria-label="Archive record ORD-1"]')
    expect(archive.attributes('disabled')).toBeDefined()
    expect(archive.element.parentElement?.getAttribute('title')).toBe('The definition is read-only: records cannot change.')
  })

  it('offers no New when the caller\'s permissions grant no Create, and says why', async () => {
    const { wrapper } = await render({ [DEFINITION]: ok(definition()), [LIST]: page([record], false) })
    const create = button(wrapper, 'New Order')
    expect(create.attributes('disabled')).toBeDefined()
    expect(create.element.parentElement?.getAttribute('title')).toBe('None of your permissions lets you create records here.')
  })

  it('keeps the archive filter in the URL and asks the server for archived records', async () => {
    const { wrapper, router, calls } = await render({ [DEFINITION]: ok(definition()), [LIST]: page([record]) })
    await button(wrapper, 'Archived').trigger('click')
    await flush()
    expect(router.currentRoute.value.query.state).toBe('archived')
    const last = calls.filter((call) => call.url.includes('/instances?')).at(-1)
    expect(new URL(last!.url).searchParams.get('ArchiveState')).toBe('1')
  })

  it('puts a server field error on the input of that field', async () => {
    const { wrapper, calls } = await render(
      {
        [DEFINITION]: ok(definition()),
        [LIST]: page([]),
        [`POST /api/workspace/entity/${ENTITY}/instances`]: fail(400, [
          { Code: 'workspace.validation.invalid', Message: 'Title must be unique.', Field: 'Fields.title' },
        ]),
      },
      `/entities/${ENTITY}/data?record=new`,
    )
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('New Order')
    const title = dialog.querySelector('input[aria-label="Title"]') as HTMLInputElement
    title.value = 'First'
    title.dispatchEvent(new Event('input'))
    await flush()
    const create = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.includes('Create'))!
    create.click()
    await flush()
    await flush()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(post!.body ?? '{}')).toEqual({ Fields: { title: 'First', amount: null } })
    const titleField = title.closest('.v-input') as HTMLElement
    expect(titleField.textContent).toContain('Title must be unique.')
    wrapper.unmount()
  })

  it('opens the conflict dialog on a stale save, with the edits kept', async () => {
    const current = { ...record, RowVersion: 'rv-2', Fields: { ...record.Fields, title: 'Changed elsewhere' } }
    const { wrapper, calls } = await render(
      {
        [DEFINITION]: ok(definition()),
        [LIST]: page([record]),
        [`GET ${ITEM}`]: ok(record),
        [`PATCH ${ITEM}`]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Changed meanwhile.' }], {
          InstanceId: 'rec-1',
          RowVersion: 'rv-2',
          Instance: current,
        }),
      },
      `/entities/${ENTITY}/data?record=rec-1`,
    )
    await flush()
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    const title = dialog.querySelector('input[aria-label="Title"]') as HTMLInputElement
    expect(title.value).toBe('First')
    title.value = 'Mine'
    title.dispatchEvent(new Event('input'))
    await flush()
    ;[...dialog.querySelectorAll('button')].find((b) => b.textContent?.includes('Save'))!.click()
    await flush()
    await flush()
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(JSON.parse(patch!.body ?? '{}')).toEqual({ RowVersion: 'rv-1', Fields: { title: 'Mine' } })
    expect(document.body.textContent).toContain('Changed by someone else')
    expect(document.body.textContent).toContain('Changed elsewhere')
    expect(title.value).toBe('Mine')
    wrapper.unmount()
  })

  describe('record form conditions', () => {
    const conditionalDefinition = () =>
      definition({
        Tables: [
          {
            Id: 'tbl-main',
            IsPrimary: true,
            IsDeleted: false,
            Fields: [
              field('f1', 'title', 'Title', FieldType.Text, { StringMaxLength: 80 }),
              field('f2', 'discount', 'Discount', FieldType.Decimal, { SortOrder: 1, DecimalScale: 2, VisibleWhen: "title = 'vip'" }),
              field('f3', 'reason', 'Reason', FieldType.Text, { SortOrder: 2, RequiredWhen: "title = 'big'" }),
              field('f4', 'qty', 'Quantity', FieldType.Integer, { SortOrder: 3 }),
              field('f5', 'total', 'Total', FieldType.Integer, { SortOrder: 4, CalculationExpression: 'qty * 2' }),
              field('f6', 'secret', 'Secret', FieldType.Text, { SortOrder: 5, VisibleWhen: 'FALSE' }),
            ],
          },
        ],
      })
    const CREATE = `POST /api/workspace/entity/${ENTITY}/instances`

    async function openNew(answers: Parameters<typeof stubFetch>[0] = {}) {
      const rendered = await render({ [DEFINITION]: ok(conditionalDefinition()), [LIST]: page([]), ...answers }, `/entities/${ENTITY}/data?record=new`)
      const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement
      const input = (name: string) => dialog().querySelector(`input[aria-label="${name}"]`) as HTMLInputElement | null
      // The expression language loads on demand before the form shows.
      await vi.waitFor(() => expect(input('Title')).not.toBeNull(), { timeout: 10_000 })
      const type = async (name: string, text: string) => {
        const target = input(name)!
        target.value = text
        target.dispatchEvent(new Event('input'))
        await flush()
      }
      const create = async () => {
        ;[...dialog().querySelectorAll('button')].find((b) => b.textContent?.includes('Create'))!.click()
        await flush()
        await flush()
      }
      return { ...rendered, dialog, input, type, create }
    }

    afterEach(() => clearNotifications())

    it('shows a field once its VisibleWhen holds for what the user typed, and hides it again', async () => {
      const { wrapper, input, type } = await openNew()
      expect(input('Discount')).toBeNull()
      expect(input('Secret')).toBeNull()
      await type('Title', 'vip')
      expect(input('Discount')).not.toBeNull()
      await type('Title', 'vi')
      expect(input('Discount')).toBeNull()
      wrapper.unmount()
    })

    it('marks a field required while its RequiredWhen holds and refuses to save it empty', async () => {
      const { wrapper, calls, input, type, create } = await openNew({ [CREATE]: fail(400, [{ Code: 'x', Message: 'stop' }]) })
      expect(input('Reason')!.getAttribute('aria-required')).toBeNull()
      await type('Title', 'big')
      const reason = input('Reason')!
      expect(reason.getAttribute('aria-required')).toBe('true')
      expect(reason.closest('.v-input')!.textContent).toContain('Reason *')
      await create()
      expect(calls.some((call) => call.method === 'POST')).toBe(false)
      expect(reason.closest('.v-input')!.textContent).toContain('Required.')
      await type('Reason', 'because')
      expect(reason.closest('.v-input')!.textContent).not.toContain('Required.')
      await create()
      expect(calls.some((call) => call.method === 'POST')).toBe(true)
      wrapper.unmount()
    })

    it('shows a calculated field read-only with its hint and never sends it', async () => {
      const { wrapper, calls, input, type, create, dialog } = await openNew({ [CREATE]: fail(400, [{ Code: 'x', Message: 'stop', Field: 'Fields.title' }]) })
      const total = input('Total')!
      expect(total.readOnly).toBe(true)
      expect(dialog().querySelector('[data-field-key="total"]')!.textContent).toContain('Calculated')
      await type('Quantity', '4')
      await create()
      const post = calls.find((call) => call.method === 'POST')
      const sent = JSON.parse(post!.body ?? '{}') as { Fields: Record<string, unknown> }
      expect(sent.Fields).not.toHaveProperty('total')
      expect(sent.Fields).toMatchObject({ qty: 4 })
      wrapper.unmount()
    })

    describe('table rows', () => {
      // Order lines: a reason required for a large quantity, a price locked for a huge one, a calculated total, a hidden note.
      const rowsDefinition = () =>
        definition({
          Tables: [
            {
              Id: 'tbl-main',
              IsPrimary: true,
              IsDeleted: false,
              Fields: [
                field('f1', 'title', 'Title', FieldType.Text, { StringMaxLength: 80 }),
                field('f2', 'lines', 'Lines', FieldType.Table, { SortOrder: 1, ChildTableId: 'tbl-lines' }),
              ],
            },
            {
              Id: 'tbl-lines',
              IsPrimary: false,
              IsDeleted: false,
              OwnerFieldId: 'f2',
              Fields: [
                field('c1', 'qty', 'Quantity', FieldType.Integer),
                field('c2', 'reason', 'Reason', FieldType.Text, { SortOrder: 1, RequiredWhen: 'qty > 10' }),
                field('c3', 'price', 'Price', FieldType.Integer, { SortOrder: 2, EditableWhen: 'qty < 100' }),
                field('c4', 'line_total', 'Line total', FieldType.Integer, { SortOrder: 3, CalculationExpression: 'qty * price' }),
                field('c5', 'note', 'Note', FieldType.Text, { SortOrder: 4, VisibleWhen: 'FALSE' }),
              ],
            },
          ],
        })

      async function openRows(answers: Parameters<typeof stubFetch>[0] = {}) {
        const rendered = await render({ [DEFINITION]: ok(rowsDefinition()), [LIST]: page([]), ...answers }, `/entities/${ENTITY}/data?record=new`)
        const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement
        await vi.waitFor(() => expect(dialog()?.querySelector('input[aria-label="Title"]')).not.toBeNull(), { timeout: 10_000 })
        const buttonOf = (text: string) => [...dialog().querySelectorAll('button')].find((b) => b.textContent?.includes(text) || b.getAttribute('aria-label') === text)!
        const click = async (text: string) => {
          buttonOf(text).click()
          await flush()
          await flush()
        }
        const rowOf = (n: number) => dialog().querySelector(`tr[aria-label="Row ${n}"]`) as HTMLElement
        const cell = (n: number, key: string) => rowOf(n).querySelector(`td[data-column-key="${key}"]`) as HTMLElement
        const cellInput = (n: number, name: string) => rowOf(n).querySelector(`input[aria-label="${name}"]`) as HTMLInputElement | null
        const type = async (n: number, name: string, text: string) => {
          const target = cellInput(n, name)!
          target.value = text
          target.dispatchEvent(new Event('input'))
          await flush()
        }
        await click('Add row')
        await click('Add row')
        await vi.waitFor(() => expect(cellInput(2, 'Quantity')).not.toBeNull())
        return { ...rendered, dialog, click, rowOf, cell, cellInput, type }
      }

      it("marks a row's cell required as its row is typed, refuses to save it empty, and never sends calculated or locked cells", async () => {
        const { wrapper, calls, click, cell, cellInput, type } = await openRows({ [CREATE]: fail(400, [{ Code: 'x', Message: 'stop' }]) })
        expect(cellInput(2, 'Reason')!.getAttribute('aria-required')).toBeNull()
        await type(2, 'Quantity', '12')
        expect(cellInput(2, 'Reason')!.getAttribute('aria-required')).toBe('true')
        expect(cell(2, 'reason').textContent).toContain('*')
        expect(cellInput(1, 'Reason')!.getAttribute('aria-required')).toBeNull()
        // Calculated cells are read-only; a hidden column shows in no row.
        expect(cellInput(1, 'Line total')!.readOnly).toBe(true)
        expect(cell(1, 'line_total').querySelector('[role="img"]')!.getAttribute('aria-label')).toContain('Calculated')
        expect(cellInput(1, 'Note')).toBeNull()

        await click('Create')
        expect(calls.some((call) => call.method === 'POST')).toBe(false)
        expect(cell(2, 'reason').textContent).toContain('Required.')
        expect(cell(1, 'reason').textContent).not.toContain('Required.')
        await type(2, 'Reason', 'bulk order')
        expect(cell(2, 'reason').textContent).not.toContain('Required.')

        // A huge quantity locks the price of that row: read-only, and not sent.
        await type(1, 'Quantity', '150')
        expect(cellInput(1, 'Price')!.readOnly).toBe(true)
        expect(cell(1, 'price').querySelector('[role="img"]')!.getAttribute('aria-label')).toContain('Read-only')
        expect(cellInput(2, 'Price')!.readOnly).toBe(false)
        await type(2, 'Price', '7')
        await type(1, 'Reason', 'also bulk')
        await click('Create')
        const post = calls.find((call) => call.method === 'POST')
        expect(JSON.parse(post!.body ?? '{}')).toEqual({
          Fields: {
            title: null,
            lines: [
              { Fields: { qty: 150, reason: 'also bulk', note: null } },
              { Fields: { qty: 12, reason: 'bulk order', price: 7, note: null } },
            ],
          },
        })
        wrapper.unmount()
      })

      it('judges the EditableWhen of a loaded row on the row as loaded, and sends the rows without what the server would refuse', async () => {
        const loadedLine = { Id: 'row-1', RowVersion: 'row-rv', Fields: { qty: 150, reason: 'bulk', price: 3, line_total: 450, note: null } }
        const withLines = { ...record, Fields: { title: 'First', lines: [loadedLine] } }
        const { wrapper, calls } = await render(
          { [DEFINITION]: ok(rowsDefinition()), [LIST]: page([withLines]), [`GET ${ITEM}`]: ok(withLines), [`PATCH ${ITEM}`]: fail(400, [{ Code: 'x', Message: 'stop' }]) },
          `/entities/${ENTITY}/data?record=rec-1`,
        )
        const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement
        const cellInput = (n: number, name: string) => dialog().querySelector(`tr[aria-label="Row ${n}"] input[aria-label="${name}"]`) as HTMLInputElement | null
        await vi.waitFor(() => expect(cellInput(1, 'Price')).not.toBeNull(), { timeout: 10_000 })
        expect(cellInput(1, 'Price')!.readOnly).toBe(true)
        const qty = cellInput(1, 'Quantity')!
        qty.value = '5'
        qty.dispatchEvent(new Event('input'))
        await flush()
        // As loaded, the row had a huge quantity: its price stays locked whatever is being entered.
        expect(cellInput(1, 'Price')!.readOnly).toBe(true)
        ;[...dialog().querySelectorAll('button')].find((b) => b.textContent?.includes('Save'))!.click()
        await flush()
        await flush()
        const patch = calls.find((call) => call.method === 'PATCH')
        expect(JSON.parse(patch!.body ?? '{}')).toEqual({
          RowVersion: 'rv-1',
          Fields: { lines: [{ Id: 'row-1', RowVersion: 'row-rv', Fields: { qty: 5, reason: 'bulk', note: null } }] },
        })
        wrapper.unmount()
      })

      it("shows the server's issues on the row and cell they name, reveals a hidden cell, and keeps them with their rows", async () => {
        const { wrapper, dialog, click, cell, cellInput, type } = await openRows({
          [CREATE]: fail(400, [
            { Code: 'workspace.validation.required', Message: 'Reason is required.', Field: 'Fields.lines[1].Fields.reason' },
            { Code: 'workspace.validation.required', Message: 'Note is required.', Field: 'Fields.lines[0].Fields.note' },
            { Code: 'workspace.validation.invalid', Message: 'Lines need a product.', Field: 'Fields.lines' },
          ]),
        })
        await type(1, 'Quantity', '1')
        await type(2, 'Quantity', '2')
        await click('Create')
        expect(cell(2, 'reason').textContent).toContain('Reason is required.')
        expect(cell(1, 'reason').textContent).not.toContain('Reason is required.')
        expect(cellInput(1, 'Note')).not.toBeNull()
        expect(cell(1, 'note').textContent).toContain('Note is required.')
        const table = dialog().querySelector('.table-rows-input') as HTMLElement
        const below = table.querySelector('.table-rows-input__errors') as HTMLElement
        expect(below.textContent).toBe('Lines need a product.')
        // Nothing is in the notifier: every issue has its place.
        expect(notifications.map((item) => item.text).join(' ')).not.toContain('Reason is required.')

        // Row 2 moves up: its message goes with it; the table's own message was about the rows before.
        await click('Move row 2 up')
        expect(cell(1, 'reason').textContent).toContain('Reason is required.')
        expect(cell(2, 'note').textContent).toContain('Note is required.')
        expect(table.querySelector('.table-rows-input__errors')).toBeNull()
        // Answering the note: its message goes, the cell stays while the user fills it.
        await type(2, 'Note', 'x')
        expect(cell(2, 'note').textContent).not.toContain('Note is required.')
        expect(cellInput(2, 'Note')).not.toBeNull()
        expect(cell(1, 'reason').textContent).toContain('Reason is required.')
        wrapper.unmount()
      })
    })

    it('puts a rule error on its field, reveals a hidden field the server names, keeps what was typed, and notifies the rest', async () => {
      const { wrapper, input, type, create, dialog } = await openNew({
        [CREATE]: fail(400, [
          { Code: 'workspace.entities.records.validationRule', Message: 'Quantity must be positive.', Field: 'Fields.qty' },
          { Code: 'workspace.validation.required', Message: 'Secret is required.', Field: 'Fields.secret' },
          { Code: 'workspace.entities.records.validationRule', Message: 'Title and quantity do not fit.' },
        ]),
      })
      await type('Title', 'First')
      await type('Quantity', '-1')
      await create()
      expect(input('Quantity')!.closest('.v-input')!.textContent).toContain('Quantity must be positive.')
      expect(input('Secret')!.closest('.v-input')!.textContent).toContain('Secret is required.')
      const notified = notifications.map((item) => item.text).join(' ')
      expect(notified).toContain('Title and quantity do not fit.')
      expect(notified).not.toContain('Quantity must be positive.')
      expect(input('Title')!.value).toBe('First')
      expect(input('Quantity')!.value).toBe('-1')
      // Typing into the field answers the server's message; the revealed field stays while the user fills it.
      await type('Secret', 'x')
      expect(input('Secret')).not.toBeNull()
      expect(input('Secret')!.closest('.v-input')!.textContent).not.toContain('Secret is required.')
      expect(dialog().textContent).toContain('Quantity must be positive.')
      wrapper.unmount()
    })
  })
})
