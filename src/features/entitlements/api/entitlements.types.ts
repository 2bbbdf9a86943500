import type { EntitlementModelOperation, Schemas } from '@/api'
import {
  BindingDirection,
  EntitlementAccessMode,
  EntitlementEffectiveState,
  EntitlementLifecycleAction,
  EntitlementModelType,
  EntitlementPartyType,
  EntitlementPeriodStatus,
  EntitlementRoleKind,
  EntitlementSourceType,
  EntitlementStatus,
  GrantSubjectType,
  LedgerOperation,
  LimitFamily,
  LookupTableSelectorMode,
  PickerInputType,
  PlanPeriodUnit,
  RenewalMode,
  RenewalOperationStatus,
  RenewalTrigger,
  ResourceScopeMode,
  TimeBoundWindowAnchor,
  enumName,
} from '@/api'
import { t } from '@/app/plugins/i18n'
import type { Complete } from '@/platform/types/complete'

/**
 * The entitlements feature's shapes (setup and runtime import them from here). Output schemas mark
 * no member required although the server fills every one; `Complete` reads them as present.
 */

// Setup (admin document)
export type EntitlementsModuleSettings = Complete<Schemas['EntitlementsModuleSettings']>
export type EntitlementsModuleUpdateRequest = Schemas['EntitlementsModuleUpdateRequest']
export type EntitlementModelSummary = Complete<Schemas['EntitlementModelSummary']>
export type EntitlementModelRequest = Schemas['EntitlementModelRequest']
export type EntitlementModelUpdateRequest = Schemas['EntitlementModelUpdateRequest']
export type EntitlementRoleInput = Schemas['EntitlementRoleInput']
export type InformationServiceAccessModelRequest = Schemas['InformationServiceAccessModelRequest']
export type EntitlementModelGrant = Complete<Schemas['EntitlementModelGrant']>
export type EntitlementModelSecurity = Complete<Schemas['EntitlementModelSecurity']>
export type EntitlementModelSecurityUpdateRequest = Schemas['EntitlementModelSecurityUpdateRequest']
export type EntitlementPlanFamily = Complete<Schemas['EntitlementPlanFamily']>
export type EntitlementPlanFamilyRequest = Schemas['EntitlementPlanFamilyRequest']
export type EntitlementPlanFamilyUpdateRequest = Schemas['EntitlementPlanFamilyUpdateRequest']
export type EntitlementRenewalPolicy = Complete<Schemas['EntitlementRenewalPolicy']>
export type EntitlementRenewalPolicyRequest = Schemas['EntitlementRenewalPolicyRequest']
export type EntitlementRenewalPolicyUpdateRequest = Schemas['EntitlementRenewalPolicyUpdateRequest']
export type EntitlementPlan = Complete<Schemas['EntitlementPlan']>
export type EntitlementPlanLimit = Complete<Schemas['EntitlementPlanLimit']>
export type EntitlementPlanLimitInput = Schemas['EntitlementPlanLimitInput']
export type EntitlementPlanRequest = Schemas['EntitlementPlanRequest']
export type EntitlementPlanUpdateRequest = Schemas['EntitlementPlanUpdateRequest']
export type EntitlementPlanImpact = Complete<Schemas['EntitlementPlanImpact']>
export type EntitlementPlanImpactDiffering = EntitlementPlanImpact['Differing'][number]
export type EntitlementPlanImpactOverLimit = EntitlementPlanImpact['OverLimit'][number]

// Runtime (public document)
export type EntitlementIssueRequest = Schemas['EntitlementIssueRequest']
export type EntitlementSummary = Complete<Schemas['EntitlementSummary']>
export type EntitlementPage = Complete<Schemas['EntitlementPage']>
export type EntitlementRuntimeOptions = Complete<Schemas['EntitlementRuntimeOptions']>
export type EntitlementOptionModel = EntitlementRuntimeOptions['Models'][number]
export type EntitlementOptionPlan = EntitlementOptionModel['Plans'][number]
export type EntitlementOptionRole = EntitlementOptionModel['Roles'][number]
export type EntitlementLifecycleRequest = Schemas['EntitlementLifecycleRequest']
export type EntitlementRenewRequest = Schemas['EntitlementRenewRequest']
export type EntitlementRenewalOperation = Complete<Schemas['EntitlementRenewalOperation']>
export type EntitlementLedgerEntry = Complete<Schemas['EntitlementLedgerEntry']>
export type EntitlementLedgerPage = Complete<Schemas['EntitlementLedgerPage']>
export type EntitlementLedgerReverseRequest = Schemas['EntitlementLedgerReverseRequest']
export type EntitlementBalanceAsOf = Complete<Schemas['EntitlementBalanceAsOf']>
export type EntitlementLimitBurndown = Complete<Schemas['EntitlementLimitBurndown']>
export type EntitlementDetail = Complete<Schemas['EntitlementDetail']>
export type EntitlementQuantityAdjustRequest = Schemas['EntitlementQuantityAdjustRequest']

/**
 * Every model is answered in the documented InformationServiceAccessModel shape, which the spec
 * leaves open ("permissive"); these are the members the local API fills (see the shared design).
 */
