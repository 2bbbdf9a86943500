import { forbidden, type ProblemError } from '../../../http/errors'
import type { BoardConfig, PermissionAssignmentConfig, SecurityStatementConfig } from '../admin/config'
import { DenialSource, itemOperationKeys, type ItemOperationKey } from '../shared/operations'
import { boardsUsePermission, isAdmin, type RuntimeCaller } from './context'
import type { BusinessInvariant, Denial, OperationDecision, OperationDecisions } from './types'
import { BoardPermissionSubjectType as SubjectType, type ResponsibilitySubjectType } from '../../../../shared/enums'

/**
 * Who may do what with an item: the role (boards.use), the board's permission assignments, the
 * item invariants (closed, board inactive) and the security statements, in that order of denials.
 */

export const SecurityCode = {
  roleMissing: 'serviceBoards.security.roleMissing',
  notAssigned: 'serviceBoards.security.notAssigned',
  statementDenied: 'serviceBoards.security.statementDenied',
  itemClosed: 'serviceBoards.invariant.itemClosed',
  boardInactive: 'serviceBoards.invariant.boardInactive',
} as const

export const itemClosedMessage = 'Closed items are read-only; reopen it first.'
export const boardInactiveMessage = 'The board is inactive: items cannot be added, moved or edited.'

const verbs: Record<ItemOperationKey, string> = {
  read: 'see',
  create: 'add',
  update: 'edit',
  move: 'move',
  link: 'link',
  remove: 'remove',
  manage: 'manage',
}

/** Operations an invariant blocks. */
const blockedWhenClosed: ReadonlySet<ItemOperationKey> = new Set(['update'])
const blockedWhenInactive: ReadonlySet<ItemOperationKey> = new Set(['create', 'move', 'update'])

/** An item-level responsibility subject of the item. */
export interface ItemSubject {
  responsibilityKey: string
  subjectType: ResponsibilitySubjectType
  subjectId: string
}

/** What the decisions need of an item; null decides for an item not yet added (create, CanAddItems). */
export interface DecisionItem {
  isOpen: boolean
  subjects: readonly ItemSubject[]
  /** Enabled statements that hold for the item. */
  statementHits: readonly SecurityStatementConfig[]
}

function matches(assignment: PermissionAssignmentConfig, caller: RuntimeCaller, item: DecisionItem | null): boolean {
  switch (assignment.subjectType) {
    case SubjectType.User:
      return assignment.subjectKey === caller.userId
    case SubjectType.ResponsibilityGroup:
      return caller.groupIds.has(assignment.subjectKey)
    case SubjectType.Role:
      return caller.roles.some((role) => role.toLowerCase() === assignment.subjectKey.toLowerCase())
    case SubjectType.ItemResponsibility:
      return (item?.subjects ?? []).some(
        (subject) =>
          subject.responsibilityKey === assignment.subjectKey &&
          ((subject.subjectType === 0 && subject.subjectId === caller.userId) || (subject.subjectType === 1 && caller.groupIds.has(subject.subjectId))),
      )
    default:
      return false
  }
}

function decide(config: BoardConfig, caller: RuntimeCaller, operation: ItemOperationKey, item: DecisionItem | null): OperationDecision {
  const denials: Denial[] = []
  if (!caller.permissions.includes(boardsUsePermission)) {
    denials.push({
      Source: DenialSource.Role,
      SourceKey: boardsUsePermission,
      ReasonCode: SecurityCode.roleMissing,
      SafeMessage: 'You need the boards.use permission to work with board items.',
    })
  }
  const assignments = config.permissionAssignments.filter((assignment) => assignment.operation === operation)
  if (assignments.length > 0 && !isAdmin(caller) && !assignments.some((assignment) => matches(assignment, caller, item))) {
    denials.push({
      Source: DenialSource.Permission,
      SourceKey: operation,
      ReasonCode: SecurityCode.notAssigned,
      SafeMessage: `Only people assigned to it may ${verbs[operation]} items on this board.`,
    })
  }
  if (item && !item.isOpen && blockedWhenClosed.has(operation)) {
    denials.push({ Source: DenialSource.Invariant, SourceKey: 'itemClosed', ReasonCode: SecurityCode.itemClosed, SafeMessage: itemClosedMessage })
  }
  if (!config.board.is_active && blockedWhenInactive.has(operation)) {
    denials.push({ Source: DenialSource.Invariant, SourceKey: 'boardInactive', ReasonCode: SecurityCode.boardInactive, SafeMessage: boardInactiveMessage })
  }
  for (const statement of item?.statementHits ?? []) {
    if (statement.operation !== operation) continue
    denials.push({ Source: DenialSource.Policy, SourceKey: statement.key, ReasonCode: SecurityCode.statementDenied, SafeMessage: statement.message })
  }
  return { OperationKey: operation, IsAllowed: denials.length === 0, Denials: denials }
}

/** Every operation's decision for one item. */
export function decideOperations(config: BoardConfig, caller: RuntimeCaller, item: DecisionItem): OperationDecisions {
  return Object.fromEntries(itemOperationKeys.map((operation) => [operation, decide(config, caller, operation, item)])) as OperationDecisions
}

/** One operation's decision; item null decides before an item exists (no item responsibility matches). */
export function decideOperation(config: BoardConfig, caller: RuntimeCaller, operation: ItemOperationKey, item: DecisionItem | null): OperationDecision {
  return decide(config, caller, operation, item)
}

export function businessInvariants(config: BoardConfig, itemId: string, isOpen: boolean): BusinessInvariant[] {
  return [
    { InvariantKey: 'itemClosed', TargetKey: itemId, IsActive: !isOpen, SafeMessage: itemClosedMessage },
    { InvariantKey: 'boardInactive', TargetKey: config.board.id, IsActive: !config.board.is_active, SafeMessage: boardInactiveMessage },
  ]
}

/** 403 ProblemDetails for a denied decision: the first denial's message, its code, and every denial. */
export function deniedError(decision: OperationDecision): ProblemError {
  const first = decision.Denials[0]
  const error = forbidden(first?.SafeMessage ?? 'This operation is not allowed.', {})
  Object.assign(error.problem, { code: first?.ReasonCode, operationKey: decision.OperationKey, denials: decision.Denials })
  return error
}

/** Throws the 403 when the decision denies. */
export function assertAllowed(decision: OperationDecision): void {
  if (!decision.IsAllowed) throw deniedError(decision)
}
