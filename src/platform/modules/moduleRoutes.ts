import type { RouteRecordRaw } from 'vue-router'
import type { ModuleDescriptor } from './moduleDescriptor'
import { collectSettingsPages, settingsPageRoute, SETTINGS_LAYOUT_ROUTE } from './settingsPages'

/** The "not available" route of a planned module: every address below its path. */
function plannedRoute(module: ModuleDescriptor, path: string): RouteRecordRaw {
  return {
    path: `${path}/:rest(.*)*`,
    name: `module-${module.key}`,
    component: () => import('./ModuleUnavailablePage.vue'),
    props: { titleKey: module.titleKey },
    meta: { ...module.access, titleKey: module.titleKey },
  }
}

/**
 * The route table of all modules: each module's routes, the settings pages of all of them as
 * children of the Settings layout, and one "not available" route per planned module.
 */
export function buildModuleRoutes(modules: readonly ModuleDescriptor[]): RouteRecordRaw[] {
  const settingsChildren = collectSettingsPages(modules).map(settingsPageRoute)
  const withSettings = (route: RouteRecordRaw): RouteRecordRaw =>
    route.name === SETTINGS_LAYOUT_ROUTE ? { ...route, children: [...(route.children ?? []), ...settingsChildren] } : route
  return modules.flatMap((module) => [
    ...module.routes.map(withSettings),
    ...(module.planned ? [plannedRoute(module, module.planned.path)] : []),
  ])
}
