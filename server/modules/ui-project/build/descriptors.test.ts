import { describe, expect, it } from 'vitest'
import { describeProject } from './descriptors'

const manifest = {
  name: 'Test app',
  version: '1.2.3',
  hostContractVersion: 1,
  pages: [
    { key: 'home', title: 'Home', path: '/', component: 'src/pages/Home.vue' },
    { key: 'customers', title: 'Customers', path: '/customers', component: 'src/pages/Customers.vue' },
  ],
  locales: ['en', 'de'],
}

function tree(overrides: Record<string, unknown> = {}, extraFiles: Record<string, string> = {}): Map<string, string> {
  return new Map(
    Object.entries({
      'workspace.json': JSON.stringify({ ...manifest, ...overrides }, null, 2),
      'src/main.ts': '',
      'src/pages/Home.vue': '',
      'src/pages/Customers.vue': '',
      'src/locales/en.json': JSON.stringify({ title: 'Hello', nav: { home: 'Home', customers: 'Customers' } }),
      'src/locales/de.json': JSON.stringify({ title: 'Hallo' }),
      ...extraFiles,
    }),
  )
}

describe('describeProject', () => {
  it('reads the pages, the locales with their message counts and the version', () => {
    const description = describeProject(tree())
    expect(description.diagnostics).toEqual([])
    expect(description.webAppVersion).toBe('1.2.3')
    expect(description.hostContractVersion).toBe(1)
    expect(description.pageDescriptor).toEqual({
      Pages: [
        { Key: 'home', Title: 'Home', Path: '/', Component: 'src/pages/Home.vue' },
        { Key: 'customers', Title: 'Customers', Path: '/customers', Component: 'src/pages/Customers.vue' },
      ],
    })
    expect(description.localeDescriptor).toEqual({
      Locales: [
        { Code: 'en', MessageCount: 3, File: 'src/locales/en.json' },
        { Code: 'de', MessageCount: 1, File: 'src/locales/de.json' },
      ],
      Default: 'en',
    })
  })

  it('reports a missing page component, a duplicate key and a bad route', () => {
    const description = describeProject(
      tree({
        pages: [
          { key: 'home', title: 'Home', path: '/', component: 'src/pages/Missing.vue' },
          { key: 'home', title: 'Again', path: 'customers', component: 'src/pages/Customers.vue' },
        ],
      }),
    )
    const messages = description.diagnostics.map((item) => item.Message)
    expect(messages).toEqual([
      'Page 1: the component src/pages/Missing.vue is not in the project.',
      'Page 2: the key "home" is used by another page.',
      'Page 2: "path" must be a route starting with "/", e.g. "/customers".',
    ])
    expect(description.diagnostics.every((item) => item.Source === 'project' && item.Severity === 'error' && item.File === 'workspace.json')).toBe(true)
  })

  it('refuses a host contract version this host does not support', () => {
    const description = describeProject(tree({ hostContractVersion: 2 }))
    expect(description.hostContractVersion).toBeNull()
    expect(description.diagnostics[0]?.Message).toContain('"hostContractVersion" 2 is not supported by this host (supported: 1)')
  })

  it('reports a locale without its file and a file that is not an object of texts', () => {
    const description = describeProject(tree({ locales: ['en', 'fr'] }, { 'src/locales/en.json': '{"a": 1}' }))
    expect(description.localeDescriptor).toBeNull()
    expect(description.diagnostics.map((item) => item.Message)).toEqual([
      'The message "a" in src/locales/en.json must be a text or a group of messages.',
      'The locale "fr" needs its messages in src/locales/fr.json.',
    ])
  })

  it('places a JSON syntax error at its line and column', () => {
    const files = tree()
    files.set('workspace.json', '{\n  "name": "x",\n  "version": 1.0.0\n}')
    const [problem] = describeProject(files).diagnostics
    expect(problem).toMatchObject({ File: 'workspace.json', Line: 3, Source: 'project', Severity: 'error' })
    expect(problem?.Message).toContain('workspace.json is not valid JSON')
  })

  it('needs workspace.json and the entry', () => {
    const description = describeProject(new Map([['README.md', '']]))
    expect(description.diagnostics.map((item) => item.Message)).toEqual([
      'The project has no src/main.ts: it is the app\'s entry.',
      'The project has no workspace.json at its root.',
    ])
  })

  it('warns about members it does not know', () => {
    const description = describeProject(tree({ dependencies: { lodash: '4' } }))
    expect(description.diagnostics).toEqual([expect.objectContaining({ Severity: 'warning', Message: 'workspace.json: the member "dependencies" is unknown and ignored.' })])
  })
})
