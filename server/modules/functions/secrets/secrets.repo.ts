import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { SealedValue } from './secretCipher'

/** SQL of function_secrets. Listing never selects the sealed value; only `findSealedValue` does. */

export interface StoredSecret {
  id: string
  name: string
  description: string | null
  version: number
  createdAt: string
  createdBy: string | null
  rotatedAt: string
  rotatedBy: string | null
  rowVersion: string
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
const columns = `id, name, description, version, ${iso('created_at')} AS "createdAt", created_by AS "createdBy",
  ${iso('rotated_at')} AS "rotatedAt", rotated_by AS "rotatedBy", row_version::text AS "rowVersion"`

export async function listSecretRows(db: Db): Promise<StoredSecret[]> {
  return db.query<StoredSecret>(`SELECT ${columns} FROM function_secrets ORDER BY name`)
}

export async function findSecretRow(db: Db, id: string, options: { lock?: boolean } = {}): Promise<StoredSecret | null> {
  const [row] = await db.query<StoredSecret>(`SELECT ${columns} FROM function_secrets WHERE id = $1${options.lock ? ' FOR UPDATE' : ''}`, [id])
  return row ?? null
}

export async function findSecretIdByName(db: Db, name: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM function_secrets WHERE name = $1', [name])
  return row?.id ?? null
}

/** The sealed value of the named secret with its id and version (for a function that uses it). */
export async function findSealedValue(db: Db, name: string): Promise<(SealedValue & { id: string; version: number }) | null> {
  const [row] = await db.query<SealedValue & { id: string; version: number }>(
    'SELECT id, version, ciphertext, iv, auth_tag AS tag FROM function_secrets WHERE name = $1',
    [name],
  )
  return row ?? null
}

export async function insertSecretRow(db: Db, row: { id: string; name: string; description: string | null; sealed: SealedValue; userId: string; now: Date }): Promise<void> {
  await db.query(
    `INSERT INTO function_secrets (id, name, description, version, ciphertext, iv, auth_tag, created_at, created_by, rotated_at, rotated_by, row_version)
     VALUES ($1, $2, $3, 1, $4, $5, $6, $7, $8, $7, $8, $9)`,
    [row.id, row.name, row.description, row.sealed.ciphertext, row.sealed.iv, row.sealed.tag, row.now, row.userId, randomUUID()],
  )
}

export async function updateSecretDescription(db: Db, id: string, description: string | null): Promise<void> {
  await db.query('UPDATE function_secrets SET description = $2, row_version = $3 WHERE id = $1', [id, description, randomUUID()])
}

export async function updateSecretValue(db: Db, id: string, version: number, sealed: SealedValue, userId: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE function_secrets SET version = $2, ciphertext = $3, iv = $4, auth_tag = $5, rotated_at = $6, rotated_by = $7, row_version = $8 WHERE id = $1`,
    [id, version, sealed.ciphertext, sealed.iv, sealed.tag, now, userId, randomUUID()],
  )
}

export async function deleteSecretRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM function_secrets WHERE id = $1', [id])
}
