import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { assertRowVersion, chooseId, duplicateId } from './common'
import { optionalText } from '../../platform/values'
import { checkExtendedData } from './extendedData'
import { grantorFor, symmetricDifference, type Grantor } from './grants'
import { planList, toPage, type ListQuery, type Page } from '../../platform/paging'
import { isKnownPermission, normalizePermissionKey } from './permissions'
import {
  deleteRoleRow, findRole, insertRole, isRoleNameTaken, listRoles as listRoleRows, replaceRolePermissions, roleSortColumns, touchRole,
  updateRoleRow,
  type RoleSortField,
} from './roles.repo'
import type { Role, RoleCreate, RoleRecord, RoleUpdate } from './types'

export async function listRoles(db: Db, caller: AuthContext, query: ListQuery<RoleSortField>): Promise<Page<Role>> {
  const plan = planList(query, roleSortColumns, 'Name', 'r.id')
  const { items, total } = await listRoleRows(db, plan)
  const grantor = await grantorFor(db, caller)
  return toPage(items.map((role) => withActions(role, grantor, caller)), plan, total)
}

export async function getRole(db: Db, caller: AuthContext, id: string): Promise<Role> {
  return withActions(await loadRole(db, id), await grantorFor(db, caller), caller)
}

async function loadRole(db: Db, id: string): Promise<RoleRecord> {
  const role = await findRole(db, id)
  if (!role) throw notFound(`Role "${id}" does not exist.`, id)
  return role
}

const isAdmin = (caller: AuthContext) => caller.roles.includes('Admin')
/** The built-in Admin role always holds every permission, so the workspace can never lock itself out. */
const isAdminRole = (role: RoleRecord) => role.IsSystem && role.Name === 'Admin'

function withActions(role: RoleRecord, grantor: Grantor, caller: AuthContext): Role {
  const manage = grantor.canManagePrincipals
  const mayGrant = manage && grantor.mayGrant(role)
  return {
    ...role,
    AllowedActions: {
      CanUpdate: manage && (!role.IsSystem || isAdmin(caller)),
      CanDelete: mayGrant && !role.IsSystem,
      CanGrant: mayGrant,
      CanSetPermissions: manage && isAdmin(caller) && !isAdminRole(role),
    },
  }
}

function roleNameOf(value: string): string {
  const name = value.trim()
  if (!name) throw badRequest('workspace.validation.required', 'Name is required.', 'Name')
  return name
}

async function checkNameFree(db: Db, name: string, exceptId: string | null): Promise<void> {
  if (await isRoleNameTaken(db, name, exceptId)) {
    throw conflict('workspace.principals.duplicateName', `The role name "${name}" is already taken.`, 'Name')
  }
}

export async function createRole(db: Db, caller: AuthContext, input: RoleCreate, now: Date): Promise<Role> {
  const id = chooseId(input.Id)
  const write = {
    name: roleNameOf(input.Name),
    description: optionalText(input.Description),
    extendedData: checkExtendedData(input.ExtendedData),
  }
  return db.transaction(async (tx) => {
    if (await findRole(tx, id)) throw duplicateId(id)
    await checkNameFree(tx, write.name, null)
    await insertRole(tx, { ...write, id }, now, randomUUID())
    return getRole(tx, caller, id)
  })
}

/** The built-in roles decide who administers the workspace: only an Admin edits them. */
function checkSystemRoleEdit(caller: AuthContext, role: RoleRecord): void {
  if (role.IsSystem && !isAdmin(caller)) {
    throw forbidden(`Only an Admin can change the built-in role "${role.Name}".`, { roles: ['Admin'] })
  }
}

export async function updateRole(db: Db, caller: AuthContext, id: string, input: RoleUpdate, now: Date): Promise<Role> {
  const extendedData = input.ExtendedData === undefined ? undefined : checkExtendedData(input.ExtendedData)
  return db.transaction(async (tx) => {
    const current = await loadRole(tx, id)
    checkSystemRoleEdit(caller, current)
    assertRowVersion(current, input.RowVersion)
    const name = input.Name === undefined ? current.Name : roleNameOf(input.Name)
    if (current.IsSystem && name !== current.Name) {
      throw conflict('workspace.principals.systemRole', 'A built-in role cannot be renamed.', 'Name', current)
    }
    await checkNameFree(tx, name, id)
    await updateRoleRow(tx, id, {
      name,
      description: input.Description === undefined ? current.Description : optionalText(input.Description),
      extendedData: extendedData ?? current.ExtendedData,
    }, now, randomUUID())
    return getRole(tx, caller, id)
  })
}

export async function deleteRole(db: Db, caller: AuthContext, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await loadRole(tx, id)
    assertRowVersion(current, rowVersion)
    if (current.IsSystem) throw conflict('workspace.principals.systemRole', 'A built-in role cannot be deleted.', undefined, current)
    // Deleting a role takes its permissions from every holder: only someone holding them may.
    const grantor = await grantorFor(tx, caller)
    grantor.assertMayChangeRoles([id], [])
    await deleteRoleRow(tx, id)
    return id
  })
}

/** Replaces a role's permissions with the normalized keys; answers the resulting sorted keys. */
export async function setRolePermissions(db: Db, caller: AuthContext, id: string, keys: readonly string[], now: Date): Promise<string[]> {
  const normalized = keys.map(normalizePermissionKey)
  const unknown = normalized.findIndex((key) => !isKnownPermission(key))
  if (unknown >= 0) {
    throw badRequest('workspace.principals.unknownPermission', `"${keys[unknown]}" is not a known permission.`, `PermissionKeys[${unknown}]`)
  }
  const result = [...new Set(normalized)].sort()
  return db.transaction(async (tx) => {
    const role = await loadRole(tx, id)
    if (isAdminRole(role)) {
      throw conflict('workspace.principals.systemRole', 'The built-in Admin role always holds every permission.', 'PermissionKeys', role)
    }
    const notHeld = symmetricDifference(role.PermissionKeys, result).filter((key) => !caller.permissions.includes(key))
    if (notHeld.length > 0) {
      throw forbidden(`You cannot grant or remove permissions you do not hold: ${notHeld.join(', ')}.`, { permissions: notHeld })
    }
    await replaceRolePermissions(tx, id, result)
    await touchRole(tx, id, now, randomUUID())
    return result
  })
}
