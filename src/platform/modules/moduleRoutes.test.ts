import { describe, expect, it } from 'vitest'
import { defineComponent } from 'vue'
import type { RouteRecordRaw } from 'vue-router'
import { defineModule } from './moduleDescriptor'
import { buildModuleRoutes } from './moduleRoutes'
import { buildNavigation } from './moduleNavigation'
import { collectSettingsPages, SETTINGS_LAYOUT_ROUTE } from './settingsPages'

const page = () => Promise.resolve(defineComponent(() => () => null))

const settings = defineModule({
  key: 'settings',
  titleKey: 'modules.settings.title',
  routes: [{ path: '/settings', name: SETTINGS_LAYOUT_ROUTE, component: page, children: [] }],
  navigation: { order: 80, to: { name: 'settings' }, descriptionKey: 'modules.settings.description' },
  settingsPages: [{ path: '', name: 'settings', labelKey: 'settings.tabs.general', titleKey: 'settings.title', component: page, order: 0 }],
})
const widgets = defineModule({
  key: 'widgets',
  titleKey: 'modules.widgets.title',
  icon: 'M0 0',
  routes: [{ path: '/widgets', name: 'widgets', component: page, meta: { requiredPermissions: ['widgets.use'] } }],
  access: { requiredPermissions: ['widgets.use'], module: 'Booking' },
  navigation: { order: 10, to: { name: 'widgets' }, descriptionKey: 'modules.widgets.description' },
  moduleSwitch: {
    module: 'Booking',
    disabledCode: 'widgets.module.disabled',
    configurePermission: 'widgets.configure',
    scope: 'widgets',
    testId: 'widgets',
    settingsPage: { labelKey: 'settings.tabs.widgets', order: 20, component: page },
  },
})
const gadgets = defineModule({
  key: 'gadgets',
  titleKey: 'modules.gadgets.title',
  routes: [],
  access: { requiredRoles: ['Admin'] },
  planned: { path: '/gadgets', order: 20, descriptionKey: 'modules.gadgets.description' },
})

const byName = (routes: RouteRecordRaw[], name: string) => routes.find((route) => route.name === name)

describe('module routes', () => {
  it("takes each module's routes as they are", () => {
    expect(byName(buildModuleRoutes([widgets]), 'widgets')).toBe(widgets.routes[0])
  })

  it('puts the settings pages of every module under the settings layout, in order', () => {
    const layout = byName(buildModuleRoutes([widgets, settings]), SETTINGS_LAYOUT_ROUTE)
    expect(layout?.children?.map((child) => [child.path, child.name])).toEqual([
      ['', 'settings'],
      ['widgets', 'settings-widgets'],
    ])
  })

  it('gives a module with a switch its settings page, open to those who may switch it, outside the module', () => {
    const [, switchPage] = collectSettingsPages([settings, widgets])
    expect(switchPage).toMatchObject({ path: 'widgets', name: 'settings-widgets', titleKey: 'widgets.module.title', labelKey: 'settings.tabs.widgets' })
    expect(switchPage?.access).toEqual({ requiredPermissions: ['widgets.configure'] })
  })

  it('opens every address of a planned module on the "not available" page, with its access', () => {
    const route = byName(buildModuleRoutes([gadgets]), 'module-gadgets')
    expect(route).toMatchObject({ path: '/gadgets/:rest(.*)*', props: { titleKey: 'modules.gadgets.title' } })
    expect(route?.component).toBeTypeOf('function')
    expect(route?.meta).toEqual({ requiredRoles: ['Admin'], titleKey: 'modules.gadgets.title' })
  })
})

describe('module navigation', () => {
  it('lists modules with an entry in their order, planned ones as coming without a link', () => {
    const entries = buildNavigation([settings, gadgets, widgets])
    expect(entries.map((entry) => [entry.key, entry.planned])).toEqual([
      ['widgets', false],
      ['gadgets', true],
      ['settings', false],
    ])
    expect(entries[0]).toEqual({
      key: 'widgets',
      titleKey: 'modules.widgets.title',
      descriptionKey: 'modules.widgets.description',
      icon: 'M0 0',
      to: { name: 'widgets' },
      planned: false,
      requiredPermissions: ['widgets.use'],
      module: 'Booking',
    })
    expect(entries[1]?.to).toBeUndefined()
  })
})
