import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { EnvelopeError, forbidden, issue, notFound, staleRowVersion } from '../../../http/errors'
import { ResponsibilityCardinality, ResponsibilitySubjectMode, ResponsibilitySubjectType } from '../../../../shared/enums'
import { searchActiveUsers, searchGroups, subjectExists } from '../../principals'
import { loadInstance, type EntityInstance } from '../records/instances'
import type { RecordDefinition } from '../records/recordModel'
import { requireDefinition, type Caller } from '../records/records.context'
import type { RecordAccess } from './access'
import { accessFor } from './callerAccess'
import { enqueueInheritance } from './inheritance.service'
import { assignmentRelations, parentLabels, toAssignmentSubject } from './recordAssignments'
import { findAssignmentSetVersion, replaceAssignments, selectAssignments, type SubjectWrite } from './security.repo'
import type { EntityResponsibility } from './security.types'
import { recordChange } from '../changes/changes.service'

/** The documented GET and PUT of one record's responsibility, the creator's assignment, and whom to assign. */

export type ResponsibilityAssignment = PublicSchemas['ResponsibilityAssignment']
type ReplaceRequest = PublicSchemas['ResponsibilityAssignmentReplaceRequest']
type SubjectCandidate = PublicSchemas['SubjectCandidate']

/** A set never replaced has this version (the first PUT sends it). */
export const initialSetVersion = '00000000-0000-0000-0000-000000000000'

function requireResponsibility(definition: RecordDefinition, key: string): EntityResponsibility {
  const found = definition.security.responsibilities.find((responsibility) => responsibility.Key.toLowerCase() === key.toLowerCase())
  if (!found) throw notFound(`${definition.displayNamePlural} have no responsibility "${key}".`, key)
  return found
}

/** The record as the caller reads it, with their access (parents' names follow it too). */
interface Readable {
  instance: EntityInstance
  access: RecordAccess
}

async function readableInstance(db: Db, definition: RecordDefinition, caller: Caller, instanceId: string, now: Date, inTransaction = false): Promise<Readable> {
  const access = await accessFor(db, definition, caller, now, { inTransaction })
  const instance = await loadInstance(db, definition, instanceId, access)
  if (!instance || !instance.Permissions.CanRead) throw notFound(`${definition.displayNameSingular} "${instanceId}" does not exist.`, instanceId)
  return { instance, access }
}

async function assignmentOf(db: Db, definition: RecordDefinition, { instance, access }: Readable, responsibility: EntityResponsibility): Promise<ResponsibilityAssignment> {
  const [all, version] = await Promise.all([selectAssignments(db, [instance.Id]), findAssignmentSetVersion(db, instance.Id, responsibility.Key)])
  const stored = all.filter((item) => item.key === responsibility.Key)
  const parents = await parentLabels(db, stored, access)
  const relation = assignmentRelations(definition, instance.Permissions.CanPatch).find((item) => item.Key === responsibility.Key)!
  return {
    InstanceId: instance.Id,
    ResponsibilityKey: responsibility.Key,
    Relation: relation,
    Subjects: stored.map((item) => toAssignmentSubject(item, parents)),
    RowVersion: version?.rowVersion ?? initialSetVersion,
    ModifiedAt: version?.modifiedAt ?? null,
    ModifiedByUserId: version?.modifiedBy ?? null,
  }
}

export async function getResponsibility(db: Db, caller: Caller, entityIdOrKey: string, instanceId: string, key: string, now: Date): Promise<ResponsibilityAssignment> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const responsibility = requireResponsibility(definition, key)
  return assignmentOf(db, definition, await readableInstance(db, definition, caller, instanceId, now), responsibility)
}

const acceptsType = (mode: number, type: number) =>
  mode === ResponsibilitySubjectMode.UsersAndGroups ||
  (mode === ResponsibilitySubjectMode.Users ? type === ResponsibilitySubjectType.User : type === ResponsibilitySubjectType.ResponsibilityGroup)

