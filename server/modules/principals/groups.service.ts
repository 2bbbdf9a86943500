import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { badRequest, conflict, notFound } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { assertRowVersion, chooseId, duplicateId } from './common'
import { distinct, optionalText } from '../../platform/values'
import { checkExtendedData } from './extendedData'
import { grantorFor, symmetricDifference, type Grantor } from './grants'
import {
  deleteGroupRow, findGroup, groupSortColumns, insertGroup, isGroupKeyTaken, listGroups as listGroupRows, replaceMembers, updateGroupRow,
  type GroupSortField, type GroupWrite,
} from './groups.repo'
import { planList, toPage, type ListQuery, type Page } from '../../platform/paging'
import type { GroupRecord, ResponsibilityGroup, ResponsibilityGroupCreate, ResponsibilityGroupUpdate } from './types'
import { findExistingUserIds, findUserGrantFacts } from './users.repo'

const keyPattern = /^[a-z][a-z0-9_.-]{0,63}$/

export async function listGroups(db: Db, caller: AuthContext, query: ListQuery<GroupSortField>): Promise<Page<ResponsibilityGroup>> {
  const plan = planList(query, groupSortColumns, 'Key', 'g.id')
  const { items, total } = await listGroupRows(db, plan)
  return toPage(await withActions(db, items, await grantorFor(db, caller)), plan, total)
}

export async function getGroup(db: Db, caller: AuthContext, id: string): Promise<ResponsibilityGroup> {
  const [group] = await withActions(db, [await loadGroup(db, id)], await grantorFor(db, caller))
  return group!
}

async function loadGroup(db: Db, id: string): Promise<GroupRecord> {
  const group = await findGroup(db, id)
  if (!group) throw notFound(`Responsibility group "${id}" does not exist.`, id)
  return group
}

/** Deleting a group ends every membership, so it needs the same right as removing each member. */
async function withActions(db: Db, groups: GroupRecord[], grantor: Grantor): Promise<ResponsibilityGroup[]> {
  const memberIds = [...new Set(groups.flatMap((group) => group.MemberUserIds))]
  const members = new Map((await findUserGrantFacts(db, memberIds)).map((user) => [user.Id, user]))
  const manage = grantor.canManagePrincipals
  const manageable = (userId: string) => {
    const user = members.get(userId)
    return user === undefined || grantor.mayManage(user)
  }
  return groups.map((group) => ({
    ...group,
    AllowedActions: { CanUpdate: manage, CanDelete: manage && group.MemberUserIds.every(manageable) },
  }))
}

/** Joining or leaving a group changes what a user may do: only for users the caller may manage. */
async function checkMemberChange(db: Db, grantor: Grantor, before: readonly string[], after: readonly string[]): Promise<void> {
  grantor.assertMayChangeMembers(await findUserGrantFacts(db, symmetricDifference(before, after)))
}

function keyOf(value: string): string {
  if (!keyPattern.test(value)) {
    throw badRequest('workspace.validation.invalid', 'Key starts with a lower-case letter and holds only a-z, 0-9, "_", "." and "-".', 'Key')
  }
  return value
}

function nameOf(value: string): string {
  const name = value.trim()
  if (!name) throw badRequest('workspace.validation.required', 'Name is required.', 'Name')
  return name
}

async function checkMembers(db: Db, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return
  const found = new Set(await findExistingUserIds(db, userIds))
  const index = userIds.findIndex((id) => !found.has(id))
  if (index >= 0) throw badRequest('workspace.principals.unknownUser', `User "${userIds[index]}" does not exist.`, `MemberUserIds[${index}]`)
}

async function checkKeyFree(db: Db, key: string, exceptId: string | null): Promise<void> {
  if (await isGroupKeyTaken(db, key, exceptId)) {
    throw conflict('workspace.principals.duplicateName', `The key "${key}" is already taken.`, 'Key')
  }
}

export async function createGroup(db: Db, caller: AuthContext, input: ResponsibilityGroupCreate, now: Date): Promise<ResponsibilityGroup> {
  const id = chooseId(input.Id)
  const write: GroupWrite = {
    key: keyOf(input.Key),
    name: nameOf(input.Name),
    description: optionalText(input.Description),
    extendedData: checkExtendedData(input.ExtendedData),
  }
  const members = distinct(input.MemberUserIds)
  return db.transaction(async (tx) => {
    if (await findGroup(tx, id)) throw duplicateId(id)
    await checkKeyFree(tx, write.key, null)
    await checkMembers(tx, members)
    await checkMemberChange(tx, await grantorFor(tx, caller), [], members)
    await insertGroup(tx, { ...write, id }, now, randomUUID())
    await replaceMembers(tx, id, members)
    return getGroup(tx, caller, id)
  })
}

export async function updateGroup(
  db: Db, caller: AuthContext, id: string, input: ResponsibilityGroupUpdate, now: Date,
): Promise<ResponsibilityGroup> {
  const extendedData = input.ExtendedData === undefined ? undefined : checkExtendedData(input.ExtendedData)
  return db.transaction(async (tx) => {
    const current = await loadGroup(tx, id)
    assertRowVersion(current, input.RowVersion)
    const write: GroupWrite = {
      key: input.Key === undefined ? current.Key : keyOf(input.Key),
      name: input.Name === undefined ? current.Name : nameOf(input.Name),
      description: input.Description === undefined ? current.Description : optionalText(input.Description),
      extendedData: extendedData ?? current.ExtendedData,
    }
    await checkKeyFree(tx, write.key, id)
    await updateGroupRow(tx, id, write, now, randomUUID())
    if (input.MemberUserIds !== undefined) {
      const members = distinct(input.MemberUserIds)
      await checkMembers(tx, members)
      await checkMemberChange(tx, await grantorFor(tx, caller), current.MemberUserIds, members)
      await replaceMembers(tx, id, members)
    }
    return getGroup(tx, caller, id)
  })
}

export async function deleteGroup(db: Db, caller: AuthContext, id: string, rowVersion: string | undefined): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await loadGroup(tx, id)
    assertRowVersion(current, rowVersion)
    await checkMemberChange(tx, await grantorFor(tx, caller), current.MemberUserIds, [])
    await deleteGroupRow(tx, id)
    return id
  })
}
