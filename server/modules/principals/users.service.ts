import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict, forbidden, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { hashPassword } from './passwords'
import { assertRowVersion, chooseId, duplicateId } from './common'
import { distinct, optionalText } from '../../platform/values'
import { checkExtendedData } from './extendedData'
import { grantorFor, type Grantor } from './grants'
import { planList, toPage, type ListQuery, type Page } from '../../platform/paging'
import { findExistingGroupIds } from './groups.repo'
import { findExistingRoleIds } from './roles.repo'
import type { User, UserCreate, UserRecord, UserUpdate } from './types'
import { UserType } from './types'
import {
  deleteAccessTokensOf, deleteUserRow, findNameClash, findUserRow, insertUser, listUserRows, replaceUserGroups, replaceUserRoles, toUser,
  updateUserRow, userSortColumns, type UserSortField, type UserWrite,
} from './users.repo'

export const minimumPasswordLength = 8

export async function listUsers(db: Db, caller: AuthContext, query: ListQuery<UserSortField> & { UserType?: number }): Promise<Page<User>> {
  const plan = planList(query, userSortColumns, 'UserName', 'u.id')
  const { rows, total } = await listUserRows(db, plan, query.UserType)
  const grantor = await grantorFor(db, caller)
  return toPage(rows.map((row) => withActions(toUser(row), grantor, caller)), plan, total)
}

export async function getUser(db: Db, caller: AuthContext, id: string): Promise<User> {
  return withActions(await loadUser(db, id), await grantorFor(db, caller), caller)
}

async function loadUser(db: Db, id: string): Promise<UserRecord> {
  const row = await findUserRow(db, id)
  if (!row) throw notFound(`User "${id}" does not exist.`, id)
  return toUser(row)
}

function withActions(user: UserRecord, grantor: Grantor, caller: AuthContext): User {
  const canUpdate = grantor.canManagePrincipals && grantor.mayManage(user)
  return { ...user, AllowedActions: { CanUpdate: canUpdate, CanDelete: canUpdate && user.Id !== caller.userId } }
}

export function displayNameOf(userName: string, firstName: string | null, lastName: string | null): string {
  return [firstName, lastName].filter(Boolean).join(' ') || userName
}

function userNameOf(value: string): string {
  const userName = value.trim()
  if (!userName) throw badRequest('workspace.validation.required', 'UserName is required.', 'UserName')
  return userName
}

export function checkPassword(password: string): void {
  if (password.length < minimumPasswordLength) {
    throw badRequest('workspace.principals.weakPassword', `A password has at least ${minimumPasswordLength} characters.`, 'Password')
  }
}

async function checkReferences(db: Db, roleIds: string[], groupIds: string[]): Promise<void> {
  if (roleIds.length > 0) {
    const found = new Set(await findExistingRoleIds(db, roleIds))
    const index = roleIds.findIndex((id) => !found.has(id))
    if (index >= 0) throw badRequest('workspace.principals.unknownRole', `Role "${roleIds[index]}" does not exist.`, `RoleIds[${index}]`)
  }
  if (groupIds.length > 0) {
    const found = new Set(await findExistingGroupIds(db, groupIds))
    const index = groupIds.findIndex((id) => !found.has(id))
    if (index >= 0) {
      throw badRequest('workspace.validation.invalid', `Responsibility group "${groupIds[index]}" does not exist.`, `ResponsibilityGroupIds[${index}]`)
    }
  }
}

async function checkUnique(db: Db, userName: string, email: string | null, exceptId: string | null): Promise<void> {
  const clash = await findNameClash(db, userName, email, exceptId)
  if (clash === 'UserName') throw conflict('workspace.principals.duplicateName', `The user name "${userName}" is already taken.`, 'UserName')
  if (clash === 'Email') throw conflict('workspace.principals.duplicateName', `The email "${email}" is already taken.`, 'Email')
}

