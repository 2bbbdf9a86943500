import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, staleRowVersion } from '../../../http/errors'
import { GrantSubjectType, modelOperations, type ModelOperation } from '../shared/access'
import { requireModelRow } from './models.read'
import { AdminCode, oneOf } from './validation'

/** Model security: who besides Admins may read, issue (and run the lifecycle) and adjust a model's entitlements. */

export type SecurityUpdate = ConfigSchemas['EntitlementModelSecurityUpdateRequest']

export type GrantInput = SecurityUpdate['Grants'][number]

export type ModelGrant = ConfigSchemas['EntitlementModelGrant']

export type ModelSecurity = ConfigSchemas['EntitlementModelSecurity']

export async function readModelSecurity(db: Db, modelId: string): Promise<ModelSecurity> {
  const model = await requireModelRow(db, modelId)
  const rows = await db.query<{ operation: ModelOperation; subject_type: GrantSubjectType; subject_id: string; display_name: string | null }>(
    `SELECT g.operation, g.subject_type, g.subject_id,
            CASE WHEN g.subject_type = ${GrantSubjectType.Role} THEN r.name ELSE u.display_name END AS display_name
     FROM entitlement_model_grants g
     LEFT JOIN roles r ON g.subject_type = ${GrantSubjectType.Role} AND lower(r.name) = lower(g.subject_id)
     LEFT JOIN users u ON g.subject_type = ${GrantSubjectType.User} AND u.id = g.subject_id
     WHERE g.model_id = $1`,
    [modelId],
  )
  const grants = rows.map((row) => ({
    Operation: row.operation,
    SubjectType: row.subject_type,
    SubjectId: row.subject_id,
    DisplayName: row.display_name ?? (row.subject_type === GrantSubjectType.User ? 'Unknown user' : row.subject_id),
  }))
  const operationOrder = (operation: ModelOperation) => modelOperations.indexOf(operation)
  grants.sort((a, b) => operationOrder(a.Operation) - operationOrder(b.Operation) || a.SubjectType - b.SubjectType || a.DisplayName.localeCompare(b.DisplayName))
  return { ModelId: modelId, Grants: grants, RowVersion: model.security_row_version }
}

/** The grants as they will be stored: known subjects (roles in their own spelling), duplicates collapsed. */
async function validGrants(db: Db, grants: readonly GrantInput[]): Promise<GrantInput[]> {
  const roles = await db.query<{ name: string }>('SELECT name FROM roles')
  const roleNames = new Map(roles.map((role) => [role.name.toLowerCase(), role.name]))
  const userIds = grants.filter((grant) => grant.SubjectType === GrantSubjectType.User).map((grant) => grant.SubjectId)
  const users = userIds.length ? await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[])', [userIds]) : []
  const knownUsers = new Set(users.map((user) => user.id))
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
    await tx.query('DELETE FROM entitlement_model_grants WHERE model_id = $1', [modelId])
    for (const grant of grants) {
      await tx.query(
        'INSERT INTO entitlement_model_grants (id, model_id, operation, subject_type, subject_id) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), modelId, grant.Operation, grant.SubjectType, grant.SubjectId],
      )
    }
    await tx.query('UPDATE entitlement_models SET security_row_version = $2 WHERE id = $1', [modelId, randomUUID()])
    return readModelSecurity(tx, modelId)
  })
}
