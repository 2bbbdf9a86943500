import { compileScript, compileTemplate, parse } from 'vue/compiler-sfc'
import { describe, expect, it } from 'vitest'
import { generatePage, type GeneratorDefinition, type PageKind } from './generators'
import { listColumns } from './generators.listPage'
import { scriptLiteral } from './generators.names'

const hostile = 'Cu"st\'o`m ${x}</script><!-- {{ x }} --> \\ \u2028 🚀'
const hostileDefinition: GeneratorDefinition = {
  definitionName: `customers${hostile}`,
  displayNameSingular: `Customer ${hostile}`,
  displayNamePlural: `Customers ${hostile}`,
  fields: [
    { key: 'name', displayName: `Name ${hostile}`, fieldType: 0 },
    { key: 'address.city', displayName: '{{ constructor.constructor("alert(1)")() }}', fieldType: 15 },
    { key: 'constructor', displayName: '<img src=x onerror=alert(1)>', fieldType: 10 },
    { key: hostile, displayName: hostile, fieldType: 4 },
  ],
}
const workspace = { name: 'Demo', version: '1.0.0', hostContractVersion: 1, pages: [{ key: 'home', title: 'Home', path: '/', component: 'src/pages/Home.vue' }], locales: ['en', 'de'] }
const tree = new Map([
  ['workspace.json', `${JSON.stringify(workspace, null, 2)}\n`],
  ['src/pages/Home.vue', '<template><p>Home</p></template>\n'],
])

function generated(kind: PageKind, definition = hostileDefinition, from: ReadonlyMap<string, string> = tree) {
  const result = generatePage(from, definition, kind)
  if (!result.ok) throw new Error(result.error.message)
  return result
}

/** What a build would do with the page: parse the SFC, compile its script and template. */
function compile(source: string, filename: string) {
  const { descriptor, errors } = parse(source, { filename })
  expect(errors).toEqual([])
  expect(descriptor.script).toBeNull()
  expect(descriptor.scriptSetup?.lang).toBe('ts')
  const script = compileScript(descriptor, { id: 'page' })
  const template = compileTemplate({
    source: descriptor.template?.content ?? '',
    filename,
    id: 'page',
    compilerOptions: { bindingMetadata: script.bindings },
  })
  expect(template.errors).toEqual([])
  return { script: descriptor.scriptSetup?.content ?? '', template: descriptor.template?.content ?? '', bindings: script.bindings ?? {} }
}

/** The value of `const <name> = "…"` in the generated script, read back as JSON. */
function constant(script: string, name: string): unknown {
  const line = script.split('\n').find((candidate) => candidate.startsWith(`const ${name} = "`))
  return line === undefined ? undefined : JSON.parse(line.slice(`const ${name} = `.length))
}

describe.each(['list', 'details'] as const)('the generated %s page', (kind) => {
  const result = generated(kind)
  const [path, source] = [...result.files].find(([candidate]) => candidate.endsWith('.vue')) ?? ['', '']

  it('is a script-setup TypeScript SFC that compiles without errors', () => {
    expect(path).toBe(kind === 'list' ? 'src/pages/CustomersCuStOMXScriptXList.vue' : 'src/pages/CustomersCuStOMXScriptXDetails.vue')
    const { bindings } = compile(source, path)
    expect(Object.keys(bindings)).toContain('VCard')
  })

  it('carries definition names only as escaped string literals in the script', () => {
    const { script, template } = compile(source, path)
    for (const text of [hostile, ...hostileDefinition.fields.map((field) => field.displayName)]) {
      expect(source).not.toContain(text)
      expect(template).not.toContain(text)
    }
    expect(script).toContain(scriptLiteral(hostile))
    expect(source.match(/<\/script>/g)).toHaveLength(1)
    expect(source).not.toContain('\u2028')
    expect(template).not.toMatch(/Cu|customers|alert|onerror/)
    expect(constant(script, 'definitionName')).toBe(hostileDefinition.definitionName)
    expect(constant(script, 'title')).toBe(kind === 'list' ? hostileDefinition.displayNamePlural : hostileDefinition.displayNameSingular)
  })

  it('reads the runtime API the contract describes, with the host context', () => {
    expect(source).toContain("import { hostContext } from '../host'")
    expect(source).toContain('/api/workspace/entity/${encodeURIComponent(definitionName)}${path}')
    expect(source).toContain('Authorization = `Bearer ${host.accessToken}`')
    if (kind === 'list') {
      expect(source).toContain('`/instances?Page=1&PageSize=${pageSize}`')
      expect(source).toContain('const pageSize = 50')
      expect(source).toContain("from 'vuetify/components'")
      expect(source).toMatch(/import \{ VAlert, VCard, VCardText, VCardTitle, VDataTable \} from 'vuetify\/components'/)
    } else {
      expect(source).toContain('`/instances/${encodeURIComponent(id)}`')
      expect(source).toContain("window.addEventListener('hashchange', reload)")
    }
  })

  it('adds its entry to workspace.json and keeps everything else', () => {
    const document = JSON.parse(result.workspaceJson) as typeof workspace
    expect(result.files.get('workspace.json')).toBe(result.workspaceJson)
    expect(document).toEqual({
      ...workspace,
      pages: [
        ...workspace.pages,
        {
          key: `customers-cu-st-o-m-x-script-x-${kind}`,
          title: kind === 'list' ? hostileDefinition.displayNamePlural : hostileDefinition.displayNameSingular,
          path: kind === 'list' ? '/customers-cu-st-o-m-x-script-x' : '/customers-cu-st-o-m-x-script-x/details',
          component: path,
        },
      ],
    })
    expect(result.page).toEqual(document.pages[1])
  })
})

