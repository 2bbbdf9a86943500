/** Members of the profile's `Modules` object (see the user profile in the platform spec). */
export const moduleNames = [
  'Boards',
  'Booking',
  'CurrencyRates',
  'EntitlementOperations',
  'FileProtection',
  'WorkInbox',
  'WorkSchedule',
] as const
export type ModuleName = (typeof moduleNames)[number]

/** What a route or navigation entry asks of the signed-in user. */
export interface AccessRequirement {
  /** Any one of these roles. */
  requiredRoles?: string[]
  /** All of these permissions. */
  requiredPermissions?: string[]
  /** A module that must be enabled in the workspace. */
  module?: ModuleName
}

export interface MissingAccess {
  roles: string[]
  permissions: string[]
  module: ModuleName | null
}

export interface AccessHolder {
  hasAnyRole(names: string[]): boolean
  hasPermission(key: string): boolean
  isModuleEnabled(name: string): boolean
}

/** What the user lacks for `requirement`, or null when nothing is missing. */
export function findMissingAccess(requirement: AccessRequirement, holder: AccessHolder): MissingAccess | null {
  const roles = requirement.requiredRoles ?? []
  const missing: MissingAccess = {
    roles: roles.length > 0 && !holder.hasAnyRole(roles) ? [...roles] : [],
    permissions: (requirement.requiredPermissions ?? []).filter((key) => !holder.hasPermission(key)),
    module: requirement.module && !holder.isModuleEnabled(requirement.module) ? requirement.module : null,
  }
  const nothingMissing = missing.roles.length === 0 && missing.permissions.length === 0 && missing.module === null
  return nothingMissing ? null : missing
}
