import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteRecordRaw } from 'vue-router'
import { i18n } from '@/app/plugins/i18n'
import { answerLeave, pendingLeave } from '@/platform/composables/leaveConfirmation'
import { flush } from '@/test/render'
import { entitiesRoutes } from '../routes'
import { buttonIn, DEFINITION, definition, dialog, ENTITY, fail, field, ok, renderTab, signIn, type } from '@/test/entities/rules'

vi.mock('@/platform/components/AppExpressionEditor.vue', async () => ({ default: (await import('../../../test/entities/rules')).ExpressionEditorStub }))

const child = entitiesRoutes.flatMap((route) => route.children ?? []).find((route) => route.name === 'entity-validation-rules')!
const route = { ...child, path: `/entities/:entityId/${child.path}` } as RouteRecordRaw
const BASE = `/entities/${ENTITY}/validation-rules`
const LIST = `/api/workspace/admin/entity-definitions/${ENTITY}/validation-rules`

const rule = (Id: string, Name: string, SortOrder: number, extra: Record<string, unknown> = {}) => ({
  Id,
  EntityDefinitionId: ENTITY,
  Name,
  DisplayName: Name.replace(/([a-z])([A-Z])/g, '$1 $2'),
  Expression: `${Name.toLowerCase()} > 0`,
  Message: `${Name} failed.`,
  MessageTranslations: {},
  Enabled: true,
  SortOrder,
  RowVersion: `rv-${Id}`,
  ...extra,
})
const first = rule('r1', 'PricePositive', 0)
const second = rule('r2', 'StockKnown', 1, { Enabled: false, MessageTranslations: { de: 'Bestand fehlt.' } })

async function render(answers: Record<string, { status: number; body: unknown }> = {}, path = BASE) {
  return renderTab(route, path, { [DEFINITION]: ok(definition()), [`GET ${LIST}`]: ok([second, first]), ...answers })
}

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-testid="rule-row"]')]
const body = (call: { body: string | null } | undefined): unknown => JSON.parse(call?.body ?? 'null')

afterEach(() => {
  vi.unstubAllGlobals()
  answerLeave(false)
})

