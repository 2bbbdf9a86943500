import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteRecordRaw } from 'vue-router'
import { ExpressionPurpose } from '@/api'
import { flush } from '@/test/render'
import { entitiesRoutes } from '../routes'
import { buttonIn, DEFINITION, definition, dialog, ENTITY, fail, field, ok, renderTab, signIn, type } from '@/test/entities/rules'

vi.mock('@/platform/components/AppExpressionEditor.vue', async () => ({ default: (await import('../../../test/entities/rules')).ExpressionEditorStub }))

const child = entitiesRoutes.flatMap((route) => route.children ?? []).find((route) => route.name === 'entity-statements')!
const route = { ...child, path: `/entities/:entityId/${child.path}` } as RouteRecordRaw
const BASE = `/entities/${ENTITY}/statements`
const LIST = `/api/workspace/admin/entity-definitions/${ENTITY}/statements`
const ITEM = '/api/workspace/admin/entity-statements/s1'

const overdue = {
  Id: 's1',
  EntityDefinitionId: ENTITY,
  Name: 'IsExpensive',
  DisplayName: 'Is expensive',
  Expression: 'price > 1000',
  ExposeInClient: true,
  SortOrder: 0,
  RowVersion: 'rv-s1',
}

async function render(answers: Record<string, { status: number; body: unknown }> = {}, path = BASE) {
  return renderTab(route, path, { [DEFINITION]: ok(definition()), [`GET ${LIST}`]: ok([overdue]), ...answers })
}
const body = (call: { body: string | null } | undefined): unknown => JSON.parse(call?.body ?? 'null')

afterEach(() => vi.unstubAllGlobals())

describe('EntityStatementsTab', () => {
  it('lists statements with their name, expression and whether clients get them', async () => {
    signIn(['Admin'])
    const { wrapper } = await render()
    const cells = wrapper.findAll('[data-testid="statement-row"] td').map((cell) => cell.text())
    expect(cells.slice(0, 3)).toEqual(['Is expensiveIsExpensive', 'price > 1000', 'Yes'])
  })

  it('says when there are none, and offers Retry when the list fails', async () => {
    signIn(['Admin'])
    const empty = await render({ [`GET ${LIST}`]: ok([]) })
    expect(empty.wrapper.text()).toContain('No statements yet')
    empty.wrapper.unmount()

    const failed = await render({ [`GET ${LIST}`]: fail(404, [{ Code: 'workspace.notFound', Message: 'No such entity.' }]) })
    expect(failed.wrapper.text()).toContain('No such entity.')
    expect(buttonIn(document, 'Retry')).toBeTruthy()
  })

  it('creates a statement with the Statement purpose and its Name', async () => {
    signIn(['Admin'])
    const { router, calls } = await render({ [`POST ${LIST}`]: ok({ ...overdue, Id: 's2', Name: 'IsCheap' }) }, `${BASE}/new`)
    const form = dialog()
    expect(form.querySelector('.expression-stub')?.getAttribute('data-purpose')).toBe(String(ExpressionPurpose.Statement))
    await type(field(form, 'Display name'), 'Is cheap')
    expect(field(form, 'Name').value).toBe('is_cheap')
    await type(field(form, 'Condition'), 'price < 10')
    buttonIn(form, 'Create').click()
    await flush()
    await flush()
    expect(body(calls.find((call) => call.method === 'POST'))).toEqual({
      Name: 'is_cheap',
      DisplayName: 'Is cheap',
      Expression: 'price < 10',
      ExposeInClient: false,
    })
    expect(router.currentRoute.value.path).toBe(BASE)
  })

  it('refuses a Name that is not a technical name before asking the server, and shows the server’s Name error', async () => {
    signIn(['Admin'])
    const { calls } = await render(
      { [`POST ${LIST}`]: fail(409, [{ Code: 'workspace.entities.duplicateStatement', Message: 'A statement named "IsCheap" exists.', Field: 'Name' }]) },
      `${BASE}/new`,
    )
    const form = dialog()
    await type(field(form, 'Display name'), 'Cheap')
    await type(field(form, 'Name'), '1 cheap')
    await type(field(form, 'Condition'), 'price < 10')
    buttonIn(form, 'Create').click()
    await flush()
    expect(form.textContent).toContain('Start with a letter; then letters, digits or underscores (at most 64).')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await type(field(form, 'Name'), 'IsCheap')
    buttonIn(form, 'Create').click()
    await flush()
    await flush()
    expect(form.textContent).toContain('A statement named "IsCheap" exists.')
  })

  it('saves an edit with the RowVersion and shows an expression refusal in the editor', async () => {
    signIn(['Admin'])
    const { calls } = await render(
      {
        [`PUT ${ITEM}`]: fail(400, [{ Code: 'expression.typeMismatch', Message: 'A statement must be a condition (Boolean); this is Decimal.', Field: 'Expression' }]),
      },
      `${BASE}/s1`,
    )
    const form = dialog()
    expect(form.textContent).toContain('IsExpensive')
    await type(field(form, 'Condition'), 'price')
    buttonIn(form, 'Save').click()
    await flush()
    await flush()
    expect(body(calls.find((call) => call.method === 'PUT'))).toEqual({
      DisplayName: 'Is expensive',
      Expression: 'price',
      ExposeInClient: true,
      RowVersion: 'rv-s1',
    })
    expect(form.querySelector('.expression-stub__error')?.textContent).toBe('A statement must be a condition (Boolean); this is Decimal.')
  })

  it('deletes a statement after the confirmation, with its RowVersion', async () => {
    signIn(['Admin'])
    const { calls } = await render({ [`DELETE ${ITEM}`]: ok('s1') })
    buttonIn(document, 'Delete Is expensive').click()
    await flush()
    buttonIn(dialog(), 'Delete').click()
    await flush()
    expect(new URL(calls.find((call) => call.method === 'DELETE')!.url).searchParams.get('rowVersion')).toBe('rv-s1')
  })

  it('is read-only while the entity is pending deletion', async () => {
    signIn(['Admin'])
    const { wrapper } = await render({ [DEFINITION]: ok(definition({ IsPendingDeletion: true })) })
    expect(wrapper.text()).toContain('This entity is pending deletion')
    expect(buttonIn(document, 'Add statement').disabled).toBe(true)
    expect(document.querySelector('[aria-label="Delete Is expensive"]')).toBeNull()
  })
})
