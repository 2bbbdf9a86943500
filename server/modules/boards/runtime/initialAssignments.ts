import type { Db } from '../../../db'
import { BoardItemResource } from '../shared/operations'
import type { ItemContext } from './itemContext'

/** The board's enabled initial assignment rules give a new item its first responsible subjects. */

export interface SubjectRow {
  responsibilityKey: string
  subjectType: number
  subjectId: string
}

async function existing(db: Db, table: 'users' | 'responsibility_groups', id: string): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).length > 0
}

/** Writes the subjects, keeping each responsibility key's order and skipping ones already there. */
export async function insertItemSubjects(db: Db, itemId: string, subjects: readonly SubjectRow[]): Promise<void> {
  const orders = new Map<string, number>()
  for (const subject of subjects) {
    const order = orders.get(subject.responsibilityKey) ?? 0
    orders.set(subject.responsibilityKey, order + 1)
    await db.query(
      `INSERT INTO board_item_responsibilities (item_id, responsibility_key, subject_type, subject_id, sort_order)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [itemId, subject.responsibilityKey, subject.subjectType, subject.subjectId, order],
    )
  }
}

export async function applyInitialAssignments(context: ItemContext, itemId: string, statusId: string): Promise<void> {
  const { db, config, caller } = context
  const itemKeys = new Set(config.responsibilities.filter((responsibility) => responsibility.scope === 0).map((responsibility) => responsibility.key))
  const subjects: SubjectRow[] = []
  for (const rule of config.initialAssignmentRules) {
    if (!rule.enabled || rule.resourceKind !== BoardItemResource.ResourceKind || !itemKeys.has(rule.responsibilityKey)) continue
    const key = rule.responsibilityKey
    switch (rule.subjectSource) {
      case 'Creator':
        subjects.push({ responsibilityKey: key, subjectType: 0, subjectId: caller.userId })
        break
      case 'User':
        // A user or group deleted since the rule was saved is skipped, not an error for the adder.
        if (rule.subjectKey && (await existing(db, 'users', rule.subjectKey))) subjects.push({ responsibilityKey: key, subjectType: 0, subjectId: rule.subjectKey })
        break
      case 'ResponsibilityGroup':
        if (rule.subjectKey && (await existing(db, 'responsibility_groups', rule.subjectKey))) {
          subjects.push({ responsibilityKey: key, subjectType: 1, subjectId: rule.subjectKey })
        }
        break
      case 'StatusResponsibility':
        for (const subject of config.statusResponsibilities) {
          if (subject.statusId === statusId && subject.responsibilityKey === key) {
            subjects.push({ responsibilityKey: key, subjectType: subject.subjectType, subjectId: subject.subjectId })
          }
        }
        break
    }
  }
  await insertItemSubjects(db, itemId, subjects)
}
