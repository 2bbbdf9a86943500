import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'

/** SQL of unique constraints and indexes (their metadata; the PostgreSQL indexes are in storage/ddl.ts). */

type ConstraintKind = 'unique' | 'index'

export interface ConstraintRowWrite {
  id: string
  definitionId: string
  tableId: string
  kind: ConstraintKind
  indexName: string
}

export async function insertConstraint(db: Db, row: ConstraintRowWrite, fieldIds: string[], now: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_constraints (id, entity_definition_id, entity_definition_table_id, kind, index_name, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, row.definitionId, row.tableId, row.kind, row.indexName, now, randomUUID()],
  )
  for (const [position, fieldId] of fieldIds.entries()) {
    await db.query('INSERT INTO entity_constraint_fields (constraint_id, field_id, position) VALUES ($1, $2, $3)', [row.id, fieldId, position])
  }
}

/** A constraint (or index) of that kind with its definition and index name; null when unknown. */
export async function findConstraint(db: Db, id: string, kind: ConstraintKind): Promise<{ definitionId: string; indexName: string } | null> {
  const [row] = await db.query<{ entity_definition_id: string; index_name: string }>(
    'SELECT entity_definition_id, index_name FROM entity_constraints WHERE id = $1 AND kind = $2',
    [id, kind],
  )
  return row ? { definitionId: row.entity_definition_id, indexName: row.index_name } : null
}

/** The constraints and indexes of the definition that include the field. */
export async function constraintsWithField(db: Db, definitionId: string, fieldId: string): Promise<Array<{ id: string; indexName: string }>> {
  const rows = await db.query<{ id: string; index_name: string }>(
    `SELECT c.id, c.index_name FROM entity_constraints c JOIN entity_constraint_fields cf ON cf.constraint_id = c.id
     WHERE c.entity_definition_id = $1 AND cf.field_id = $2`,
    [definitionId, fieldId],
  )
  return rows.map((row) => ({ id: row.id, indexName: row.index_name }))
}

export async function deleteConstraintRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_constraints WHERE id = $1', [id])
}

/** Groups of rows that share values in the columns (none empty), largest first; `values` joined with " | ". */
export async function duplicateValueGroups(db: Db, qualifiedTable: string, quotedColumns: string[]): Promise<Array<{ values: string; count: number }>> {
  const columns = quotedColumns.map((column) => `t.${column}`)
  const groups = await db.query<{ vals: string; n: number }>(
    `SELECT concat_ws(' | ', ${columns.map((column) => `${column}::text`).join(', ')}) AS vals, count(*)::int AS n
     FROM ${qualifiedTable} t WHERE ${columns.map((column) => `${column} IS NOT NULL`).join(' AND ')}
     GROUP BY ${columns.join(', ')} HAVING count(*) > 1 ORDER BY count(*) DESC, 1`,
  )
  return groups.map((group) => ({ values: group.vals, count: group.n }))
}
