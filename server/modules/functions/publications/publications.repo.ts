import type { Db } from '../../../db'
import { iso } from '../../../platform/values'

/** function_publications: a function version published as a runtime command or for enqueue. */

export interface StoredPublication {
  id: string
  key: string
  description: string | null
  functionId: string
  functionVersionId: string | null
  kind: number
  requiredPermission: string
  inputSchema: Record<string, unknown> | null
  deduplicationMode: number
  deduplicationMembers: string[]
  isEnabled: boolean
  rowVersion: string
  createdAt: string
  modifiedAt: string
  modifiedByUserId: string | null
}

interface PublicationRow {
  id: string
  key: string
  description: string | null
  function_id: string
  function_version_id: string | null
  kind: number
  required_permission: string
  input_schema: Record<string, unknown> | null
  deduplication_mode: number
  deduplication_members: string[]
  is_enabled: boolean
  row_version: string
  created_at: Date | string
  modified_at: Date | string
  modified_by_user_id: string | null
}

const toPublication = (row: PublicationRow): StoredPublication => ({
  id: row.id,
  key: row.key,
  description: row.description,
  functionId: row.function_id,
  functionVersionId: row.function_version_id,
  kind: row.kind,
  requiredPermission: row.required_permission,
  inputSchema: row.input_schema,
  deduplicationMode: row.deduplication_mode,
  deduplicationMembers: row.deduplication_members,
  isEnabled: row.is_enabled,
  rowVersion: row.row_version,
  createdAt: iso(row.created_at),
  modifiedAt: iso(row.modified_at),
  modifiedByUserId: row.modified_by_user_id,
})

export async function listPublicationRows(db: Db): Promise<StoredPublication[]> {
  return (await db.query<PublicationRow>('SELECT * FROM function_publications ORDER BY key')).map(toPublication)
}

export async function findPublicationRow(db: Db, where: 'id' | 'key', value: string, options: { lock?: boolean } = {}): Promise<StoredPublication | null> {
  const [row] = await db.query<PublicationRow>(`SELECT * FROM function_publications WHERE ${where} = $1${options.lock ? ' FOR UPDATE' : ''}`, [value])
  return row ? toPublication(row) : null
}

export type PublicationWrite = Omit<StoredPublication, 'createdAt' | 'modifiedAt'>

export async function insertPublicationRow(db: Db, row: PublicationWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_publications (id, key, description, function_id, function_version_id, kind, required_permission, input_schema,
       deduplication_mode, deduplication_members, is_enabled, row_version, created_at, modified_at, modified_by_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10::jsonb, $11, $12, $13, $13, $14) ON CONFLICT (id) DO NOTHING`,
    [
      row.id, row.key, row.description, row.functionId, row.functionVersionId, row.kind, row.requiredPermission,
      row.inputSchema ? JSON.stringify(row.inputSchema) : null, row.deduplicationMode, JSON.stringify(row.deduplicationMembers),
      row.isEnabled, row.rowVersion, now, row.modifiedByUserId,
    ],
  )
}

export async function updatePublicationRow(db: Db, row: PublicationWrite, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_publications SET key = $2, description = $3, function_id = $4, function_version_id = $5, kind = $6,
       required_permission = $7, input_schema = $8::jsonb, deduplication_mode = $9, deduplication_members = $10::jsonb,
       is_enabled = $11, row_version = $12, modified_at = $13, modified_by_user_id = $14
     WHERE id = $1`,
    [
      row.id, row.key, row.description, row.functionId, row.functionVersionId, row.kind, row.requiredPermission,
      row.inputSchema ? JSON.stringify(row.inputSchema) : null, row.deduplicationMode, JSON.stringify(row.deduplicationMembers),
      row.isEnabled, row.rowVersion, now, row.modifiedByUserId,
    ],
  )
}

export async function deletePublicationRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_publications WHERE id = $1', [id])
}