describe('page generators', () => {
  const customers: GeneratorDefinition = {
    definitionName: 'customers',
    displayNameSingular: 'Customer',
    displayNamePlural: 'Customers',
    fields: [{ key: 'name', displayName: 'Name', fieldType: 0 }],
  }

  it('names pages after the definition', () => {
    expect(generated('list', customers).page).toEqual({ key: 'customers-list', title: 'Customers', path: '/customers', component: 'src/pages/CustomersList.vue' })
    expect(generated('details', customers).page).toEqual({
      key: 'customers-details',
      title: 'Customer',
      path: '/customers/details',
      component: 'src/pages/CustomersDetails.vue',
    })
    expect(generated('list', { ...customers, definitionName: 'customer_orders' }).page.component).toBe('src/pages/CustomerOrdersList.vue')
    expect(generated('list', { ...customers, definitionName: '2024 🚀' }).page.component).toBe('src/pages/Entity2024List.vue')
  })

  it('refuses a page whose key, route or file exists, until another key is chosen', () => {
    const first = generated('list', customers)
    const withList = new Map([...tree, ...first.files])
    expect(generatePage(withList, customers, 'list')).toEqual({
      ok: false,
      error: { code: 'uiProject.generator.pageExists', message: 'workspace.json already has a page with the key "customers-list".' },
    })
    const again = generatePage(withList, customers, 'list', { key: 'customers-list-2' })
    expect(again.ok && again.page).toEqual({ key: 'customers-list-2', title: 'Customers', path: '/customers-list-2', component: 'src/pages/CustomersList2.vue' })
    expect(again.ok && again.files.has('src/pages/CustomersList.vue')).toBe(false)

    const fileOnly = new Map([...tree, ['src/pages/customerslist.vue', 'mine']])
    expect(generatePage(fileOnly, customers, 'list')).toMatchObject({ ok: false, error: { code: 'uiProject.generator.pageExists' } })
    expect(generatePage(tree, customers, 'list', { key: 'home' })).toMatchObject({ ok: false, error: { code: 'uiProject.generator.pageExists' } })
    for (const key of ['../x', 'Customers', 'customers_list', `a${'b'.repeat(64)}`]) {
      expect(generatePage(tree, customers, 'list', { key }), key).toMatchObject({ ok: false, error: { code: 'uiProject.generator.invalidKey' } })
    }
  })

  it('keeps generated keys and titles within what the build accepts', () => {
    const long = generated('details', { ...customers, definitionName: 'x'.repeat(300), displayNameSingular: '  ' })
    expect(long.page.key).toMatch(/^[a-z][a-z0-9-]{0,63}$/)
    expect(long.page.title).toBe('x'.repeat(300).slice(0, 200))
    expect(generated('list', { ...customers, displayNamePlural: 'y'.repeat(250) }).page.title).toHaveLength(200)
    expect(generated('list', { ...customers, displayNamePlural: `${'y'.repeat(199)}🚀` }).page.title).toBe('y'.repeat(199))
  })

  it('calls the function src/host.ts exports', () => {
    const withHost = (source: string) => {
      const result = generated('list', customers, new Map([...tree, ['src/host.ts', source]]))
      return result.files.get(result.page.component) ?? ''
    }
    expect(withHost('export function readHost(): WorkspaceHost {')).toContain("import { readHost } from '../host'")
    expect(withHost('export function readHost(): WorkspaceHost {')).toContain('const host = readHost()')
    expect(withHost('export function hostContext() {')).toContain("import { hostContext } from '../host'")
    expect(generated('list', customers).files.get('src/pages/CustomersList.vue')).toContain("import { hostContext } from '../host'")
  })

  it('needs a workspace.json object', () => {
    const code = (text: string | null) => {
      const from = new Map(tree)
      if (text === null) from.delete('workspace.json')
      else from.set('workspace.json', text)
      const result = generatePage(from, customers, 'list')
      return result.ok ? 'ok' : result.error.code
    }
    expect(code(null)).toBe('uiProject.generator.workspaceJsonMissing')
    expect(code('{ not json')).toBe('uiProject.generator.workspaceJsonInvalid')
    expect(code('[]')).toBe('uiProject.generator.workspaceJsonInvalid')
    expect(code('{ "pages": {} }')).toBe('uiProject.generator.workspaceJsonInvalid')
    expect(code('{ "name": "x" }')).toBe('ok')
  })

  it('shows up to 8 columns, long texts and tables last', () => {
    const fields = [
      { key: 'notes', displayName: 'Notes', fieldType: 1 },
      ...Array.from({ length: 9 }, (_, index) => ({ key: `f${index}`, displayName: `F${index}`, fieldType: 0 })),
    ]
    expect(listColumns(fields).map((field) => field.key)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'f6', 'f7'])
    expect(listColumns(fields.slice(0, 3)).map((field) => field.key)).toEqual(['f0', 'f1', 'notes'])
  })

  it('compiles for a definition without fields', () => {
    const empty = generated('list', { ...customers, fields: [] })
    const source = empty.files.get(empty.page.component) ?? ''
    compile(source, empty.page.component)
    expect(source).toContain('const columns: FieldColumn[] = []')
    const details = generated('details', { ...customers, fields: [] })
    compile(details.files.get(details.page.component) ?? '', details.page.component)
  })
})
