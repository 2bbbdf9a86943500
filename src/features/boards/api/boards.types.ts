import type { BoardItemOperation, Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'

/**
 * The boards feature's shapes. The documented output schemas mark no member required although the
 * server fills every one; `Complete` reads them as present (a nullable member stays nullable).
 */

// Administration model (designer)
export type BoardAdministration = Complete<Schemas['BoardAdministration']>
export type BoardStatus = BoardAdministration['Statuses'][number]
export type BoardTransition = BoardAdministration['Transitions'][number]
export type BoardLinkPrerequisite = BoardTransition['LinkPrerequisites'][number]
export type BoardTargetDefinition = BoardAdministration['TargetDefinitions'][number]
export type BoardCycle = BoardAdministration['Cycles'][number]
export type BoardResponsibility = BoardAdministration['Responsibilities'][number]
export type BoardStatusResponsibility = BoardStatus['StatusResponsibilities'][number]
export type BoardInitialAssignmentRule = BoardAdministration['InitialAssignmentRules'][number]
export type BoardSecurityStatement = BoardAdministration['SecurityStatements'][number]
export type BoardPermissionAssignment = BoardAdministration['PermissionAssignments'][number]
export type BoardDueDatePolicy = BoardAdministration['DueDatePolicy']
export type BoardDueDateExpectation = BoardDueDatePolicy['Expectations'][number]
export type BoardAttentionSignalPolicy = BoardAdministration['AttentionSignalPolicy']
export type BoardAttentionReason = BoardAttentionSignalPolicy['Reasons'][number]
export type BoardAudienceEntry = BoardAttentionSignalPolicy['Audience'][number]
export type HistorySubject = Complete<Schemas['HistorySubject']>

export type BoardAdminSummary = Complete<Schemas['BoardAdminSummary']>
export type BoardsModuleSettings = Complete<Schemas['BoardsModuleSettings']>
export type BoardsModuleDefaultStatus = BoardsModuleSettings['LocalizedDefaults']['Statuses'][number]

// Request bodies
export type BoardsModuleUpdateRequest = Schemas['BoardsModuleUpdateRequest']
export type BoardCreateRequest = Schemas['BoardCreateRequest']
export type BoardUpdateRequest = Schemas['BoardUpdateRequest']
export type BoardStatusCreateRequest = Schemas['BoardStatusCreateRequest']
export type BoardStatusUpdateRequest = Schemas['BoardStatusUpdateRequest']
export type BoardTransitionCreateRequest = Schemas['BoardTransitionCreateRequest']
export type BoardTransitionUpdateRequest = Schemas['BoardTransitionUpdateRequest']
export type BoardLinkPrerequisiteInput = BoardTransitionUpdateRequest['LinkPrerequisites'][number]
export type BoardTargetDefinitionCreateRequest = Schemas['BoardTargetDefinitionCreateRequest']
export type BoardTargetDefinitionUpdateRequest = Schemas['BoardTargetDefinitionUpdateRequest']
export type BoardCycleCreateRequest = Schemas['BoardCycleCreateRequest']
export type BoardCycleUpdateRequest = Schemas['BoardCycleUpdateRequest']
export type BoardResponsibilityCreateRequest = Schemas['BoardResponsibilityCreateRequest']
export type BoardResponsibilityUpdateRequest = Schemas['BoardResponsibilityUpdateRequest']
export type BoardStatusResponsibilityReplaceRequest = Schemas['BoardStatusResponsibilityReplaceRequest']
export type BoardInitialAssignmentRuleRequest = Schemas['BoardInitialAssignmentRuleRequest']
export type BoardSecurityStatementCreateRequest = Schemas['BoardSecurityStatementCreateRequest']
export type BoardSecurityStatementUpdateRequest = Schemas['BoardSecurityStatementUpdateRequest']
export type BoardPermissionAssignmentCreateRequest = Schemas['BoardPermissionAssignmentCreateRequest']
export type BoardDueDatePolicyUpdateRequest = Schemas['BoardDueDatePolicyUpdateRequest']
export type BoardAttentionSignalPolicyUpdateRequest = Schemas['BoardAttentionSignalPolicyUpdateRequest']

/** Item operation keys (ObjectInvariant.Operations, security statements, permission assignments), in the order screens list them. */
export const boardItemOperations: readonly BoardItemOperation[] = ['read', 'create', 'update', 'move', 'link', 'remove', 'manage']

/** What the documented rule upsert answers (its Data is not shown by the spec). */
export interface InitialAssignmentRuleResult {
  Rule: BoardInitialAssignmentRule
  SecurityRowVersion: string
}

/** Attention-signal reasons the server knows. */
export const attentionSignalTypeKeys = ['overdue', 'dueSoon', 'unassigned', 'stale'] as const

/** Module switch off: every board operation but the module's own answers 403 with this code. */
export const MODULE_DISABLED_CODE = 'serviceBoards.module.disabled'
