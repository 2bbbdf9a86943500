import type { PathStep } from './paths'

/** Request and response shapes of the entitlement setup (openapi/src/schemas/entitlementsAdmin*.ts). */

export const RoleKind = { OwnerParty: 0, DelegateParty: 1, Resource: 2, RelatedResource: 3 } as const
export const roleMembers = ['OwnerParty', 'DelegateParty', 'Resource', 'RelatedResource'] as const
export type RoleMember = (typeof roleMembers)[number]

export const ModelType = { Subscription: 0, License: 1, Quota: 2, InformationServiceAccess: 3 } as const
export const ResourceScopeMode = { AllResources: 0, SelectedResources: 1, ReachableFromOwner: 2 } as const

export interface RoleInput {
  DisplayName: string
  EntityDefinitionId: string
  PickerInputType: number
  LookupTableSelectorMode: number
  LookupTableSurfaceKey?: string | null
}

export interface PathInput {
  PathKey?: string | null
}

export interface ModelInputBase {
  Key: string
  DisplayName: string
  Description?: string | null
  PartyType: number
  AccessMode: number
  ResourceScopeMode: number
  OwnerParty: RoleInput
  DelegateParty?: RoleInput | null
  Resource?: RoleInput | null
  RelatedResource?: RoleInput | null
  PartyDelegationPath?: PathInput | null
  ResourceHierarchyPath?: PathInput | null
}

export interface ModelCreateInput extends ModelInputBase {
  ModelType: number
}

export interface ModelUpdateInput extends ModelInputBase {
  IsActive: boolean
  RowVersion: string
}

/** The documented information-service-access create: picker members named per role kind. */
export interface InformationServiceAccessInput {
  Key: string
  DisplayName: string
  Description?: string | null
  PartyType: number
  AccessMode: number
  OwnerParty: {
    DisplayName: string
    EntityDefinitionId: string
    InstancePickerInputType: number
    InstanceLookupTableSelectorMode: number
    InstanceLookupTableSurfaceKey?: string | null
  }
  PartyDelegationPath: PathInput
  ResourceScopeMode: number
  Resource: {
    DisplayName: string
    EntityDefinitionId: string
    ResourcePickerInputType: number
    ResourceLookupTableSelectorMode: number
    ResourceLookupTableSurfaceKey?: string | null
  }
  ResourceHierarchyPath: PathInput
}

export interface ModelRolePayload {
  Id: string
  RoleKind: number
  DisplayName: string
  EntityDefinitionId: string
  EntityDefinitionName: string
  EntityDisplayName: string
  /** The documented names: parties carry InstancePickerInputType, resources ResourcePickerInputType; both are filled. */
  InstancePickerInputType: number
  ResourcePickerInputType: number
  PickerInputType: number
  LookupTableSelectorMode: number
  LookupTableSurfaceKey: string | null
}

export interface ModelPathPayload {
  PathKey: string
  Steps: PathStep[]
}

export interface PlanSummaryPayload {
  Id: string
  Key: string
  DisplayName: string
  IsActive: boolean
  SortOrder: number
  DurationAmount: number | null
  DurationUnit: number
  GracePeriodAmount: number | null
  GracePeriodUnit: number
  TimeBoundWindowAmount: number | null
  TimeBoundWindowUnit: number
  TimeBoundWindowAnchor: number
  LimitCount: number
  PlanFamily: { Id: string; Key: string; DisplayName: string } | null
  RenewalPolicy: { Id: string; Key: string; DisplayName: string; Mode: number } | null
}

/** Every model answers in the documented InformationServiceAccessModel shape, plus assumed members. */
export interface ModelPayload {
  Id: string
  Key: string
  DisplayName: string
  Description: string | null
  ModelType: number
  PartyType: number
  AccessMode: number
  ResourceScopeMode: number
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

export interface ModelSummaryPayload {
  Id: string
  Key: string
  DisplayName: string
  ModelType: number
  IsActive: boolean
  OwnerDefinitionDisplayName: string
  PlanCount: number
  IssuedCount: number
  RowVersion: string
}