describe('EntityValidationRulesTab', () => {
  it('lists the rules in check order with name, expression, message and whether each is enabled', async () => {
    signIn()
    await render()
    expect(rows().map((row) => row.dataset.ruleName)).toEqual(['PricePositive', 'StockKnown'])
    const cells = [...rows()[0]!.querySelectorAll('td')].map((cell) => cell.textContent?.trim())
    expect(cells.slice(0, 4)).toEqual(['1', 'Price PositivePricePositive', 'pricepositive > 0', 'PricePositive failed.'])
    expect(field(document, 'Price Positive enabled').checked).toBe(true)
    expect(field(document, 'Stock Known enabled').checked).toBe(false)
  })

  it('says when there are no rules yet, and shows a refusal as missing access', async () => {
    signIn()
    const { wrapper } = await render({ [`GET ${LIST}`]: ok([]) })
    expect(wrapper.text()).toContain('No validation rules yet')
    wrapper.unmount()

    const forbidden = await render({
      [`GET ${LIST}`]: { status: 403, body: { title: 'Forbidden', status: 403, requiredRoles: ['Admin', 'Configurator'], requiredPermissions: [] } },
    })
    expect(forbidden.wrapper.find('[data-testid="page-forbidden"]').exists()).toBe(true)
    expect(forbidden.wrapper.text()).toContain('Configurator')
  })

  it('creates a rule from the dialog: Name from the display name, translations as a map', async () => {
    signIn()
    const created = rule('r3', 'NameGiven', 2)
    const { router, calls } = await render({ [`POST ${LIST}`]: ok(created) })
    buttonIn(document, 'Add rule').click()
    await flush()
    expect(router.currentRoute.value.path).toBe(`${BASE}/new`)
    const form = dialog()
    expect(form.textContent).toContain('New validation rule')
    await type(field(form, 'Display name'), 'Name given')
    expect(field(form, 'Name').value).toBe('name_given')
    await type(field(form, 'Condition that must hold'), 'name IS NOT NULL')
    await type(field(form, 'Message'), 'Give a name.')
    await type(field(form, 'Message (de)'), 'Bitte einen Namen angeben.')
    buttonIn(form, 'Create').click()
    await flush()
    await flush()
    expect(body(calls.find((call) => call.method === 'POST'))).toEqual({
      Name: 'name_given',
      DisplayName: 'Name given',
      Expression: 'name IS NOT NULL',
      Message: 'Give a name.',
      MessageTranslations: { de: 'Bitte einen Namen angeben.' },
      Enabled: true,
    })
    expect(router.currentRoute.value.path).toBe(BASE)
  })

  it('shows the server’s refusal at the inputs it names, the expression’s in the editor, and keeps what was typed', async () => {
    signIn()
    const { router } = await render({
      [`POST ${LIST}`]: fail(400, [
        { Code: 'expression.unknownField', Message: 'There is no field with the key “prise”; did you mean “price”?', Field: 'Expression' },
        { Code: 'workspace.validation.invalid', Message: 'A message must be at most 500 characters.', Field: 'MessageTranslations.de' },
      ]),
    }, `${BASE}/new`)
    const form = dialog()
    await type(field(form, 'Display name'), 'Price set')
    await type(field(form, 'Condition that must hold'), 'prise > 0')
    await type(field(form, 'Message'), 'Set a price.')
    await type(field(form, 'Message (de)'), 'Zu lang')
    buttonIn(form, 'Create').click()
    await flush()
    await flush()
    expect(form.querySelector('.expression-stub__error')?.textContent).toBe('There is no field with the key “prise”; did you mean “price”?')
    const german = form.querySelector('[data-locale="de"]') as HTMLElement
    expect(german.textContent).toContain('A message must be at most 500 characters.')
    expect(field(form, 'Condition that must hold').value).toBe('prise > 0')
    expect(field(form, 'Display name').value).toBe('Price set')
    expect(router.currentRoute.value.path).toBe(`${BASE}/new`)

    // Correcting the expression takes its message away.
    await type(field(form, 'Condition that must hold'), 'price > 0')
    expect(form.querySelector('.expression-stub__error')).toBeNull()
  })

  it('asks before closing the dialog over unsaved edits', async () => {
    signIn()
    const { router } = await render({}, `${BASE}/r1`)
    const form = dialog()
    expect(field(form, 'Display name').value).toBe('Price Positive')
    await type(field(form, 'Display name'), 'Price above zero')
    buttonIn(form, 'Cancel').click()
    await flush()
    expect(pendingLeave.value).not.toBeNull()
    answerLeave(false)
    await flush()
    expect(router.currentRoute.value.path).toBe(`${BASE}/r1`)
    expect(field(dialog(), 'Display name').value).toBe('Price above zero')
  })

  it('saves an edit with the rule’s RowVersion and opens the conflict dialog when it is stale', async () => {
    signIn()
    const theirs = { ...first, Message: 'Changed elsewhere.', RowVersion: 'rv-new' }
    const { calls } = await render({
      [`PUT /api/workspace/admin/entity-validation-rules/r1`]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Stale.', Field: 'RowVersion' }], theirs),
    }, `${BASE}/r1`)
    const form = dialog()
    await type(field(form, 'Message'), 'Mine.')
    buttonIn(form, 'Save').click()
    await flush()
    await flush()
    expect(body(calls.find((call) => call.method === 'PUT'))).toMatchObject({ Message: 'Mine.', RowVersion: 'rv-r1', Enabled: true })
    expect(dialog().textContent).toContain('Changed by someone else')
    expect(dialog().textContent).toContain('Changed elsewhere.')
  })

  it('enables and disables a rule from the list with its RowVersion', async () => {
    signIn()
    const { calls } = await render({
      [`PUT /api/workspace/admin/entity-validation-rules/r1`]: ok({ ...first, Enabled: false, RowVersion: 'rv-2' }),
    })
    field(document, 'Price Positive enabled').click()
    await flush()
    expect(body(calls.find((call) => call.method === 'PUT'))).toEqual({
      DisplayName: 'Price Positive',
      Expression: 'pricepositive > 0',
      Message: 'PricePositive failed.',
      MessageTranslations: {},
      Enabled: false,
      RowVersion: 'rv-r1',
    })
  })

  it('opens the conflict dialog when a toggle meets a rule changed meanwhile, and keeps mine over theirs', async () => {
    signIn()
    const theirs = { ...first, Expression: 'price >= 1', RowVersion: 'rv-new' }
    // One answer map the test changes between the two PUTs.
    const answers: Record<string, { status: number; body: unknown }> = {
      [DEFINITION]: ok(definition()),
      [`GET ${LIST}`]: ok([second, first]),
      [`PUT /api/workspace/admin/entity-validation-rules/r1`]: fail(409, [{ Code: 'workspace.concurrency.stale', Message: 'Stale.', Field: 'RowVersion' }], theirs),
    }
    const { calls } = await renderTab(route, BASE, answers)
    field(document, 'Price Positive enabled').click()
    await flush()
    const conflict = dialog()
    expect(conflict.textContent).toContain('Changed by someone else')
    expect(conflict.textContent).toContain('price >= 1')
    answers[`PUT /api/workspace/admin/entity-validation-rules/r1`] = ok({ ...theirs, Enabled: false, RowVersion: 'rv-3' })
    buttonIn(conflict, 'Keep my changes').click()
    await flush()
    await flush()
    expect(body(calls.filter((call) => call.method === 'PUT').at(-1))).toMatchObject({ Expression: 'price >= 1', Enabled: false, RowVersion: 'rv-new' })
  })

  it('reorders with the move buttons and with Alt+Arrow keys, sending every rule id', async () => {
    signIn()
    const { calls } = await render({ [`PUT ${LIST}/order`]: ok([second, first]) })
    buttonIn(document, 'Move Price Positive down').click()
    await flush()
    expect(rows().map((row) => row.dataset.ruleName)).toEqual(['StockKnown', 'PricePositive'])
    expect(body(calls.find((call) => call.url.endsWith('/order')))).toEqual({ RuleIds: ['r2', 'r1'] })

    rows()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true }))
    await flush()
    expect(body(calls.filter((call) => call.url.endsWith('/order')).at(-1))).toEqual({ RuleIds: ['r1', 'r2'] })
  })

  it('deletes a rule after the confirmation, with its RowVersion', async () => {
    signIn()
    const { calls } = await render({ [`DELETE /api/workspace/admin/entity-validation-rules/r2`]: ok('r2') })
    buttonIn(document, 'Delete Stock Known').click()
    await flush()
    expect(dialog().textContent).toContain('Delete validation rule?')
    buttonIn(dialog(), 'Delete').click()
    await flush()
    const call = calls.find((item) => item.method === 'DELETE')
    expect(new URL(call!.url).searchParams.get('rowVersion')).toBe('rv-r2')
  })

  it('speaks German', async () => {
    signIn()
    i18n.global.locale.value = 'de'
    const { wrapper } = await render()
    expect(wrapper.find('h2').text()).toBe('Validierungsregeln')
    expect(buttonIn(document, 'Regel hinzufügen')).toBeTruthy()
    expect(field(document, 'Price Positive aktiv').checked).toBe(true)
  })

  it('is read-only without the Admin or Configurator role', async () => {
    signIn(['Operator'], ['entities.configure'])
    const { wrapper } = await render()
    expect(wrapper.text()).toContain('Only an Admin or Configurator')
    expect(buttonIn(document, 'Add rule').disabled).toBe(true)
    expect(document.querySelector('[aria-label="Move Price Positive down"]')).toBeNull()
    expect(document.querySelector('[aria-label="Delete Price Positive"]')).toBeNull()
    expect(field(document, 'Price Positive enabled').disabled).toBe(true)
    buttonIn(document, 'Show Price Positive').click()
    await flush()
    expect(document.querySelector('[data-testid="item-save"]')).toBeNull()
  })
})
