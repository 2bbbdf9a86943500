import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter, type RouteRecordRaw } from 'vue-router'
import { collectFeatureRoutes } from './featureRoutes'
import { appModules, settingsPages } from './modules'
import { moduleEntries } from './navigation'

const router = createRouter({ history: createMemoryHistory(), routes: collectFeatureRoutes() })

/** Every record of a route table, children included. */
const flatten = (routes: RouteRecordRaw[]): RouteRecordRaw[] => routes.flatMap((route) => [route, ...flatten(route.children ?? [])])

describe('app modules', () => {
  it('are found by their descriptors, each key once', () => {
    const keys = appModules.map((module) => module.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toEqual(expect.arrayContaining(['entities', 'boards', 'entitlements', 'functionOperations', 'files', 'uiProject', 'principals', 'settings', 'home', 'errors']))
  })

  it('name every route that can be opened, each name once', () => {
    const records = flatten(collectFeatureRoutes())
    const openable = records.filter((route) => !route.children?.some((child) => child.path === ''))
    expect(openable.filter((route) => !route.name).map((route) => route.path)).toEqual([])
    const names = records.flatMap((route) => (route.name ? [String(route.name)] : []))
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
  })

  it('keep the navigation in its order, each entry opening the page it opened before', () => {
    expect(moduleEntries.map((entry) => [entry.key, entry.to && router.resolve(entry.to).path])).toEqual([
      ['entities', '/entities'],
      ['recordMatching', '/duplicates'],
      ['boards', '/boards'],
      ['entitlements', '/entitlements'],
      ['functionOperations', '/function-operations'],
      ['files', '/files/trash'],
      ['uiProject', '/ui-project'],
      ['netOperationProject', '/net-operation-project'],
      ['principals', '/principals/users'],
      ['settings', '/settings'],
    ])
    expect(moduleEntries.every((entry) => !!entry.icon && !entry.planned)).toBe(true)
    expect(moduleEntries.find((entry) => entry.key === 'boards')).toMatchObject({ module: 'Boards', requiredPermissions: ['boards.use'] })
  })

  it('give Settings its tabs in order, a switchable module its switch page outside the module', () => {
    expect(settingsPages.map((page) => [page.name, router.resolve({ name: page.name }).path])).toEqual([
      ['settings', '/settings'],
      ['settings-files', '/settings/files'],
      ['settings-boards', '/settings/boards'],
      ['settings-entitlements', '/settings/entitlements'],
    ])
    for (const module of appModules.filter((candidate) => candidate.moduleSwitch)) {
      const route = router.resolve({ name: `settings-${module.key}` })
      expect(route.meta).toMatchObject({ requiredPermissions: [module.moduleSwitch?.configurePermission], titleKey: `${module.moduleSwitch?.scope}.module.title` })
      expect(route.meta.module).toBeUndefined()
    }
  })

  it('match deep links to the pages they matched before (redirects by their own names)', () => {
    const deepLinks: [string, string][] = [
      ['/', 'home'],
      ['/entities/def-1', 'entity'],
      ['/entities/def-1/fields/fld-1', 'entity-fields'],
      ['/entities/def-1/validation-rules/new', 'entity-validation-rules'],
      ['/boards/b-1/design/data-model/fld-1', 'board-designer'],
      ['/boards/support/flow', 'board-flow'],
      ['/boards/support', 'board'],
      ['/entitlements/setup', 'entitlements-setup'],
      ['/entitlements/setup/models/m-1/plans', 'entitlement-model'],
      ['/entitlements/ent-1', 'entitlement'],
      ['/function-operations/runs/run-1', 'function-operations-run'],
      ['/ui-project/artifacts/compare', 'ui-project-artifact-compare'],
      ['/principals', 'principals'],
      ['/principals/roles/role-1', 'principals-role'],
      ['/settings/boards', 'settings-boards'],
      ['/files/trash', 'files-trash'],
      ['/no/such/page', 'not-found'],
    ]
    expect(deepLinks.map(([path]) => [path, router.resolve(path).name])).toEqual(deepLinks)
  })
})
