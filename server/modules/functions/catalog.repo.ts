import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { iso } from '../../platform/values'

/** The function catalog as stored: one row per function, one immutable version row per definition. */

/** What a version defines: the settings a run uses and the code that runs. */
export interface VersionDefinition {
  DisplayName: string
  Description: string | null
  TimeoutMs: number
  MaxAttempts: number
  RequiredPermission: string | null
  SupportsCancellation: boolean
  Secrets: string[]
  Implementation: FunctionImplementation
}

/** Code shipped with the host. */
export interface BuiltinImplementation {
  Kind: 'Builtin'
  Key: string
  CodeVersion: number
}

/**
 * A function of the Net Operation Project: a method of the assembly of one artifact. Another module
 * runs it (functionImplementationRegistry); the catalog keeps where it came from.
 */
export interface ProjectImplementation {
  Kind: 'NetOperationProject'
  Key: string
  /** The build's number stands in for the code version. */
  CodeVersion: number
  Method: string
  ArtifactId: string
  BuildId: string
  RevisionId: string
  RevisionNumber: number
}

export type FunctionImplementation = BuiltinImplementation | ProjectImplementation

/** A function as the catalog stores it, with the number of its current version. */
export interface StoredFunction {
  id: string
  key: string
  displayName: string
  description: string | null
  supportsCancellation: boolean
  timeoutMs: number
  maxAttempts: number
  httpEndpointKey: string | null
  requiredPermission: string | null
  currentVersionId: string | null
  currentVersionNumber: number | null
  isEnabled: boolean
  rowVersion: string
  /** The current version's implementation (null for versions written before versions kept it). */
  currentImplementation: FunctionImplementation | null
}

interface FunctionRow {
  id: string
  key: string
  display_name: string
  description: string | null
  supports_cancellation: boolean
  timeout_ms: number
  max_attempts: number
  http_endpoint_key: string | null
  required_permission: string | null
  current_version_id: string | null
  version_number: number | null
  is_enabled: boolean
  row_version: string
  current_definition: VersionDefinition | null
}

const selectFunction = `SELECT f.*, v.version_number, v.definition AS current_definition FROM functions f LEFT JOIN function_versions v ON v.id = f.current_version_id`

const toStoredFunction = (row: FunctionRow): StoredFunction => ({
  id: row.id,
  key: row.key,
  displayName: row.display_name,
  description: row.description,
  supportsCancellation: row.supports_cancellation,
  timeoutMs: row.timeout_ms,
  maxAttempts: row.max_attempts,
  httpEndpointKey: row.http_endpoint_key,
  requiredPermission: row.required_permission,
  currentVersionId: row.current_version_id,
  currentVersionNumber: row.version_number,
  isEnabled: row.is_enabled,
  rowVersion: row.row_version,
  currentImplementation: row.current_definition?.Implementation ?? null,
})

export async function findStoredFunction(db: Db, where: 'id' | 'key', value: string, options: { lock?: boolean } = {}): Promise<StoredFunction | null> {
  const lock = options.lock ? ' FOR UPDATE OF f' : ''
  const [row] = await db.query<FunctionRow>(`${selectFunction} WHERE f.${where} = $1${lock}`, [value])
  return row ? toStoredFunction(row) : null
}

/** Every function, by display name. */
export async function listStoredFunctions(db: Db): Promise<StoredFunction[]> {
  const rows = await db.query<FunctionRow>(`${selectFunction} ORDER BY f.display_name`)
  return rows.map(toStoredFunction)
}

