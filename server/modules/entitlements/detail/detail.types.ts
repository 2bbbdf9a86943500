import type { PublicSchemas } from '../../../http/contractOperations'
import type {
  DenialSource,
  EntitlementEffectiveState,
  EntitlementModelType,
  EntitlementPeriodStatus,
  EntitlementSourceType,
  EntitlementStatus,
  LedgerOperation,
  LimitFamily,
  RenewalMode,
} from '../../../../shared/enums'

/**
 * Payload shapes of the entitlement detail (openapi/src/schemas/platform.ts EntitlementDetail and the
 * assumed members). Declared here because the server fills every member the contract leaves optional;
 * times are ISO 8601 text as the contract writes them.
 */

export interface EntityReference {
  EntityDefinitionId: string
  EntityDisplayName: string
  EntityInstanceId: string
  DisplayName: string
}

export interface EntitlementPeriodPayload {
  Id: string
  PeriodNumber: number
  StartsAtUtc: string
  EndsAtUtc: string | null
  GraceUntilUtc: string | null
  Status: EntitlementPeriodStatus
}

export interface EntitlementLimitPayload {
  Id: string
  Key: string
  DisplayName: string
  UnitLabel: string | null
  PeriodId: string
  LimitFamily: LimitFamily
  GrantedAmount: number | null
  AvailableAmount: number | null
  StartsAtUtc: string
  EndsAtUtc: string | null
  GraceUntilUtc: string | null
  ConsumedAmountSnapshot: number
  IsActive: boolean
  RowVersion: string
}

export interface LedgerEntryPayload {
  Id: string
  EntitlementLimitId: string
  Operation: LedgerOperation
  Quantity: number
  BalanceAfter: number | null
  ReversesLedgerEntryId: string | null
  ReversibleQuantity: number | null
  ReasonCode: string | null
  ReasonText: string | null
  SourceType: EntitlementSourceType
  SourceData: string | null
  ActorUserId: string | null
  OccurredAtUtc: string
  CorrelationId: string | null
}

export interface EntitlementResourcePayload {
  Id: string
  ResourceRoleId: string
  ResourceRoleDisplayName: string
  Resource: EntityReference
  SortOrder: number
}

export interface EntitlementBeneficiaryPayload {
  Id: string
  BeneficiaryPartyRoleId: string
  BeneficiaryPartyRoleDisplayName: string
  Beneficiary: EntityReference
  SortOrder: number
}

export interface Denial {
  Source: DenialSource
  SourceKey: string
  ReasonCode: string
  SafeMessage: string
}

export interface OperationDecision {
  OperationKey: string
  IsAllowed: boolean
  Denials: Denial[]
}

export interface EntitlementObjectInvariant {
  Resource: { ModuleKey: string; ResourceKind: string; ContextResourceId: string; ResourceObjectId: string }
  BusinessInvariants: Array<{ InvariantKey: string; TargetKey: string; IsActive: boolean; SafeMessage: string }>
  Operations: Record<string, OperationDecision>
}

/** The plan terms captured at issue (plan_terms_snapshot). */
export type PlanTermsSnapshot = PublicSchemas['EntitlementPlanTerms']

export type EntitlementAccess = PublicSchemas['EntitlementAccess']

export interface EntitlementDetail {
  Id: string
  EntitlementNumber: number
  EntitlementModelId: string
  EntitlementModelDisplayName: string
  ModelType: EntitlementModelType
  EntitlementPlanId: string
  EntitlementPlanDisplayName: string
  EntitlementPlanDescription: string | null
  Owner: EntityReference
  Status: EntitlementStatus
  EffectiveState: EntitlementEffectiveState
  StartsAtUtc: string
  EndsAtUtc: string | null
  GraceUntilUtc: string | null
  IssuedAtUtc: string | null
  IssuedByUserId: string | null
  SourceType: EntitlementSourceType
  SourceData: string | null
  IssuedTermsTextSnapshot: string | null
  IssuedTermsCapturedAtUtc: string | null
  RenewalPolicyIdSnapshot: string | null
  RenewalPolicyKeySnapshot: string | null
  RenewalModeSnapshot: RenewalMode
  RenewalLeadDaysSnapshot: number | null
  RenewalExternalPolicyKeySnapshot: string | null
  ObjectInvariant: EntitlementObjectInvariant
  RowVersion: string
  Periods: EntitlementPeriodPayload[]
  Limits: EntitlementLimitPayload[]
  QuantityLedger: LedgerEntryPayload[]
  QuantityLedgerTotalCount: number
  Resources: EntitlementResourcePayload[]
  Beneficiaries: EntitlementBeneficiaryPayload[]
  PredecessorEntitlementId: string | null
  SuccessorEntitlementId: string | null
  StatusReason: string | null
  StatusChangedAtUtc: string
  PlanTermsSnapshot: PlanTermsSnapshot
  Access: EntitlementAccess
}
