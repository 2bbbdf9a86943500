import type { Db } from '../../db'
import { forbidden } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { listAllRoles } from './roles.repo'
import type { Role, User } from './types'
import { UserType } from './types'

/** The permission that gates every change to users, roles and responsibility groups. */
export const managePrincipalsPermission = 'principals.manage'

/** The built-in roles carry role gates of their own; a higher one includes the gates of those below. */
const builtInRank: Record<string, number> = { Operator: 1, Configurator: 2, Admin: 3 }

type GrantableRole = Pick<Role, 'Id' | 'Name' | 'IsSystem' | 'PermissionKeys'>
type ManagedUser = Pick<User, 'Id' | 'UserType' | 'RoleIds'>

/**
 * What one caller may hand out or take away. The rule: nobody grants or revokes what they do not
 * hold — a role's permissions and, for a built-in role, its role gates — and only someone who holds
 * everything a user holds may change that user, their roles or their group memberships.
 */
export class Grantor {
  private readonly isAdmin: boolean
  private readonly rank: number
  private readonly permissions: ReadonlySet<string>

  constructor(
    private readonly caller: AuthContext,
    private readonly roles: ReadonlyMap<string, GrantableRole>,
  ) {
    this.isAdmin = caller.roles.includes('Admin')
    this.rank = Math.max(0, ...caller.roles.map((role) => builtInRank[role] ?? 0))
    this.permissions = new Set(caller.permissions)
  }

  get canManagePrincipals(): boolean {
    return this.permissions.has(managePrincipalsPermission)
  }

  mayGrant(role: GrantableRole): boolean {
    if (this.isAdmin) return true
    if (role.IsSystem && (builtInRank[role.Name] ?? Infinity) > this.rank) return false
    return role.PermissionKeys.every((key) => this.permissions.has(key))
  }

  mayGrantRoleId(roleId: string): boolean {
    const role = this.roles.get(roleId)
    return role === undefined || this.mayGrant(role)
  }

  /** A system user is the platform's own; other users only when every role they hold could be granted. */
  mayManage(user: ManagedUser): boolean {
    if (this.isAdmin) return true
    if (user.UserType === UserType.SystemUser) return false
    return user.RoleIds.every((roleId) => this.mayGrantRoleId(roleId))
  }

  /** 403 unless the caller may change this user at all. */
  assertMayManage(user: ManagedUser & Pick<User, 'UserName'>): void {
    if (this.mayManage(user)) return
    if (user.UserType === UserType.SystemUser) {
      throw forbidden('Only an Admin can change a system user.', { roles: ['Admin'] })
    }
    throw forbidden(
      `You cannot change the user "${user.UserName}": they hold roles or permissions that you do not hold.`,
      this.requiredFor(user.RoleIds),
    )
  }

  /** 403 unless every role added or removed is one the caller may grant. */
  assertMayChangeRoles(before: readonly string[], after: readonly string[]): void {
    const changed = symmetricDifference(before, after)
    const refused = changed.filter((roleId) => !this.mayGrantRoleId(roleId))
    if (refused.length === 0) return
    const names = refused.map((roleId) => this.roles.get(roleId)?.Name ?? roleId)
    throw forbidden(
      `You cannot grant or remove the roles ${names.map((n) => `"${n}"`).join(', ')}: they carry roles or permissions that you do not hold.`,
      this.requiredFor(refused),
    )
  }

  /** 403 unless every member added or removed is a user the caller may manage. */
  assertMayChangeMembers(changed: readonly ManagedUser[]): void {
    const refused = changed.filter((user) => !this.mayManage(user))
    if (refused.length === 0) return
    throw forbidden(
      `You cannot change the group memberships of ${refused.map((u) => `"${u.Id}"`).join(', ')}: they hold roles or permissions that you do not hold.`,
      this.requiredFor(refused.flatMap((user) => user.RoleIds)),
    )
  }

  /** What the refusal names: the built-in roles above the caller's and the permissions they lack. */
  private requiredFor(roleIds: readonly string[]): { roles?: string[]; permissions?: string[] } {
    const roles = roleIds.map((roleId) => this.roles.get(roleId)).filter((role) => role !== undefined)
    const higher = roles.filter((role) => role.IsSystem && (builtInRank[role.Name] ?? Infinity) > this.rank).map((role) => role.Name)
    const keys = roles.flatMap((role) => role.PermissionKeys).filter((key) => !this.permissions.has(key))
    return {
      ...(higher.length > 0 ? { roles: [...new Set(higher)] } : {}),
      ...(keys.length > 0 ? { permissions: [...new Set(keys)].sort() } : {}),
    }
  }
}

export function symmetricDifference(before: readonly string[], after: readonly string[]): string[] {
  const a = new Set(before)
  const b = new Set(after)
  return [...[...a].filter((id) => !b.has(id)), ...[...b].filter((id) => !a.has(id))]
}

/** The caller's grantor, with every role's permissions loaded once. */
export async function grantorFor(db: Db, caller: AuthContext): Promise<Grantor> {
  const roles = await listAllRoles(db)
  return new Grantor(caller, new Map(roles.map((role) => [role.Id, role])))
}
