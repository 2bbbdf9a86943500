import { afterEach, describe, expect, it, vi } from 'vitest'
import { configureApi } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import { stubFetch, ok } from '@/test/profiles'
import YamlImportPanel from './YamlImportPanel.vue'
import { lineRange } from './yamlText'

const PLAN = 'POST /api/workspace/admin/entity-definitions/yaml/plan'
const IMPORT = 'POST /api/workspace/admin/entity-definitions/yaml/import'
const invalid = (issues: { line: number; column: number; message: string }[]) => ({
  status: 400,
  body: {
    Success: false,
    Data: null,
    Warnings: null,
    Errors: issues.map((issue) => ({
      Code: 'workspace.entities.yaml.invalid',
      Message: issue.message,
      Metadata: { line: String(issue.line), column: String(issue.column) },
    })),
  },
})

const YAML = ['version: 8', 'entities:', '  - name: orders', '    displayNameSingular: Order', '    tables: nope'].join('\n')

async function render(answers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper } = await renderWithApp(YamlImportPanel, {
    props: { defaultTargetName: 'orders' },
    routes: [{ path: '/', component: { template: '<div />' } }],
  })
  await wrapper.get('textarea').setValue(YAML)
  return { wrapper, calls: stub.calls }
}

function button(wrapper: Awaited<ReturnType<typeof render>>['wrapper'], text: string) {
  const found = wrapper.findAll('button').find((b) => b.text().includes(text))
  if (!found) throw new Error(`no button ${text}`)
  return found
}

afterEach(() => vi.unstubAllGlobals())

describe('YAML import', () => {
  it('lists YAML errors by line and column, and selects the line when one is chosen', async () => {
    const { wrapper, calls } = await render({
      [PLAN]: invalid([
        { line: 5, column: 5, message: 'tables must be a list' },
        { line: 3, column: 11, message: 'name is already taken' },
      ]),
    })
    await button(wrapper, 'Check import').trigger('click')
    await flush()

    const list = wrapper.get('[data-testid="yaml-errors"]')
    expect(list.text()).toContain('The YAML has 2 errors')
    const items = list.findAll('li').map((li) => li.text())
    expect(items[0]).toContain('Line 3, column 11')
    expect(items[0]).toContain('name is already taken')
    expect(items[1]).toContain('Line 5, column 5')

    await list.get('button[aria-label="Go to line 5: tables must be a list"]').trigger('click')
    await flush()
    const textarea = wrapper.get('textarea').element as HTMLTextAreaElement
    const [start, end] = lineRange(YAML, 5)
    expect(YAML.slice(textarea.selectionStart, textarea.selectionEnd)).toBe('    tables: nope')
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([start, end])
    // Only the plan was asked for: nothing was imported.
    expect(calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([PLAN])
  })

  it('shows the diff per definition first and imports only when applied', async () => {
    const { wrapper, calls } = await render({
      [PLAN]: ok({
        IsDestructive: false,
        Token: null,
        Definitions: [{ Name: 'orders_copy', IsNew: true, Plan: null, Diff: [{ Path: 'displayNameSingular', Before: null, After: 'Order' }] }],
      }),
      [IMPORT]: ok([{ Id: 'ent-9', Name: 'orders_copy', DisplayNamePlural: 'Orders' }]),
    })
    const apply = () => button(wrapper, 'Apply import')
    expect(apply().attributes('disabled')).toBeDefined()

    await button(wrapper, 'Check import').trigger('click')
    await flush()
    const diff = wrapper.get('[data-testid="yaml-diff"]')
    expect(diff.text()).toContain('orders_copy')
    expect(diff.text()).toContain('New definition')
    expect(diff.text()).toContain('displayNameSingular')
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ Yaml: YAML, TargetName: 'orders_copy' })
    expect(calls).toHaveLength(1)

    await apply().trigger('click')
    await flush()
    expect(calls).toHaveLength(2)
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ Yaml: YAML, TargetName: 'orders_copy', SchemaChangeConfirmationToken: null })
    expect(wrapper.text()).toContain('Imported: orders_copy.')
  })

  it('applies a destructive plan only after its name is typed, with the checked plan\'s token', async () => {
    const { wrapper, calls } = await render({
      [PLAN]: ok({
        IsDestructive: true,
        Token: 'tok-1',
        Definitions: [
          {
            Name: 'orders_copy',
            IsNew: false,
            Plan: { IsDestructive: true, Token: 'tok-1', RowVersion: 'rv-1', AffectedRecordCount: 3, Changes: [], Dependents: [] },
            Diff: [{ Path: 'tables', Before: 'x', After: null }],
          },
        ],
      }),
      [IMPORT]: ok([{ Id: 'ent-9', Name: 'orders_copy', DisplayNamePlural: 'Orders' }]),
    })
    await button(wrapper, 'Check import').trigger('click')
    await flush()
    await button(wrapper, 'Apply import').trigger('click')
    await flush()
    // The dialog asks first: nothing is imported yet, and the plan is not asked for again.
    expect(calls).toHaveLength(1)
    const dialog = () => document.querySelector('[data-testid="schema-change-plan"]') as HTMLElement
    const apply = () => dialog().querySelector<HTMLButtonElement>('[data-testid="plan-apply"]') as HTMLButtonElement
    expect(apply().disabled).toBe(true)
    const input = dialog().querySelector<HTMLInputElement>('[data-testid="plan-typed-confirmation"] input') as HTMLInputElement
    input.value = 'orders_copy'
    input.dispatchEvent(new Event('input'))
    await flush()
    apply().click()
    await flush()
    expect(calls).toHaveLength(2)
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ Yaml: YAML, TargetName: 'orders_copy', SchemaChangeConfirmationToken: 'tok-1' })
    expect(wrapper.text()).toContain('Imported: orders_copy.')
  })

  it('refuses a copy name that is not a valid Name before asking the server', async () => {
    const { wrapper, calls } = await render({})
    const target = wrapper.findAll('input').find((input) => input.attributes('maxlength') === '40')!
    await target.setValue('Bad Name')
    await flush()
    await button(wrapper, 'Check import').trigger('click')
    await flush()
    expect(wrapper.text()).toContain('Use 2 to 40 lower-case letters')
    expect(calls).toHaveLength(0)
  })
})
