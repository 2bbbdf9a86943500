import type { Db } from '../../../db'
import { bulkInsert } from '../../../db/bulkInsert'
import { iso, isoOrNull } from '../../../platform/values'
import type { MatchGroup } from '../scan/groups'
import type { ScanOutcome } from '../scan/scanRecords'

/** record_matching_scans and their groups (migration 0028), with the state of their job and its latest run. */

export interface ScanWrite {
  id: string
  profileId: string
  profileRowVersion: string
  entityDefinitionId: string
  definitionVersion: string
  securityFingerprint: string
  ownerUserId: string
  ownerRoles: readonly string[]
  archiveMode: number
  anchorInstanceId: string | null
  recordLimit: number
  createdAt: Date
}

export interface StoredScan extends Omit<ScanWrite, 'createdAt' | 'ownerRoles'> {
  ownerRoles: string[]
  jobId: string | null
  totalVisibleRecords: number | null
  totalScannedRecords: number | null
  scanLimitReached: boolean | null
  groupCount: number | null
  candidateCount: number | null
  createdAt: string
  firstProcessedAt: string | null
  completedAt: string | null
  snapshotAt: string | null
  /** The job: null when it no longer exists. */
  jobStatus: number | null
  attemptCount: number
  maxAttempts: number
  lastError: string | null
  cancelRequested: boolean
  /** The latest run of the job. */
  runStatus: number | null
  runErrorType: string | null
  runErrorMessage: string | null
  progressDone: number | null
  progressTotal: number | null
}

interface ScanRow {
  id: string
  profile_id: string
  profile_row_version: string
  entity_definition_id: string
  definition_version: string
  security_fingerprint: string
  owner_user_id: string
  owner_roles: string[]
  archive_mode: number
  anchor_instance_id: string | null
  record_limit: number
  job_id: string | null
  total_visible_records: number | null
  total_scanned_records: number | null
  scan_limit_reached: boolean | null
  group_count: number | null
  candidate_count: number | null
  created_at: Date | string
  first_processed_at: Date | string | null
  completed_at: Date | string | null
  snapshot_at: Date | string | null
  job_status: number | null
  attempt_count: number | null
  max_attempts: number | null
  last_error: string | null
  cancel_requested: boolean
  run_status: number | null
  error_type: string | null
  error_message: string | null
  progress_done: number | null
  progress_total: number | null
}

const optionalIso = (value: Date | string | null) => (value === null ? null : iso(value))

const toScan = (row: ScanRow): StoredScan => ({
  id: row.id,
  profileId: row.profile_id,
  profileRowVersion: row.profile_row_version,
  entityDefinitionId: row.entity_definition_id,
  definitionVersion: row.definition_version,
  securityFingerprint: row.security_fingerprint,
  ownerUserId: row.owner_user_id,
  ownerRoles: row.owner_roles,
  archiveMode: row.archive_mode,
  anchorInstanceId: row.anchor_instance_id,
  recordLimit: row.record_limit,
  jobId: row.job_id,
  totalVisibleRecords: row.total_visible_records,
  totalScannedRecords: row.total_scanned_records,
  scanLimitReached: row.scan_limit_reached,
  groupCount: row.group_count,
  candidateCount: row.candidate_count,
  createdAt: iso(row.created_at),
  firstProcessedAt: optionalIso(row.first_processed_at),
  completedAt: optionalIso(row.completed_at),
  snapshotAt: optionalIso(row.snapshot_at),
  jobStatus: row.job_status,
  attemptCount: row.attempt_count ?? 0,
  maxAttempts: row.max_attempts ?? 0,
  lastError: row.last_error,
  cancelRequested: row.cancel_requested,
  runStatus: row.run_status,
  runErrorType: row.error_type,
  runErrorMessage: row.error_message,
  progressDone: row.progress_done,
  progressTotal: row.progress_total,
})

const selectScan = `SELECT s.*, j.status AS job_status, j.attempt_count, j.max_attempts, j.last_error,
    (j.cancel_requested_at IS NOT NULL) AS cancel_requested,
    r.status AS run_status, r.error_type, r.error_message, r.progress_done, r.progress_total
  FROM record_matching_scans s
  LEFT JOIN function_jobs j ON j.id = s.job_id
  LEFT JOIN function_runs r ON r.id = j.latest_run_id`

