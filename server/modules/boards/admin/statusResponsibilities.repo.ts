import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { utcText } from '../runtime/items.repo'
import type { StatusResponsibilitySubjectConfig } from './config.types'
import type { HistorySubject } from './types'

/** Status-level responsibility subjects and the history of their replacements. */

export async function loadStatusResponsibilities(db: Db, boardId: string): Promise<StatusResponsibilitySubjectConfig[]> {
  return db.query<StatusResponsibilitySubjectConfig>(
    `SELECT r.status_id AS "statusId", r.responsibility_key AS "responsibilityKey", r.subject_type AS "subjectType",
       r.subject_id AS "subjectId", coalesce(u.display_name, g.name, '') AS "displayName", r.sort_order AS "sortOrder"
     FROM board_status_responsibility_subjects r
     JOIN board_statuses s ON s.id = r.status_id
     LEFT JOIN users u ON r.subject_type = 0 AND u.id = r.subject_id
     LEFT JOIN responsibility_groups g ON r.subject_type = 1 AND g.id = r.subject_id
     WHERE s.board_id = $1 ORDER BY r.status_id, r.responsibility_key, r.sort_order`,
    [boardId],
  )
}

/** Replaces the subjects filed under one key of one status. */
export async function replaceStatusSubjects(db: Db, statusId: string, responsibilityKey: string, subjects: readonly HistorySubject[]): Promise<void> {
  await db.query('DELETE FROM board_status_responsibility_subjects WHERE status_id = $1 AND responsibility_key = $2', [statusId, responsibilityKey])
  for (const subject of subjects) {
    await db.query(
      `INSERT INTO board_status_responsibility_subjects (status_id, responsibility_key, subject_type, subject_id, sort_order)
       VALUES ($1, $2, $3, $4, $5)`,
      [statusId, responsibilityKey, subject.SubjectType, subject.SubjectId, subject.SortOrder],
    )
  }
}

export interface StatusResponsibilityChange {
  boardId: string
  statusId: string
  at: Date
  userId: string
  userName: string
  before: HistorySubject[]
  after: HistorySubject[]
}

export async function insertStatusResponsibilityHistory(db: Db, change: StatusResponsibilityChange): Promise<void> {
  await db.query(
    `INSERT INTO board_status_responsibility_history (id, board_id, status_id, changed_at, changed_by_user_id, changed_by_user_name,
       before_subjects, after_subjects)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [randomUUID(), change.boardId, change.statusId, change.at, change.userId, change.userName, JSON.stringify(change.before), JSON.stringify(change.after)],
  )
}

export interface StatusResponsibilityHistoryEntry {
  id: string
  /** ISO text in UTC. */
  changedAt: string
  changedByUserId: string | null
  changedByUserName: string | null
  before: HistorySubject[]
  after: HistorySubject[]
}

/** The status's newest replacements first, at most `limit`. */
export async function listStatusResponsibilityHistory(db: Db, statusId: string, limit: number): Promise<StatusResponsibilityHistoryEntry[]> {
  const rows = await db.query<{ id: string; changed_at: string; changed_by_user_id: string | null; changed_by_user_name: string | null; before_subjects: HistorySubject[]; after_subjects: HistorySubject[] }>(
    `SELECT id, ${utcText('changed_at')} AS changed_at, changed_by_user_id, changed_by_user_name, before_subjects, after_subjects
     FROM board_status_responsibility_history WHERE status_id = $1 ORDER BY changed_at DESC, id DESC LIMIT ${limit}`,
    [statusId],
  )
  return rows.map((row) => ({
    id: row.id,
    changedAt: row.changed_at,
    changedByUserId: row.changed_by_user_id,
    changedByUserName: row.changed_by_user_name,
    before: row.before_subjects,
    after: row.after_subjects,
  }))
}
