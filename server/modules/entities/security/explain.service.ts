import type { Db, SqlValue } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { badRequest, notFound } from '../../../http/errors'
import { EntityAccessBasis, EntityPermissionSubjectType as SubjectType } from '../../../../shared/enums'
import { securityFacts } from '../../principals'
import { DisabledOperation, type DisabledOperationName, type RecordDefinition } from '../records/recordModel'
import { requireDefinition } from '../records/records.context'
import { listInstancesAs } from '../records/records.list'
import { displayExpression } from '../records/records.repo'
import { bindCondition, type AssignmentOutcome, type RecordAccess, type RecordSubject } from './access'
import { accessFor } from './callerAccess'
import { findRecordHeadline, selectRecordFlags } from './security.repo'
import { draftAssignments, subjectDisplayName } from './securityAdmin.service'
import { recordOperations, type RecordOperation } from './security.types'

/**
 * "Why can … see this?": every operation for one user and one record, with each permission
 * assignment that names it — whether its subject is the user, whether its statement holds — and
 * what refuses it whatever the permissions (archive state, read-only or disabled operations).
 */

type Explanation = ConfigSchemas['EntityAccessExplanation']
type Decision = ConfigSchemas['EntityAccessDecision']
type Reason = ConfigSchemas['EntityAccessReason']

interface UserInFocus {
  subject: RecordSubject
  displayName: string
}

async function requireUser(db: Db, userId: string): Promise<UserInFocus> {
  const facts = await securityFacts(db, userId)
  if (!facts) throw badRequest('workspace.validation.invalid', `There is no user "${userId}".`, 'UserId')
  const subject = { userId, isAdmin: facts.roleNames.includes('Admin'), facts: { roleNames: facts.roleNames, groupIds: facts.groupIds, groupKeys: facts.groupKeys } }
  return { subject, displayName: facts.displayName }
}

const disabledFlag: Partial<Record<RecordOperation, DisabledOperationName>> = { Create: 'Create', Patch: 'Update', Archive: 'Archive', Restore: 'Restore', Delete: 'Delete', Merge: 'Merge' }
const writes = new Set<RecordOperation>(['Create', 'Patch', 'Archive', 'Restore', 'Delete', 'Merge'])

/** What refuses the operation on this record whatever the permissions. */
function blockedBy(definition: RecordDefinition, operation: RecordOperation, archived: boolean | null): string | null {
  if (operation === 'Merge') return 'Merging records is not offered by this installation.'
  if (writes.has(operation) && definition.isPendingDeletion) return `${definition.displayNamePlural} are pending deletion.`
  if (writes.has(operation) && definition.isReadOnly) return `${definition.displayNamePlural} are read-only.`
  const flag = disabledFlag[operation]
  if (flag && (definition.disabledOperations & DisabledOperation[flag]) !== 0) return `${flag} is disabled for ${definition.displayNamePlural}.`
  if (archived === null) return null
  if ((operation === 'Patch' || operation === 'Archive') && archived) return 'The record is archived.'
  if ((operation === 'Restore' || operation === 'Delete') && !archived) return 'The record is not archived.'
  return null
}

/** Per outcome: whether the user holds its responsibility on the record, and whether its statement holds. */
async function recordFacts(db: Db, definition: RecordDefinition, access: RecordAccess, instanceId: string): Promise<Map<AssignmentOutcome, { holds: boolean | null; statement: boolean | null }>> {
  // The first parameter is the record ids (selectRecordFlags binds it).
  const params: SqlValue[] = [null]
  const columns: string[] = []
  access.outcomes.forEach((outcome, index) => {
    if (outcome.responsibility) columns.push(`(${bindCondition(outcome.responsibility.rows, params)}) AS r${index}`)
    if (outcome.statement) columns.push(`(${bindCondition(outcome.statement.rows, params)}) AS s${index}`)
  })
  const [row] = columns.length > 0 ? await selectRecordFlags(db, definition.primary.qualifiedName, [instanceId], columns, params) : [{}]
  const flag = (name: string) => (typeof row?.[name] === 'boolean' ? (row[name] as boolean) : null)
  return new Map(access.outcomes.map((outcome, index) => [outcome, { holds: flag(`r${index}`), statement: flag(`s${index}`) }]))
}

function subjectReason(outcome: AssignmentOutcome, user: UserInFocus, subjectName: string, holds: boolean | null, onRecord: boolean): { matches: boolean; reason: string } {
  const who = user.displayName
  switch (outcome.assignment.SubjectType) {
    case SubjectType.User:
      return outcome.subjectMatches ? { matches: true, reason: `${who} is this user.` } : { matches: false, reason: `It names another user (${subjectName}).` }
    case SubjectType.ResponsibilityGroup:
      return outcome.subjectMatches
        ? { matches: true, reason: `${who} is a member of ${subjectName}.` }
        : { matches: false, reason: `${who} is not a member of ${subjectName}.` }
    case SubjectType.Role:
      return outcome.subjectMatches ? { matches: true, reason: `${who} has the role ${subjectName}.` } : { matches: false, reason: `${who} does not have the role ${subjectName}.` }
    case SubjectType.RecordResponsibility:
      if (!onRecord) return { matches: false, reason: `Decided per record: ${who} must be ${subjectName} of it.` }
      return holds
        ? { matches: true, reason: `${who} is ${subjectName} of this record, themselves or through a group.` }
        : { matches: false, reason: `${who} is not ${subjectName} of this record.` }
    default:
      return { matches: true, reason: 'Every signed-in user.' }
  }
}

