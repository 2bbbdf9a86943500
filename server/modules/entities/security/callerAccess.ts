import type { Db } from '../../../db'
import { securityFacts } from '../../principals'
import { callerTimeZone } from '../expressions/expressions.service'
import { cachedExpressionSchema, loadExpressionSchema } from '../expressions/schema'
import { loadDefinitionModel } from '../model'
import type { RecordDefinition } from '../records/recordModel'
import { grantsFor, isUnrestricted, recordAccess, unrestrictedAccess, type RecordAccess, type RecordSubject } from './access'
import { instancePermissions, type InstancePermissions } from '../records/permissions'
import type { PermissionAssignmentModel } from './security.types'

/** Who asks, as the record routes know them (roles from their token). */
export interface AccessCaller {
  userId: string
  roles: readonly string[]
}

const noFacts = { roleNames: [], groupIds: [], groupKeys: [] }

/** The caller as security statements see them: roles and groups from the database. */
export async function loadRecordSubject(db: Db, userId: string, roles?: readonly string[]): Promise<RecordSubject> {
  const facts = (await securityFacts(db, userId)) ?? { ...noFacts, displayName: userId }
  const roleNames = roles ? [...roles] : facts.roleNames
  return { userId, isAdmin: roleNames.includes('Admin'), facts: { roleNames, groupIds: facts.groupIds, groupKeys: facts.groupKeys } }
}

/**
 * The caller's access to a definition's records. Inside a transaction the schema is loaded from it;
 * outside, the cached schema is used (renewed by every schema change).
 */
export async function accessFor(
  db: Db,
  definition: RecordDefinition,
  caller: AccessCaller,
  now: Date,
  options: { inTransaction?: boolean; subject?: RecordSubject; assignments?: PermissionAssignmentModel[] } = {},
): Promise<RecordAccess> {
  const assignments = options.assignments ?? definition.security.permissionAssignments
  const quick: RecordSubject = options.subject ?? { userId: caller.userId, isAdmin: caller.roles.includes('Admin'), facts: noFacts }
  if (isUnrestricted(quick, assignments)) return unrestrictedAccess(quick)
  const subject = options.subject ?? (await loadRecordSubject(db, caller.userId, caller.roles))
  const schema = options.inTransaction
    ? await loadDefinitionModel(db, definition.id).then((model) => (model ? loadExpressionSchema(db, model) : null))
    : await cachedExpressionSchema(db, definition.id)
  if (!schema) throw new Error(`Entity definition ${definition.id} has no schema`)
  const timeZone = await callerTimeZone(db, caller.userId)
  return recordAccess({ definition, subject, schema, tableId: definition.primary.id, now, timeZone, assignments })
}

/** Whether the caller may read any record of the definition at all (some records, or all). */
export async function mayReadRecords(db: Db, definition: RecordDefinition, caller: AccessCaller, now: Date): Promise<boolean> {
  const access = await accessFor(db, definition, caller, now)
  return access.unrestricted || (access.conditions.get('Read') ?? null) !== null
}

/** What the caller may do with one record (its Permissions), e.g. for the files of the record. */
export async function recordPermissionsFor(
  db: Db,
  definition: RecordDefinition,
  caller: AccessCaller,
  record: { id: string; archived: boolean },
  now: Date,
): Promise<InstancePermissions> {
  const access = await accessFor(db, definition, caller, now)
  const grants = (await grantsFor(db, access, definition.primary.qualifiedName, [record.id])).get(record.id)
  return instancePermissions(definition, record.archived, grants ?? new Set())
}
