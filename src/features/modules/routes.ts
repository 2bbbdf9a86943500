import type { RouteRecordRaw } from 'vue-router'
import { moduleEntries } from '@/app/navigation'

/** Modules this version of the app does not build yet: each address opens one honest "not available" page. */
export const modulesRoutes: RouteRecordRaw[] = moduleEntries
  .filter((entry) => entry.planned)
  .map((entry) => ({
    path: `${entry.to}/:rest(.*)*`,
    name: `module-${entry.key}`,
    component: () => import('./views/ModuleUnavailableView.vue'),
    props: { titleKey: entry.titleKey },
    meta: {
      titleKey: entry.titleKey,
      requiredRoles: entry.requiredRoles,
      requiredPermissions: entry.requiredPermissions,
      module: entry.module,
    },
  }))
