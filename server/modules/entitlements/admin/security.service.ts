import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, staleRowVersion } from '../../../http/errors'
import { GrantSubjectType, modelOperations, type ModelOperation } from '../shared/access'
import { deleteModelGrants, existingUserIds, insertModelGrant, listModelGrants, listRoleNames } from './grants.repo'
import { requireModelRow } from './models.read'
import { renewSecurityRowVersion } from './models.repo'
import { AdminCode, oneOf } from './validation'

/** Model security: who besides Admins may read, issue (and run the lifecycle) and adjust a model's entitlements. */

export type SecurityUpdate = ConfigSchemas['EntitlementModelSecurityUpdateRequest']

export type GrantInput = SecurityUpdate['Grants'][number]

export type ModelGrant = ConfigSchemas['EntitlementModelGrant']

export type ModelSecurity = ConfigSchemas['EntitlementModelSecurity']

export async function readModelSecurity(db: Db, modelId: string): Promise<ModelSecurity> {
  const model = await requireModelRow(db, modelId)
  const grants = (await listModelGrants(db, modelId)).map((grant) => ({
    Operation: grant.operation,
    SubjectType: grant.subjectType,
    SubjectId: grant.subjectId,
    DisplayName: grant.displayName ?? (grant.subjectType === GrantSubjectType.User ? 'Unknown user' : grant.subjectId),
  }))
  const operationOrder = (operation: ModelOperation) => modelOperations.indexOf(operation)
  grants.sort((a, b) => operationOrder(a.Operation) - operationOrder(b.Operation) || a.SubjectType - b.SubjectType || a.DisplayName.localeCompare(b.DisplayName))
  return { ModelId: modelId, Grants: grants, RowVersion: model.security_row_version }
}

/** The grants as they will be stored: known subjects (roles in their own spelling), duplicates collapsed. */
async function validGrants(db: Db, grants: readonly GrantInput[]): Promise<GrantInput[]> {
  const roleNames = new Map((await listRoleNames(db)).map((name) => [name.toLowerCase(), name]))
  const userIds = grants.filter((grant) => grant.SubjectType === GrantSubjectType.User).map((grant) => grant.SubjectId)
  const knownUsers = new Set(await existingUserIds(db, userIds))
  const byKey = new Map<string, GrantInput>()
  grants.forEach((grant, index) => {
    const field = `Grants[${index}]`
    if (!(modelOperations as readonly string[]).includes(grant.Operation)) {
      throw badRequest(AdminCode.invalid, 'Operation must be read, issue or adjust.', `${field}.Operation`)
    }
    oneOf(grant.SubjectType, [GrantSubjectType.Role, GrantSubjectType.User], `${field}.SubjectType`)
    const subject = grant.SubjectId?.trim() ?? ''
    const isRole = grant.SubjectType === GrantSubjectType.Role
    const stored = isRole ? roleNames.get(subject.toLowerCase()) : knownUsers.has(subject) ? subject : undefined
    if (!stored) {
      const message = isRole ? `There is no role "${subject}".` : `There is no user "${subject}".`
      throw badRequest(AdminCode.subjectUnknown, message, `${field}.SubjectId`)
    }
    byKey.set(`${grant.Operation}|${grant.SubjectType}|${stored.toLowerCase()}`, { Operation: grant.Operation, SubjectType: grant.SubjectType, SubjectId: stored })
  })
  return [...byKey.values()]
}

/** Replaces every grant of the model; RowVersion is the model's SecurityRowVersion. */
export async function updateModelSecurity(db: Db, modelId: string, input: SecurityUpdate): Promise<ModelSecurity> {
  return db.transaction(async (tx) => {
    const model = await requireModelRow(tx, modelId, { forUpdate: true })
    if (input.RowVersion !== model.security_row_version) throw staleRowVersion(await readModelSecurity(tx, modelId))
    const grants = await validGrants(tx, input.Grants ?? [])
    await deleteModelGrants(tx, modelId)
    for (const grant of grants) {
      await insertModelGrant(tx, modelId, { operation: grant.Operation, subjectType: grant.SubjectType, subjectId: grant.SubjectId })
    }
    await renewSecurityRowVersion(tx, modelId, randomUUID())
    return readModelSecurity(tx, modelId)
  })
}
