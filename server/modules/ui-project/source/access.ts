import { administratorRoles, type OperationOptions } from '../../../http/operation'

/**
 * Authentication item 8: reads need View; changing the source needs an administrator role and
 * Manage source (an Operator with View may look but not change).
 */
export const viewAccess: Pick<OperationOptions, 'requiredPermissions'> = { requiredPermissions: ['uiproject.view'] }

export const manageSourceAccess: Pick<OperationOptions, 'requiredRoles' | 'requiredPermissions'> = {
  requiredRoles: administratorRoles,
  requiredPermissions: ['uiproject.source.manage'],
}