/** Inserts a function the catalog does not have yet (its settings follow from its first version). */
export async function insertFunctionIfMissing(db: Db, fn: { id: string; key: string; displayName: string; httpEndpointKey: string | null }, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO functions (id, key, display_name, timeout_ms, max_attempts, http_endpoint_key, created_at, modified_at)
     VALUES ($1, $2, $3, 0, 1, $4, $5, $5) ON CONFLICT (id) DO NOTHING`,
    [fn.id, fn.key, fn.displayName, fn.httpEndpointKey, now],
  )
}

/** Makes a version current: the function row mirrors its settings and gets a new RowVersion. */
export async function mirrorVersion(db: Db, functionId: string, versionId: string, definition: VersionDefinition, now: Date): Promise<void> {
  await db.query(
    `UPDATE functions SET current_version_id = $2, display_name = $3, description = $4, timeout_ms = $5, max_attempts = $6,
       required_permission = $7, supports_cancellation = $8, modified_at = $9, row_version = $10
     WHERE id = $1`,
    [
      functionId, versionId, definition.DisplayName, definition.Description, definition.TimeoutMs, definition.MaxAttempts,
      definition.RequiredPermission, definition.SupportsCancellation, now, randomUUID(),
    ],
  )
}

export async function updateFunctionEnabled(db: Db, functionId: string, enabled: boolean, now: Date): Promise<void> {
  await db.query('UPDATE functions SET is_enabled = $2, modified_at = $3, row_version = $4 WHERE id = $1', [functionId, enabled, now, randomUUID()])
}

export interface FunctionVersion {
  id: string
  functionId: string
  versionNumber: number
  /** ISO 8601. */
  createdAt: string
  createdByUserId: string | null
  /** The author's name, e-mail and type (null for shipped code or a user the workspace no longer has). */
  createdBy: { displayName: string | null; email: string | null; userType: number | null }
  changeNote: string | null
  definition: VersionDefinition | null
}

interface VersionRow {
  id: string
  function_id: string
  version_number: number
  created_at: Date | string
  created_by_user_id: string | null
  created_by_display_name: string | null
  created_by_email: string | null
  created_by_user_type: number | null
  change_note: string | null
  definition: VersionDefinition | null
}

const selectVersion = `SELECT v.*, u.display_name AS created_by_display_name, u.email AS created_by_email, u.user_type AS created_by_user_type
  FROM function_versions v LEFT JOIN users u ON u.id = v.created_by_user_id`

const toVersion = (row: VersionRow): FunctionVersion => ({
  id: row.id,
  functionId: row.function_id,
  versionNumber: row.version_number,
  createdAt: iso(row.created_at),
  createdByUserId: row.created_by_user_id,
  createdBy: { displayName: row.created_by_display_name, email: row.created_by_email, userType: row.created_by_user_type },
  changeNote: row.change_note,
  definition: row.definition,
})

export interface NewVersion {
  id: string
  functionId: string
  versionNumber: number
  definition: VersionDefinition
  createdByUserId: string | null
  changeNote: string | null
}

/** Inserts the version unless it exists (a version never changes). */
export async function insertVersionIfMissing(db: Db, version: NewVersion, createdAt: Date): Promise<void> {
  await db.query(
    `INSERT INTO function_versions (id, function_id, version_number, created_at, definition, created_by_user_id, change_note)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7) ON CONFLICT (id) DO NOTHING`,
    [version.id, version.functionId, version.versionNumber, createdAt, JSON.stringify(version.definition), version.createdByUserId, version.changeNote],
  )
}

/** Versions written before versions kept their definition get it once (from the code they ran). */
export async function fillMissingDefinition(db: Db, versionId: string, definition: VersionDefinition): Promise<void> {
  await db.query('UPDATE function_versions SET definition = $2::jsonb WHERE id = $1 AND definition IS NULL', [versionId, JSON.stringify(definition)])
}

/** Every version, by function, newest first; or those of one function. */
export async function listFunctionVersions(db: Db, functionId: string | null = null): Promise<FunctionVersion[]> {
  const rows = await db.query<VersionRow>(
    `${selectVersion} WHERE ($1::text IS NULL OR v.function_id = $1) ORDER BY v.function_id, v.version_number DESC`,
    [functionId],
  )
  return rows.map(toVersion)
}

export async function findFunctionVersion(db: Db, versionId: string): Promise<FunctionVersion | null> {
  const [row] = await db.query<VersionRow>(`${selectVersion} WHERE v.id = $1`, [versionId])
  return row ? toVersion(row) : null
}
