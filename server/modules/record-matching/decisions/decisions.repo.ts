import type { Db } from '../../../db'
import { RecordMatchingDecision as Decision } from '../../../../shared/enums'

/** record_matching_decisions (migration 0029): one row per profile and pair of records, left id < right id. */

export interface DecidedPair {
  leftId: string
  rightId: string
  leftRowVersion: string
  rightRowVersion: string
}

export interface StoredDecision extends DecidedPair {
  decision: Decision
}

interface DecisionRow {
  left_id: string
  right_id: string
  decision: number
  left_row_version: string
  right_row_version: string
}

const toDecision = (row: DecisionRow): StoredDecision => ({
  leftId: row.left_id,
  rightId: row.right_id,
  decision: row.decision as Decision,
  leftRowVersion: row.left_row_version,
  rightRowVersion: row.right_row_version,
})

export async function upsertDecisions(db: Db, profileId: string, pairs: readonly DecidedPair[], decision: Decision, userId: string, now: Date): Promise<void> {
  for (const pair of pairs) {
    await db.query(
      `INSERT INTO record_matching_decisions (profile_id, left_id, right_id, decision, left_row_version, right_row_version, decided_by_user_id, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (profile_id, left_id, right_id) DO UPDATE SET decision = $4, left_row_version = $5, right_row_version = $6,
         decided_by_user_id = $7, decided_at = $8`,
      [profileId, pair.leftId, pair.rightId, decision, pair.leftRowVersion, pair.rightRowVersion, userId, now.toISOString()],
    )
  }
}

export async function deleteDecisions(db: Db, profileId: string, pairs: readonly DecidedPair[]): Promise<void> {
  for (const pair of pairs) {
    await db.query('DELETE FROM record_matching_decisions WHERE profile_id = $1 AND left_id = $2 AND right_id = $3', [profileId, pair.leftId, pair.rightId])
  }
}

/** The decisions of a profile between records of `ids` (every decision of the profile without ids). */
export async function findDecisions(db: Db, profileId: string, ids?: readonly string[]): Promise<StoredDecision[]> {
  const rows = ids
    ? await db.query<DecisionRow>(
      `SELECT left_id, right_id, decision, left_row_version, right_row_version FROM record_matching_decisions
       WHERE profile_id = $1 AND left_id = ANY($2::text[]) AND right_id = ANY($2::text[])`,
      [profileId, [...ids]],
    )
    : await db.query<DecisionRow>('SELECT left_id, right_id, decision, left_row_version, right_row_version FROM record_matching_decisions WHERE profile_id = $1', [profileId])
  return rows.map(toDecision)
}

export async function deleteProfileDecisions(db: Db, profileId: string): Promise<void> {
  await db.query('DELETE FROM record_matching_decisions WHERE profile_id = $1', [profileId])
}

/** Whether reviewers decided on anything with this profile (most profiles: nothing to look up). */
export async function hasDecisions(db: Db, profileId: string): Promise<boolean> {
  const rows = await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM record_matching_decisions WHERE profile_id = $1) AS found', [profileId])
  return rows[0]?.found === true
}
