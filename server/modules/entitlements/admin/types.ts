import type { ConfigSchemas } from '../../../http/contractOperations'
import type {
  EntitlementAccessMode,
  EntitlementModelType,
  EntitlementPartyType,
  EntitlementRoleKind,
  LookupTableSelectorMode,
  PickerInputType,
  PlanPeriodUnit,
  RenewalMode,
  ResourceScopeMode,
  TimeBoundWindowAnchor,
} from '../../../../shared/enums'
import type { PathStep } from './paths'
export { EntitlementRoleKind as RoleKind, EntitlementModelType as ModelType, ResourceScopeMode } from '../../../../shared/enums'

/** Request and response shapes of the entitlement setup (openapi/src/schemas/entitlementsAdmin*.ts). */

export const roleMembers = ['OwnerParty', 'DelegateParty', 'Resource', 'RelatedResource'] as const
export type RoleMember = (typeof roleMembers)[number]

export type ModelCreateInput = ConfigSchemas['EntitlementModelRequest']
export type ModelUpdateInput = ConfigSchemas['EntitlementModelUpdateRequest']
/** The documented information-service-access create: picker members named per role kind, every member optional. */
export type InformationServiceAccessInput = ConfigSchemas['InformationServiceAccessModelRequest']

/** A role as the model checks see it, from either body: any member may be missing (the checks answer which). */
export interface RoleInput {
  DisplayName?: string
  EntityDefinitionId?: string
  PickerInputType?: number
  LookupTableSelectorMode?: number
  LookupTableSurfaceKey?: string | null
}

export interface PathInput {
  PathKey?: string | null
}

/** The members every model body shares, as the model checks see them: any may be missing. */
export interface ModelInputBase {
  Key?: string
  DisplayName?: string
  Description?: string | null
  PartyType?: number
  AccessMode?: number
  ResourceScopeMode?: number
  OwnerParty?: RoleInput | null
  DelegateParty?: RoleInput | null
  Resource?: RoleInput | null
  RelatedResource?: RoleInput | null
  PartyDelegationPath?: PathInput | null
  ResourceHierarchyPath?: PathInput | null
}

/** Type aliases, not interfaces: the contract describes the model and its parts as open objects. */
export type ModelRolePayload = {
  Id: string
  RoleKind: EntitlementRoleKind
  DisplayName: string
  EntityDefinitionId: string
  EntityDefinitionName: string
  EntityDisplayName: string
  /** The documented names: parties carry InstancePickerInputType, resources ResourcePickerInputType; both are filled. */
  InstancePickerInputType: PickerInputType
  ResourcePickerInputType: PickerInputType
  PickerInputType: PickerInputType
  LookupTableSelectorMode: LookupTableSelectorMode
  LookupTableSurfaceKey: string | null
}

export type ModelPathPayload = {
  PathKey: string
  Steps: PathStep[]
}

export type PlanSummaryPayload = {
  Id: string
  Key: string
  DisplayName: string
  IsActive: boolean
  SortOrder: number
  DurationAmount: number | null
  DurationUnit: PlanPeriodUnit
  GracePeriodAmount: number | null
  GracePeriodUnit: PlanPeriodUnit
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: PlanPeriodUnit
  TimeBoundWindowAnchor: TimeBoundWindowAnchor
  LimitCount: number
  PlanFamily: { Id: string; Key: string; DisplayName: string } | null
  RenewalPolicy: { Id: string; Key: string; DisplayName: string; Mode: RenewalMode } | null
}

/** Every model answers in the documented InformationServiceAccessModel shape, plus assumed members. */
export type ModelPayload = {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  ModelType: EntitlementModelType
  PartyType: EntitlementPartyType
  AccessMode: EntitlementAccessMode
  ResourceScopeMode: ResourceScopeMode
  IsActive: boolean
  OwnerParty: ModelRolePayload
  DelegateParty: ModelRolePayload | null
  Resource: ModelRolePayload | null
  RelatedResource: ModelRolePayload | null
  PartyDelegationPath: ModelPathPayload | null
  ResourceHierarchyPath: ModelPathPayload | null
  Plans: PlanSummaryPayload[]
  IssuedCount: number
  AllowedActions: { CanUpdate: boolean; CanDelete: boolean; CanManageSecurity: boolean; CanCreatePlan: boolean }
  CreatedAtUtc: string
  ModifiedAtUtc: string
  SecurityRowVersion: string
  RowVersion: string
}

export type ModelSummaryPayload = ConfigSchemas['EntitlementModelSummary']