/** The new set, checked: known subjects of the kinds the responsibility takes, each once, as many as it allows. */
async function checkedSubjects(db: Db, responsibility: EntityResponsibility, subjects: ReplaceRequest['Subjects']): Promise<SubjectWrite[]> {
  const issues = []
  const seen = new Set<string>()
  for (const [index, subject] of subjects.entries()) {
    const field = `Subjects[${index}]`
    const isUser = subject.SubjectType === ResponsibilitySubjectType.User
    if (!acceptsType(responsibility.SubjectMode, subject.SubjectType)) {
      const message = responsibility.SubjectMode === ResponsibilitySubjectMode.Users ? `${responsibility.DisplayName} takes users only.` : `${responsibility.DisplayName} takes responsibility groups only.`
      issues.push(issue('workspace.entities.responsibilities.subjectKind', message, field))
    } else if (!(await subjectExists(db, subject.SubjectType, subject.SubjectId))) {
      const message = isUser ? `There is no user "${subject.SubjectId}".` : `There is no responsibility group "${subject.SubjectId}".`
      issues.push(issue('workspace.entities.responsibilities.unknownSubject', message, field))
    }
    const identity = `${subject.SubjectType}:${subject.SubjectId}`
    if (seen.has(identity)) issues.push(issue('workspace.entities.responsibilities.duplicateSubject', 'This subject is named twice.', field))
    seen.add(identity)
    if (subject.IntervalStart && subject.IntervalEnd && new Date(subject.IntervalEnd) <= new Date(subject.IntervalStart)) {
      issues.push(issue('workspace.entities.responsibilities.interval', 'The end of an assignment must come after its start.', `${field}.IntervalEnd`))
    }
  }
  if (responsibility.Cardinality === ResponsibilityCardinality.Single && subjects.length > 1) {
    issues.push(issue('workspace.entities.responsibilities.single', `${responsibility.DisplayName} holds one subject; ${subjects.length} are given.`, 'Subjects'))
  }
  if (responsibility.IsRequired && subjects.length === 0) {
    issues.push(issue('workspace.entities.responsibilities.required', `${responsibility.DisplayName} is required: name at least one subject.`, 'Subjects'))
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues)
  return subjects.map((subject) => ({
    subjectType: subject.SubjectType,
    subjectId: subject.SubjectId,
    intervalStart: subject.IntervalStart ?? null,
    intervalEnd: subject.IntervalEnd ?? null,
    managedByRuntime: false,
  }))
}

/** Replaces the set: the caller must be able to patch the record; a stale RowVersion answers 409 with the current set. */
export async function replaceResponsibility(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  instanceId: string,
  key: string,
  body: ReplaceRequest,
  now: Date,
): Promise<ResponsibilityAssignment> {
  const definition = await requireDefinition(db, entityIdOrKey)
  const responsibility = requireResponsibility(definition, key)
  return db.transaction(async (tx) => {
    const readable = await readableInstance(tx, definition, caller, instanceId, now, true)
    const { instance } = readable
    const current = await assignmentOf(tx, definition, readable, responsibility)
    if (!current.Relation.CanReplace) {
      throw forbidden(
        instance.ArchivedAt !== null
          ? `${responsibility.DisplayName} cannot change: the record is archived.`
          : `${responsibility.DisplayName} cannot change: none of your permissions grants “Patch” on this record.`,
        {},
      )
    }
    if (body.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    const subjects = await checkedSubjects(tx, responsibility, body.Subjects)
    await replaceAssignments(tx, { definitionId: definition.id, recordId: instance.Id, key: responsibility.Key }, subjects, { userId: caller.userId, now })
    // Records that inherit this responsibility from this one follow in a job: the save never waits for them.
    await enqueueInheritance(tx, { mode: 'parents', definitionId: definition.id, key: responsibility.Key, recordIds: [instance.Id] }, caller.userId, now)
    // What the caller may do now (a responsibility can be what grants them Patch).
    const access = await accessFor(tx, definition, caller, now, { inTransaction: true })
    const after = await loadInstance(tx, definition, instance.Id, access)
    const replaced = await assignmentOf(tx, definition, { instance: after ?? instance, access }, responsibility)
    const names = (set: ResponsibilityAssignment) => set.Subjects.filter((subject) => !subject.InheritanceSource).map((subject) => subject.DisplayName)
    await recordChange(tx, definition, {
      recordId: instance.Id,
      operation: 'Responsibilities',
      actorUserId: caller.userId,
      now,
      changes: [{ Key: responsibility.Key, Before: names(current), After: names(replaced) }],
    })
    return replaced
  })
}

/** On create: the creator takes every responsibility marked AssignCreator (a user-taking one). */
export async function assignCreator(tx: Db, definition: RecordDefinition, recordId: string, userId: string, now: Date): Promise<void> {
  for (const responsibility of definition.security.responsibilities) {
    if (!responsibility.AssignCreator || !acceptsType(responsibility.SubjectMode, ResponsibilitySubjectType.User)) continue
    const subject: SubjectWrite = { subjectType: ResponsibilitySubjectType.User, subjectId: userId, intervalStart: null, intervalEnd: null, managedByRuntime: true }
    await replaceAssignments(tx, { definitionId: definition.id, recordId, key: responsibility.Key }, [subject], { userId, now })
  }
}

const searchLimit = 20

/** Whom a record user may make responsible: active users and groups matching a search, at most 20 of each. */
export async function searchSubjects(db: Db, entityIdOrKey: string, query: { search?: string; subjectType?: number }): Promise<SubjectCandidate[]> {
  await requireDefinition(db, entityIdOrKey)
  const text = query.search?.trim() ?? ''
  const [users, groups] = await Promise.all([
    query.subjectType === ResponsibilitySubjectType.ResponsibilityGroup ? [] : searchActiveUsers(db, text, searchLimit),
    query.subjectType === ResponsibilitySubjectType.User ? [] : searchGroups(db, text, searchLimit),
  ])
  return [
    ...users.map((user) => ({ SubjectType: ResponsibilitySubjectType.User, SubjectId: user.id, DisplayName: user.displayName, Subtitle: user.userName })),
    ...groups.map((group) => ({ SubjectType: ResponsibilitySubjectType.ResponsibilityGroup, SubjectId: group.id, DisplayName: group.name, Subtitle: group.key })),
  ]
}
