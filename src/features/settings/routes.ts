import type { RouteRecordRaw } from 'vue-router'
import type { AccessRequirement } from '@/app/access'

export const settingsPaths = {
  general: '/settings',
  files: '/settings/files',
  boards: '/settings/boards',
  entitlements: '/settings/entitlements',
}

/** Who may see the file-system settings (the server's read is for these roles; changing them needs settings.manage). */
export const fileSettingsAccess: AccessRequirement = { requiredRoles: ['Admin', 'Configurator'] }

/** The Boards module switch: not behind the module itself, so it can be switched back on here. */
export const boardsModuleAccess: AccessRequirement = { requiredPermissions: ['boards.configure'] }

/** The Entitlements module switch, likewise outside the module. */
export const entitlementsModuleAccess: AccessRequirement = { requiredPermissions: ['entitlements.configure'] }

export const settingsRoutes: RouteRecordRaw[] = [
  {
    path: settingsPaths.general,
    component: () => import('./views/SettingsLayout.vue'),
    children: [
      {
        path: '',
        name: 'settings',
        component: () => import('./views/SettingsView.vue'),
        meta: { titleKey: 'settings.title' },
      },
      {
        path: 'files',
        name: 'settings-files',
        component: () => import('./files/views/FileSettingsView.vue'),
        meta: { ...fileSettingsAccess, titleKey: 'fileSettings.title' },
      },
      {
        path: 'boards',
        name: 'settings-boards',
        component: () => import('@/features/boards/views/BoardsModuleView.vue'),
        meta: { ...boardsModuleAccess, titleKey: 'boardsDesigner.module.title' },
      },
      {
        path: 'entitlements',
        name: 'settings-entitlements',
        component: () => import('@/features/entitlements/setup/views/EntitlementsModuleView.vue'),
        meta: { ...entitlementsModuleAccess, titleKey: 'entitlementsSetup.module.title' },
      },
    ],
  },
]
