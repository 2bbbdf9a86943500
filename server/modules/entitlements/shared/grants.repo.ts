import { GrantSubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import type { ModelOperation } from './access'

/** Grants of the models' operations as the access checks read them. */

export interface GrantedOperation {
  modelId: string
  operation: ModelOperation
}

/** The operations of the given models granted to one of the roles (lower-case) or to the user. */
export async function grantedOperations(db: Db, modelIds: readonly string[], roles: string[], userId: string): Promise<GrantedOperation[]> {
  const rows = await db.query<{ model_id: string; operation: ModelOperation }>(
    `SELECT model_id, operation FROM entitlement_model_grants
     WHERE model_id = ANY($1::text[])
       AND ((subject_type = ${GrantSubjectType.Role} AND lower(subject_id) = ANY($2::text[]))
         OR (subject_type = ${GrantSubjectType.User} AND subject_id = $3))`,
    [[...modelIds], roles, userId],
  )
  return rows.map((row) => ({ modelId: row.model_id, operation: row.operation }))
}

/** The ids of every model. */
export async function allModelIds(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>('SELECT id FROM entitlement_models')
  return rows.map((row) => row.id)
}
