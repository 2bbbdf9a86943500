import type { AccessRequirement } from './access'

export interface ModuleEntry extends AccessRequirement {
  key: string
  /** i18n key of the module name; `<key>.description` is assumed beside it in `modules`. */
  titleKey: string
  descriptionKey: string
  to: string
  /** Not built in this version: shown as coming, never as a link; its address opens the "not available" page. */
  planned?: boolean
}

/** The modules of the app in navigation order; access mirrors each route's meta. Icons live in the layout. */
export const moduleEntries: ModuleEntry[] = [
  {
    key: 'entities',
    titleKey: 'modules.entities.title',
    descriptionKey: 'modules.entities.description',
    to: '/entities',
    requiredPermissions: ['entities.configure'],
  },
  {
    key: 'boards',
    titleKey: 'modules.boards.title',
    descriptionKey: 'modules.boards.description',
    to: '/boards',
    module: 'Boards',
    requiredPermissions: ['boards.use'],
  },
  {
    key: 'entitlements',
    titleKey: 'modules.entitlements.title',
    descriptionKey: 'modules.entitlements.description',
    to: '/entitlements',
    module: 'EntitlementOperations',
    requiredPermissions: ['entitlements.use'],
  },
  {
    key: 'functionOperations',
    titleKey: 'modules.functionOperations.title',
    descriptionKey: 'modules.functionOperations.description',
    to: '/function-operations',
    requiredPermissions: ['functions.operations.view'],
  },
  {
    key: 'files',
    titleKey: 'modules.files.title',
    descriptionKey: 'modules.files.description',
    to: '/files/trash',
    requiredPermissions: ['files.manage'],
  },
  {
    key: 'uiProject',
    titleKey: 'modules.uiProject.title',
    descriptionKey: 'modules.uiProject.description',
    to: '/ui-project',
    requiredPermissions: ['uiproject.view'],
  },
  {
    key: 'principals',
    titleKey: 'modules.principals.title',
    descriptionKey: 'modules.principals.description',
    to: '/principals/users',
    requiredRoles: ['Admin', 'Configurator'],
  },
  {
    key: 'settings',
    titleKey: 'modules.settings.title',
    descriptionKey: 'modules.settings.description',
    to: '/settings',
  },
]
