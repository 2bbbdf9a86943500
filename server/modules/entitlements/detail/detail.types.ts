/** Payload shapes of the entitlement detail (openapi/src/schemas/platform.ts EntitlementDetail and the assumed members). */

export interface EntityReference {
  EntityDefinitionId: string
  EntityDisplayName: string
  EntityInstanceId: string
  DisplayName: string
}

export interface EntitlementPeriodPayload {
  Id: string
  PeriodNumber: number
  StartsAtUtc: Date
  EndsAtUtc: Date | null
  GraceUntilUtc: Date | null
  Status: number
}

export interface EntitlementLimitPayload {
  Id: string
  Key: string
  DisplayName: string
  UnitLabel: string | null
  PeriodId: string
  LimitFamily: number
  GrantedAmount: number | null
  AvailableAmount: number | null
  StartsAtUtc: Date
  EndsAtUtc: Date | null
  GraceUntilUtc: Date | null
  ConsumedAmountSnapshot: number
  IsActive: boolean
  RowVersion: string
}

export interface LedgerEntryPayload {
  Id: string
  EntitlementLimitId: string
  Operation: number
  Quantity: number
  BalanceAfter: number | null
  ReversesLedgerEntryId: string | null
  ReversibleQuantity: number | null
  ReasonCode: string | null
  ReasonText: string | null
  SourceType: number
  SourceData: string | null
  ActorUserId: string | null
  OccurredAtUtc: Date
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
  Source: number
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
export interface PlanTermsSnapshot {
  DurationAmount: number | null
  DurationUnit: number
  GracePeriodAmount: number | null
  GracePeriodUnit: number
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: number
  TimeBoundWindowAnchor: number
  Limits: Array<{ Key: string; DisplayName: string; LimitFamily: number; GrantedAmount: string | null; UnitLabel: string | null }>
}

export interface EntitlementAccess {
  Read: boolean
  Issue: boolean
  Adjust: boolean
}

export interface EntitlementDetail {
  Id: string
  EntitlementNumber: number
  EntitlementModelId: string
  EntitlementModelDisplayName: string
  ModelType: number
  EntitlementPlanId: string
  EntitlementPlanDisplayName: string
  EntitlementPlanDescription: string | null
  Owner: EntityReference
  Status: number
  EffectiveState: number
  StartsAtUtc: Date
  EndsAtUtc: Date | null
  GraceUntilUtc: Date | null
  IssuedAtUtc: Date | null
  IssuedByUserId: string | null
  SourceType: number
  SourceData: string | null
  IssuedTermsTextSnapshot: string | null
  IssuedTermsCapturedAtUtc: Date | null
  RenewalPolicyIdSnapshot: string | null
  RenewalPolicyKeySnapshot: string | null
  RenewalModeSnapshot: number
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
  StatusChangedAtUtc: Date
  PlanTermsSnapshot: PlanTermsSnapshot
  Access: EntitlementAccess
}
