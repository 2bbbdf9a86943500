import type { Db } from '../../db'
import { displayExpression, type RecordDefinition } from '../entities'

/** SQL of the entity records files belong to. */

interface RecordRow {
  id: string
  number: string
  display_name: string
  archived: boolean
}

export interface RecordSummary {
  id: string
  number: string
  displayName: string
  archived: boolean
}

/** The records of the definition among `ids`, with their display name and whether they are archived. */
export async function findRecordSummaries(db: Db, definition: RecordDefinition, ids: readonly string[]): Promise<RecordSummary[]> {
  const rows = await db.query<RecordRow>(
    `SELECT t.id, t.number, ${displayExpression(definition, 't')} AS display_name, t.archived_at IS NOT NULL AS archived
     FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [[...ids]],
  )
  return rows.map((row) => ({ id: row.id, number: row.number, displayName: row.display_name, archived: row.archived }))
}