export interface EntitlementPathStep {
  Direction: BindingDirection
  SourceEntityDefinitionId: string
  SourceReferenceFieldId: string
  SourceReferenceFieldKey: string
  TargetEntityDefinitionId: string
}
export interface EntitlementModelPath {
  PathKey: string
  Steps: EntitlementPathStep[]
}
export interface EntitlementModelRole {
  Id: string
  RoleKind: EntitlementRoleKind
  DisplayName: string
  EntityDefinitionId: string
  /** The local API also answers the one member of the role input. */
  PickerInputType?: PickerInputType
  InstancePickerInputType?: PickerInputType
  ResourcePickerInputType?: PickerInputType
  LookupTableSelectorMode: LookupTableSelectorMode
  LookupTableSurfaceKey: string | null
}
export interface EntitlementRefSummary {
  Id: string
  Key: string
  DisplayName: string
}
export interface EntitlementModelPlanSummary {
  Id: string
  Key: string
  DisplayName: string
  IsActive: boolean
  DurationAmount?: number | null
  DurationUnit: PlanPeriodUnit
  GracePeriodAmount?: number | null
  GracePeriodUnit: PlanPeriodUnit
  TimeBoundWindowAmount?: number | null
  TimeBoundWindowUnit: PlanPeriodUnit
  TimeBoundWindowAnchor: TimeBoundWindowAnchor
  PlanFamily: EntitlementRefSummary | null
  RenewalPolicy: (EntitlementRefSummary & { Mode: RenewalMode; LeadDays?: number | null }) | null
}
export interface EntitlementModel {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  ModelType: EntitlementModelType
  IsActive: boolean
  PartyType: EntitlementPartyType
  AccessMode: EntitlementAccessMode
  ResourceScopeMode: ResourceScopeMode
  OwnerParty: EntitlementModelRole
  DelegateParty: EntitlementModelRole | null
  Resource: EntitlementModelRole | null
  RelatedResource: EntitlementModelRole | null
  PartyDelegationPath: EntitlementModelPath | null
  ResourceHierarchyPath: EntitlementModelPath | null
  Plans: EntitlementModelPlanSummary[]
  AllowedActions: { CanUpdate: boolean; CanDelete: boolean; CanManageSecurity: boolean; CanCreatePlan: boolean }
  IssuedCount: number
  RowVersion: string
  SecurityRowVersion: string
}

/** Model security operations, in the order the matrix shows them. */
export const entitlementGrantOperations: readonly EntitlementModelOperation[] = ['read', 'issue', 'adjust']

/** Module switch off: every entitlement operation but the module's own answers 403 with this code. */
export const ENTITLEMENTS_MODULE_DISABLED_CODE = 'serviceEntitlements.module.disabled'

// Readable enum names from the locale (entitlementsSetup.enums.<group>.<MemberName>), German and English.
function labeller<E extends Record<string, number>>(enumObject: E, group: string): (value: number) => string {
  return (value) => {
    const name = enumName(enumObject, value)
    return name ? t(`entitlementsSetup.enums.${group}.${name}`) : String(value)
  }
}

export const modelTypeLabel = labeller(EntitlementModelType, 'modelType')
export const entitlementStatusLabel = labeller(EntitlementStatus, 'status')
export const effectiveStateLabel = labeller(EntitlementEffectiveState, 'effectiveState')
export const sourceTypeLabel = labeller(EntitlementSourceType, 'sourceType')
export const renewalModeLabel = labeller(RenewalMode, 'renewalMode')
export const periodStatusLabel = labeller(EntitlementPeriodStatus, 'periodStatus')
export const limitFamilyLabel = labeller(LimitFamily, 'limitFamily')
export const ledgerOperationLabel = labeller(LedgerOperation, 'ledgerOperation')
export const bindingDirectionLabel = labeller(BindingDirection, 'bindingDirection')
export const partyTypeLabel = labeller(EntitlementPartyType, 'partyType')
export const accessModeLabel = labeller(EntitlementAccessMode, 'accessMode')
export const resourceScopeModeLabel = labeller(ResourceScopeMode, 'resourceScopeMode')
export const pickerInputTypeLabel = labeller(PickerInputType, 'pickerInputType')
export const selectorModeLabel = labeller(LookupTableSelectorMode, 'selectorMode')
export const roleKindLabel = labeller(EntitlementRoleKind, 'roleKind')
export const periodUnitLabel = labeller(PlanPeriodUnit, 'periodUnit')
export const windowAnchorLabel = labeller(TimeBoundWindowAnchor, 'windowAnchor')
export const grantSubjectTypeLabel = labeller(GrantSubjectType, 'grantSubjectType')
export const lifecycleActionLabel = labeller(EntitlementLifecycleAction, 'lifecycleAction')
export const renewalTriggerLabel = labeller(RenewalTrigger, 'renewalTrigger')
export const renewalOperationStatusLabel = labeller(RenewalOperationStatus, 'renewalOperationStatus')

/** `{ value, title }` items for a v-select over an enum, in member order. */
export function enumItems<E extends Record<string, number>>(enumObject: E, label: (value: number) => string): { value: E[keyof E]; title: string }[] {
  return (Object.values(enumObject) as E[keyof E][]).map((value) => ({ value, title: label(value) }))
}

/** "12 months", "1 day", "monthly"-free: an amount of a period unit in words; '' for unit None. */
export function periodText(amount: number | null | undefined, unit: number): string {
  const name = enumName(PlanPeriodUnit, unit)
  if (!name || unit === PlanPeriodUnit.None || amount == null) return ''
  return t(`entitlementsSetup.units.${name}`, { n: amount }, amount)
}