export async function explainAccess(db: Db, definitionId: string, input: ConfigSchemas['EntityAccessExplainRequest'], now: Date): Promise<Explanation> {
  const definition = await requireDefinition(db, definitionId)
  const user = await requireUser(db, input.UserId)
  const access = await accessFor(db, definition, { userId: user.subject.userId, roles: user.subject.facts.roleNames }, now, { subject: user.subject })
  const instanceId = input.InstanceId ?? null
  let record: { displayName: string; archived: boolean } | null = null
  if (instanceId) {
    const row = await findRecordHeadline(db, definition.primary.qualifiedName, displayExpression(definition, 't'), instanceId)
    if (!row) throw notFound(`${definition.displayNameSingular} "${instanceId}" does not exist.`, instanceId)
    record = { displayName: row.display, archived: row.archived }
  }
  const facts = instanceId ? await recordFacts(db, definition, access, instanceId) : new Map()
  const names = await subjectNames(db, definition, access)
  const operations = instanceId ? recordOperations : (['Create'] as RecordOperation[])
  const decisions = operations.map((operation): Decision => {
    const reasons = access.outcomes
      .filter((outcome) => outcome.assignment.Operations.includes(operation))
      .map((outcome): Reason => {
        const fact = facts.get(outcome) ?? { holds: null, statement: null }
        const subjectName = names.get(outcome.assignment.Id) ?? outcome.assignment.SubjectKey
        const subject = subjectReason(outcome, user, subjectName, fact.holds, instanceId !== null)
        const statement = outcome.assignment.StatementId ? definition.statements.find((item) => item.Id === outcome.assignment.StatementId) : undefined
        const statementHolds = statement && subject.matches ? (outcome.statementBroken ? false : fact.statement) : null
        return {
          PermissionAssignmentId: outcome.assignment.Id,
          SubjectType: outcome.assignment.SubjectType,
          SubjectDisplayName: subjectName,
          SubjectMatches: subject.matches,
          SubjectReason: subject.reason,
          StatementName: statement?.Name ?? null,
          StatementDisplayName: statement?.DisplayName ?? null,
          StatementHolds: statementHolds,
          Grants: subject.matches && (statement ? statementHolds === true : true),
        }
      })
    const granted = access.unrestricted || reasons.some((reason) => reason.Grants)
    const archiveNeeded = operation === 'Read' && record?.archived === true
    const archiveGranted = access.unrestricted || access.conditions.get('ReadArchive') !== null
    const blocked = blockedBy(definition, operation, record ? record.archived : null)
    const allowed = granted && !blocked && (!archiveNeeded || archiveGranted)
    return { Operation: operation, Allowed: allowed, Summary: decisionSummary(user, access, granted, blocked, archiveNeeded && !archiveGranted, reasons), BlockedBy: blocked, Reasons: reasons }
  })
  return {
    UserId: user.subject.userId,
    UserDisplayName: user.displayName,
    InstanceId: instanceId,
    InstanceDisplayName: record?.displayName ?? null,
    Basis: user.subject.isAdmin ? EntityAccessBasis.Administrator : access.unrestricted ? EntityAccessBasis.Unrestricted : EntityAccessBasis.PermissionAssignments,
    Summary: overallSummary(definition, user, access, decisions),
    Decisions: decisions,
  }
}

function decisionSummary(user: UserInFocus, access: RecordAccess, granted: boolean, blocked: string | null, needsArchive: boolean, reasons: Reason[]): string {
  if (blocked) return `Refused whatever the permissions: ${blocked}`
  if (user.subject.isAdmin) return 'Administrators have full access.'
  if (access.unrestricted) return 'There are no permission assignments: every signed-in user has full access.'
  if (needsArchive) return 'The record is archived, and nothing grants Read archive.'
  const granting = reasons.find((reason) => reason.Grants)
  if (granted && granting) {
    return granting.StatementDisplayName
      ? `Granted through ${granting.SubjectDisplayName}, where “${granting.StatementDisplayName}” holds.`
      : `Granted through ${granting.SubjectDisplayName}.`
  }
  return reasons.length === 0 ? 'No permission assignment grants this.' : 'None of the assignments that grant this applies here.'
}

function overallSummary(definition: RecordDefinition, user: UserInFocus, access: RecordAccess, decisions: Decision[]): string {
  if (user.subject.isAdmin) return `${user.displayName} is an administrator and has full access.`
  if (access.unrestricted) return `${definition.displayNamePlural} have no permission assignments: every signed-in user has full access.`
  const read = decisions.find((decision) => decision.Operation === 'Read')
  if (!read) return decisions[0]?.Allowed ? `${user.displayName} may create records.` : `${user.displayName} may not create records.`
  return read.Allowed ? `${user.displayName} can see this record. ${read.Summary}` : `${user.displayName} cannot see this record. ${read.Summary}`
}

/** The subjects' names as the administration shows them. */
async function subjectNames(db: Db, definition: RecordDefinition, access: RecordAccess): Promise<Map<string, string>> {
  const named = await Promise.all(
    access.outcomes.map(async ({ assignment }) => [assignment.Id, await subjectDisplayName(db, definition.security.responsibilities, assignment)] as const),
  )
  return new Map(named)
}

/** The record list as another user sees it: with the stored permission assignments, or with a draft of them. */
export async function previewList(db: Db, definitionId: string, input: ConfigSchemas['EntityAccessPreviewRequest'], now: Date) {
  const definition = await requireDefinition(db, definitionId)
  const user = await requireUser(db, input.UserId)
  const assignments = input.Assignments ? await draftAssignments(db, definition.id, input.Assignments) : undefined
  const access = await accessFor(db, definition, { userId: user.subject.userId, roles: user.subject.facts.roleNames }, now, { subject: user.subject, assignments })
  return listInstancesAs(db, definition, access, {
    Page: input.Page,
    PageSize: input.PageSize,
    ArchiveState: input.ArchiveState,
    ...(input.Search ? { Search: input.Search } : {}),
  })
}
