import type { RouteLocationNamedRaw, RouteRecordRaw } from 'vue-router'
import type { ModuleDescriptor, ModuleSwitch, SettingsPage } from './moduleDescriptor'

/** The Settings layout route; the settings pages of every module become its children. */
export const SETTINGS_LAYOUT_ROUTE = 'settings-layout'

/** Where a module's on/off switch lives: `/settings/<key>`, named `settings-<key>`. */
export function switchSettingsRoute(moduleKey: string): RouteLocationNamedRaw {
  return { name: `settings-${moduleKey}` }
}

function switchSettingsPage(key: string, moduleSwitch: ModuleSwitch): SettingsPage {
  return {
    ...moduleSwitch.settingsPage,
    path: key,
    name: `settings-${key}`,
    titleKey: `${moduleSwitch.scope}.module.title`,
    // Not behind the module itself, so it can be switched back on here.
    access: { requiredPermissions: [moduleSwitch.configurePermission] },
  }
}

/** Every module's settings pages, its switch page included, in tab order. */
export function collectSettingsPages(modules: readonly ModuleDescriptor[]): SettingsPage[] {
  return modules
    .flatMap((module) => [
      ...(module.settingsPages ?? []),
      ...(module.moduleSwitch ? [switchSettingsPage(module.key, module.moduleSwitch)] : []),
    ])
    .sort((left, right) => left.order - right.order)
}

export function settingsPageRoute(page: SettingsPage): RouteRecordRaw {
  return { path: page.path, name: page.name, component: page.component, meta: { ...page.access, titleKey: page.titleKey } }
}
