import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi, FieldType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { stubFetch } from '@/test/profiles'
import { clearNotifications, notifications } from '@/composables/notifications'
import EntityDataTab from './EntityDataTab.vue'

const ENTITY = 'ent-orders'
const ok = (data: unknown) => ({ status: 200, body: { Success: true, Data: data, Errors: null, Warnings: null } })
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
const page = (items: unknown[]) => ok({ Items: items, Page: 1, PageSize: 25, TotalCount: items.length, HasMore: false })

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
    const headers = wrapper.findAll('thead th').map((th) => th.text())
    expect(headers.slice(0, 3)).toEqual(['Number', 'Title', 'Amount'])
    const cells = wrapper.findAll('tbody tr td').map((td) => td.text())
    expect(cells.slice(0, 3)).toEqual(['ORD-1', 'First', '€1,250.50'])
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