export async function insertScan(db: Db, scan: ScanWrite): Promise<void> {
  await db.query(
    `INSERT INTO record_matching_scans (id, profile_id, profile_row_version, entity_definition_id, definition_version,
       security_fingerprint, owner_user_id, owner_roles, archive_mode, anchor_instance_id, record_limit, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12)`,
    [scan.id, scan.profileId, scan.profileRowVersion, scan.entityDefinitionId, scan.definitionVersion, scan.securityFingerprint,
      scan.ownerUserId, JSON.stringify([...scan.ownerRoles].sort()), scan.archiveMode, scan.anchorInstanceId, scan.recordLimit, scan.createdAt],
  )
}

export async function setScanJob(db: Db, scanId: string, jobId: string): Promise<void> {
  await db.query('UPDATE record_matching_scans SET job_id = $2 WHERE id = $1', [scanId, jobId])
}

export async function findScan(db: Db, scanId: string): Promise<StoredScan | null> {
  const [row] = await db.query<ScanRow>(`${selectScan} WHERE s.id = $1`, [scanId])
  return row ? toScan(row) : null
}

/** The caller's latest target-wide scan of one profile and archive scope, or their latest anchored one of that record. */
export async function findLatestScan(db: Db, ownerUserId: string, profileId: string, archiveMode: number, anchorInstanceId: string | null = null): Promise<StoredScan | null> {
  const [row] = await db.query<ScanRow>(
    `${selectScan} WHERE s.owner_user_id = $1 AND s.profile_id = $2 AND s.archive_mode = $3
       AND s.anchor_instance_id IS NOT DISTINCT FROM $4::text ORDER BY s.sequence DESC LIMIT 1`,
    [ownerUserId, profileId, archiveMode, anchorInstanceId],
  )
  return row ? toScan(row) : null
}

export async function markScanProcessing(db: Db, scanId: string, now: Date): Promise<void> {
  await db.query('UPDATE record_matching_scans SET first_processed_at = COALESCE(first_processed_at, $2) WHERE id = $1', [scanId, now])
}

const groupColumns = {
  scan_id: 'text', position: 'integer', group_id: 'text', score: 'integer', confidence_band: 'smallint', group_kind: 'smallint',
  rules: 'jsonb', reasons: 'jsonb', candidate_ids: 'jsonb', pairs: 'jsonb',
} as const

/** Replaces the scan's groups with the outcome (a retried attempt writes its own result) and its counts. */
export async function writeScanOutcome(db: Db, scanId: string, outcome: ScanOutcome, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM record_matching_scan_groups WHERE scan_id = $1', [scanId])
    // Many groups in few statements: a large scan's result is written at once, not row by row.
    await bulkInsert(tx, 'record_matching_scan_groups', groupColumns, outcome.Groups.map((group, position) => ({
      scan_id: scanId, position, group_id: group.Id, score: group.Score, confidence_band: group.ConfidenceBand, group_kind: group.GroupKind,
      rules: group.Rules, reasons: group.Reasons, candidate_ids: group.CandidateIds, pairs: group.Pairs,
    })), 500)
    const candidates = new Set(outcome.Groups.flatMap((group) => group.CandidateIds)).size
    await tx.query(
      `UPDATE record_matching_scans SET total_visible_records = $2, total_scanned_records = $3, scan_limit_reached = $4,
         compared_pairs = $5, group_count = $6, candidate_count = $7, completed_at = $8, snapshot_at = $8 WHERE id = $1`,
      [scanId, outcome.TotalVisibleRecords, outcome.TotalScannedRecords, outcome.ScanLimitReached, outcome.ComparedPairs, outcome.Groups.length, candidates, now],
    )
  })
}

interface GroupRow {
  group_id: string
  score: number
  confidence_band: number
  group_kind: number
  rules: MatchGroup['Rules']
  reasons: MatchGroup['Reasons']
  candidate_ids: string[]
  pairs: MatchGroup['Pairs']
}

