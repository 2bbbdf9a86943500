import type { Role, RoleCreate, RoleUpdate } from '../api/principals.types'

export interface RoleFormValues extends Record<string, unknown> {
  Id: string
  Name: string
  Description: string
  ExtendedData: Record<string, string>
  PermissionKeys: string[]
}

export function roleToValues(role: Role | null): RoleFormValues {
  return {
    Id: role?.Id ?? '',
    Name: role?.Name ?? '',
    Description: role?.Description ?? '',
    ExtendedData: { ...(role?.ExtendedData ?? {}) },
    PermissionKeys: [...(role?.PermissionKeys ?? [])],
  }
}

export function toRoleCreate(values: RoleFormValues): RoleCreate {
  return {
    Name: values.Name.trim(),
    Description: values.Description.trim() || null,
    ExtendedData: values.ExtendedData,
    ...(values.Id.trim() ? { Id: values.Id.trim() } : {}),
  }
}

export function toRoleUpdate(values: RoleFormValues, rowVersion: string): RoleUpdate {
  return {
    Name: values.Name.trim(),
    Description: values.Description.trim() || null,
    ExtendedData: values.ExtendedData,
    RowVersion: rowVersion,
  }
}

/** Whether the members that RoleUpdate carries differ (permissions go through their own operation). */
export function roleFieldsChanged(values: RoleFormValues, role: Role): boolean {
  const current = roleToValues(role)
  return (
    values.Name.trim() !== current.Name ||
    values.Description.trim() !== current.Description ||
    JSON.stringify(values.ExtendedData) !== JSON.stringify(current.ExtendedData)
  )
}

export function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  const norm = (keys: readonly string[]) => [...keys].map((k) => k.trim().toLowerCase()).sort().join('\n')
  return norm(a) === norm(b)
}
