import { administratorRoles, type OperationOptions } from '../../../http/operation'
import type { ProjectKind } from '../projectKind'

/**
 * Authentication item 8: reads need View; changing the source needs an administrator role and
 * Manage source (an Operator with View may look but not change). The same for either project.
 */
export const viewAccess = (kind: ProjectKind): Pick<OperationOptions, 'requiredPermissions'> => ({ requiredPermissions: [kind.permissions.view] })

export const manageSourceAccess = (kind: ProjectKind): Pick<OperationOptions, 'requiredRoles' | 'requiredPermissions'> => ({
  requiredRoles: administratorRoles,
  requiredPermissions: [kind.permissions.manageSource],
})