/** One page of a scan's groups in their stored order (best score first); their pairs only when asked for (`withPairs`). */
export async function selectScanGroups(db: Db, scanId: string, limit: number, offset: number, options: { withPairs?: boolean } = {}): Promise<MatchGroup[]> {
  const rows = await db.query<GroupRow>(
    `SELECT group_id, score, confidence_band, group_kind, rules, reasons, candidate_ids, ${options.withPairs === false ? "'[]'::jsonb AS pairs" : 'pairs'}
     FROM record_matching_scan_groups WHERE scan_id = $1 ORDER BY position LIMIT $2 OFFSET $3`,
    [scanId, limit, offset],
  )
  return rows.map((row) => ({
    Id: row.group_id,
    Score: row.score,
    ConfidenceBand: row.confidence_band as MatchGroup['ConfidenceBand'],
    GroupKind: row.group_kind as MatchGroup['GroupKind'],
    Rules: row.rules,
    Reasons: row.reasons,
    CandidateIds: row.candidate_ids,
    Pairs: row.pairs,
  }))
}

/**
 * Deletes the owner's older scans of one profile, scope and anchor beyond the latest `keep`, except
 * those whose job has not ended (their function still writes to them); groups go with them.
 */
export async function deleteOldScans(
  db: Db,
  scope: { ownerUserId: string; profileId: string; archiveMode: number; anchorInstanceId: string | null },
  keep: number,
): Promise<void> {
  await db.query(
    `DELETE FROM record_matching_scans s
     WHERE s.owner_user_id = $1 AND s.profile_id = $2 AND s.archive_mode = $3 AND s.anchor_instance_id IS NOT DISTINCT FROM $4
       AND s.id NOT IN (
         SELECT id FROM record_matching_scans
         WHERE owner_user_id = $1 AND profile_id = $2 AND archive_mode = $3 AND anchor_instance_id IS NOT DISTINCT FROM $4
         ORDER BY sequence DESC LIMIT $5)
       AND NOT EXISTS (SELECT 1 FROM function_jobs j WHERE j.id = s.job_id AND j.status IN (0, 1))`,
    [scope.ownerUserId, scope.profileId, scope.archiveMode, scope.anchorInstanceId, keep],
  )
}

/** The owner's succeeded scan of the same profile, scope and anchor before this one, if any. */
export async function findPreviousScanId(db: Db, scanId: string): Promise<{ id: string; completedAt: string | null } | null> {
  const rows = await db.query<{ id: string; completed_at: Date | string | null }>(
    `SELECT p.id, p.completed_at FROM record_matching_scans s
     JOIN record_matching_scans p ON p.owner_user_id = s.owner_user_id AND p.profile_id = s.profile_id AND p.archive_mode = s.archive_mode
       AND p.anchor_instance_id IS NOT DISTINCT FROM s.anchor_instance_id AND p.sequence < s.sequence AND p.snapshot_at IS NOT NULL
     WHERE s.id = $1 ORDER BY p.sequence DESC LIMIT 1`,
    [scanId],
  )
  const row = rows[0]
  return row ? { id: row.id, completedAt: isoOrNull(row.completed_at) } : null
}

/** Groups of `scanId` the scan `otherId` does not have: how many, and the first `limit` with their records. */
export async function groupsMissingFrom(db: Db, scanId: string, otherId: string, limit: number): Promise<{ count: number; first: Array<{ id: string; candidateIds: string[] }> }> {
  const missing = `FROM record_matching_scan_groups g WHERE g.scan_id = $1
    AND NOT EXISTS (SELECT 1 FROM record_matching_scan_groups o WHERE o.scan_id = $2 AND o.group_id = g.group_id)`
  const [counted] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${missing}`, [scanId, otherId])
  const first = limit > 0 ? await db.query<{ group_id: string; candidate_ids: string[] }>(`SELECT g.group_id, g.candidate_ids ${missing} ORDER BY g.position LIMIT $3`, [scanId, otherId, limit]) : []
  return { count: counted?.count ?? 0, first: first.map((row) => ({ id: row.group_id, candidateIds: row.candidate_ids })) }
}

/** Of these group ids, the ones scan `scanId` has. */
export async function existingGroupIds(db: Db, scanId: string, groupIds: readonly string[]): Promise<Set<string>> {
  if (groupIds.length === 0) return new Set()
  const rows = await db.query<{ group_id: string }>('SELECT group_id FROM record_matching_scan_groups WHERE scan_id = $1 AND group_id = ANY($2::text[])', [scanId, [...groupIds]])
  return new Set(rows.map((row) => row.group_id))
}
