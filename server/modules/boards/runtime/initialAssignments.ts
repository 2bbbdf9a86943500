import { ResponsibilitySubjectType as SubjectType } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { BoardItemResource } from '../shared/operations'
import { subjectExists } from '../../principals'
import type { ItemContext } from './itemContext'
import { insertItemSubject } from './itemResponsibilities.repo'

/** The board's enabled initial assignment rules give a new item its first responsible subjects. */

export interface SubjectRow {
  responsibilityKey: string
  subjectType: number
  subjectId: string
}

/** Writes the subjects, keeping each responsibility key's order and skipping ones already there. */
export async function insertItemSubjects(db: Db, itemId: string, subjects: readonly SubjectRow[]): Promise<void> {
  const orders = new Map<string, number>()
  for (const subject of subjects) {
    const order = orders.get(subject.responsibilityKey) ?? 0
    orders.set(subject.responsibilityKey, order + 1)
    await insertItemSubject(db, itemId, subject, order)
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
        if (rule.subjectKey && (await subjectExists(db, SubjectType.User, rule.subjectKey))) subjects.push({ responsibilityKey: key, subjectType: 0, subjectId: rule.subjectKey })
        break
      case 'ResponsibilityGroup':
        if (rule.subjectKey && (await subjectExists(db, SubjectType.ResponsibilityGroup, rule.subjectKey))) {
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
