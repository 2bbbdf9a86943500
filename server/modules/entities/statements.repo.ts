import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { packageSource, time, type Row } from './metadataRows'
import type { EntityStatement } from './types'

/** SQL of statements (named, checked expressions over a definition's records). */

export interface StatementRowWrite {
  id: string
  definitionId: string
  name: string
  displayName: string
  expression: string
  exposeInClient: boolean
  sortOrder: number
}

export async function insertStatement(db: Db, row: StatementRowWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_statements (id, entity_definition_id, name, display_name, expression, expose_in_client, sort_order, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [row.id, row.definitionId, row.name, row.displayName, row.expression, row.exposeInClient, row.sortOrder, now, randomUUID()],
  )
}

export async function findStatementDefinitionId(db: Db, statementId: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_statements WHERE id = $1', [statementId])
  return row?.entity_definition_id ?? null
}

export async function updateStatementRow(
  db: Db,
  id: string,
  statement: { displayName: string; expression: string; exposeInClient: boolean },
): Promise<void> {
  await db.query('UPDATE entity_statements SET display_name = $2, expression = $3, expose_in_client = $4, row_version = $5 WHERE id = $1', [
    id,
    statement.displayName,
    statement.expression,
    statement.exposeInClient,
    randomUUID(),
  ])
}

export async function deleteStatementRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_statements WHERE id = $1', [id])
}

/** The definition's statements, in their order. */
export async function listStatementsOf(db: Db, definitionId: string): Promise<EntityStatement[]> {
  const rows = await db.query<Row>('SELECT * FROM entity_statements WHERE entity_definition_id = $1 ORDER BY sort_order, id', [definitionId])
  return rows.map((item) => ({
    Id: String(item.id),
    EntityDefinitionId: definitionId,
    Name: String(item.name),
    DisplayName: String(item.display_name),
    Expression: String(item.expression),
    ExposeInClient: Boolean(item.expose_in_client),
    SortOrder: Number(item.sort_order),
    IsDeleted: Boolean(item.is_deleted),
    DeletedAt: time(item.deleted_at),
    RowVersion: String(item.row_version),
    ...packageSource(item),
  }))
}
