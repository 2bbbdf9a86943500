import type { ConfigSchemas } from '../../http/contractOperations'

export type PermissionDefinition = ConfigSchemas['PermissionDefinition']

/** The one catalog of permission keys (normalized: trimmed, lower case). */
export const permissionCatalog: readonly PermissionDefinition[] = [
  { Key: 'principals.manage', DisplayName: 'Manage principals', Group: 'Administration', Description: 'Create, change and delete users, roles and responsibility groups, granting only what you hold yourself.' },
  { Key: 'entities.configure', DisplayName: 'Configure entities', Group: 'Configuration', Description: 'Author entity definitions, fields, rules and security.' },
  { Key: 'boards.configure', DisplayName: 'Configure boards', Group: 'Configuration', Description: 'Set up boards, statuses, transitions and responsibilities.' },
  { Key: 'boards.use', DisplayName: 'Work with boards', Group: 'Boards', Description: 'See boards and add, move and edit their items, as each board\'s security allows.' },
  { Key: 'entitlements.configure', DisplayName: 'Configure entitlements', Group: 'Configuration', Description: 'Set up entitlement models, plans and renewal policies.' },
  { Key: 'entitlements.use', DisplayName: 'Work with entitlements', Group: 'Entitlements', Description: 'See issued entitlements and issue, adjust and renew them, as each model\'s security allows.' },
  { Key: 'functions.operations.view', DisplayName: 'View function operations', Group: 'Business functions', Description: 'See function runs and jobs (the configuration-management access their reads need).' },
  { Key: 'functions.operations.cancel', DisplayName: 'Cancel function operations', Group: 'Business functions', Description: 'Cancel cancellable runs and jobs.' },
  { Key: 'functions.operations.run', DisplayName: 'Run functions by hand', Group: 'Business functions', Description: 'Run a function or schedule now, run a finished run again, retry a job.' },
  { Key: 'functions.publications.invoke', DisplayName: 'Call published functions', Group: 'Business functions', Description: 'Invoke functions published as commands or for enqueue, and track their jobs (each publication names the permission it needs).' },
  { Key: 'functions.settings.manage', DisplayName: 'Manage function settings', Group: 'Business functions', Description: 'Change run-history runtime settings and purge runs (with the Admin role).' },
  { Key: 'uiproject.view', DisplayName: 'View UI project', Group: 'UI project', Description: 'See the workspace UI project, its revisions and builds.' },
  { Key: 'uiproject.source.manage', DisplayName: 'Manage UI project source', Group: 'UI project', Description: 'Change the frontend source of the workspace UI project.' },
  { Key: 'uiproject.build', DisplayName: 'Build UI project', Group: 'UI project', Description: 'Run checks and builds of the workspace UI project.' },
  { Key: 'uiproject.publish', DisplayName: 'Publish UI project', Group: 'UI project', Description: 'Activate, deactivate, roll back, pin and purge UI project artifacts.' },
  { Key: 'netproject.view', DisplayName: 'View Net Operation Project', Group: 'Net Operation Project', Description: 'See the C# project of the workspace\'s business logic, its revisions, builds and artifacts.' },
  { Key: 'netproject.source.manage', DisplayName: 'Manage Net Operation Project source', Group: 'Net Operation Project', Description: 'Change the C# source of the Net Operation Project.' },
  { Key: 'netproject.build', DisplayName: 'Build Net Operation Project', Group: 'Net Operation Project', Description: 'Run compiler checks and builds of the Net Operation Project.' },
  { Key: 'netproject.publish', DisplayName: 'Publish Net Operation Project', Group: 'Net Operation Project', Description: 'Activate, deactivate, roll back, pin and purge Net Operation Project artifacts: which functions run.' },
  { Key: 'files.manage', DisplayName: 'Manage files', Group: 'Files', Description: 'Rename, delete and restore anyone\'s attachments; see the trash.' },
  { Key: 'settings.manage', DisplayName: 'Manage settings', Group: 'Administration', Description: 'Change workspace settings such as file-system rules.' },
]

const catalogKeys = new Set(permissionCatalog.map((permission) => permission.Key))

export function normalizePermissionKey(key: string): string {
  return key.trim().toLowerCase()
}

export function isKnownPermission(key: string): boolean {
  return catalogKeys.has(key)
}

const allKeys = permissionCatalog.map((permission) => permission.Key)
const adminOnly = new Set(['functions.settings.manage', 'settings.manage'])

/** Permissions each built-in role starts with. */
export const systemRolePermissions: Record<'Admin' | 'Configurator' | 'Operator', string[]> = {
  Admin: allKeys,
  Configurator: allKeys.filter((key) => !adminOnly.has(key)),
  Operator: ['functions.operations.view', 'functions.operations.cancel', 'functions.operations.run', 'functions.publications.invoke', 'files.manage', 'boards.use', 'entitlements.use', 'uiproject.view', 'uiproject.publish', 'netproject.view', 'netproject.publish'],
}