export async function createUser(db: Db, caller: AuthContext, input: UserCreate, now: Date): Promise<User> {
  const userType = input.UserType
  if (userType === UserType.SystemUser && !caller.roles.includes('Admin')) {
    throw forbidden('Only an Admin can create a system user.', { roles: ['Admin'] })
  }
  const password = input.Password ?? null
  if (password !== null && userType !== UserType.WorkspaceUser) {
    throw badRequest('workspace.principals.passwordNotAllowed', 'Only a workspace user can have a password.', 'Password')
  }
  if (password !== null) checkPassword(password)
  const id = chooseId(input.Id)
  const roleIds = distinct(input.RoleIds)
  const groupIds = distinct(input.ResponsibilityGroupIds)
  const firstName = optionalText(input.FirstName)
  const lastName = optionalText(input.LastName)
  const userName = userNameOf(input.UserName)
  const write: UserWrite = {
    userName,
    email: optionalText(input.Email),
    firstName,
    lastName,
    displayName: displayNameOf(userName, firstName, lastName),
    isActive: input.IsActive ?? true,
    locale: optionalText(input.Locale),
    timeZone: optionalText(input.TimeZone),
    extendedData: checkExtendedData(input.ExtendedData),
  }
  const passwordHash = password === null ? null : await hashPassword(password)
  return db.transaction(async (tx) => {
    if (await findUserRow(tx, id)) throw duplicateId(id)
    await checkUnique(tx, write.userName, write.email, null)
    await checkReferences(tx, roleIds, groupIds)
    const grantor = await grantorFor(tx, caller)
    grantor.assertMayChangeRoles([], roleIds)
    await insertUser(tx, { ...write, id, userType, passwordHash }, now, randomUUID())
    await replaceUserRoles(tx, id, roleIds)
    await replaceUserGroups(tx, id, groupIds)
    return withActions(await loadUser(tx, id), grantor, caller)
  })
}

export async function updateUser(db: Db, caller: AuthContext, id: string, input: UserUpdate, now: Date): Promise<User> {
  const extendedData = input.ExtendedData === undefined ? undefined : checkExtendedData(input.ExtendedData)
  return db.transaction(async (tx) => {
    const current = await loadUser(tx, id)
    const grantor = await grantorFor(tx, caller)
    grantor.assertMayManage(current)
    assertRowVersion(current, input.RowVersion)
    // Members left out keep their value; null clears a nullable member.
    const pick = <T>(value: T | undefined, fallback: T) => (value === undefined ? fallback : value)
    const userName = input.UserName === undefined ? current.UserName : userNameOf(input.UserName)
    const firstName = input.FirstName === undefined ? current.FirstName : optionalText(input.FirstName)
    const lastName = input.LastName === undefined ? current.LastName : optionalText(input.LastName)
    const write: UserWrite = {
      userName,
      email: input.Email === undefined ? current.Email : optionalText(input.Email),
      firstName,
      lastName,
      displayName: displayNameOf(userName, firstName, lastName),
      isActive: pick(input.IsActive, current.IsActive),
      locale: input.Locale === undefined ? current.Locale : optionalText(input.Locale),
      timeZone: input.TimeZone === undefined ? current.TimeZone : optionalText(input.TimeZone),
      extendedData: extendedData ?? current.ExtendedData,
    }
    const roleIds = input.RoleIds === undefined ? current.RoleIds : distinct(input.RoleIds)
    const groupIds = input.ResponsibilityGroupIds === undefined ? current.ResponsibilityGroupIds : distinct(input.ResponsibilityGroupIds)
    await checkUnique(tx, write.userName, write.email, id)
    await checkReferences(tx, roleIds, groupIds)
    grantor.assertMayChangeRoles(current.RoleIds, roleIds)
    await updateUserRow(tx, id, write, now, randomUUID())
    if (input.RoleIds !== undefined) await replaceUserRoles(tx, id, roleIds)
    if (input.ResponsibilityGroupIds !== undefined) await replaceUserGroups(tx, id, groupIds)
    if (!write.isActive) await deleteAccessTokensOf(tx, id)
    return withActions(await loadUser(tx, id), grantor, caller)
  })
}

export async function deleteUser(db: Db, caller: AuthContext, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await loadUser(tx, id)
    const grantor = await grantorFor(tx, caller)
    grantor.assertMayManage(current)
    assertRowVersion(current, rowVersion)
    if (id === caller.userId) throw conflict('workspace.principals.selfDelete', 'You cannot delete your own user.', undefined, current)
    await deleteUserRow(tx, id)
    return id
  })
}
