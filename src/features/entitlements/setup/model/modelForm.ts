import {
  EntitlementAccessMode,
  EntitlementModelType,
  EntitlementPartyType,
  LookupTableSelectorMode,
  PickerInputType,
  ResourceScopeMode,
} from '@/api'
import type { EntitlementModel, EntitlementModelRole, EntitlementModelUpdateRequest, EntitlementRoleInput } from '../../api/entitlements.types'
import { checkKeyName, normalizeKey, type Problems } from '../shared/keys'

/** The four roles of a model, as the request and output members name them. */
export const roleMembers = ['OwnerParty', 'DelegateParty', 'Resource', 'RelatedResource'] as const
export type RoleMember = (typeof roleMembers)[number]

export interface RoleValues {
  /** Optional roles can be left out; the owner party (and an ISA model's resource) cannot. */
  Enabled: boolean
  DisplayName: string
  EntityDefinitionId: string | null
  PickerInputType: PickerInputType
  LookupTableSelectorMode: LookupTableSelectorMode
  LookupTableSurfaceKey: string
}

export interface ModelFormValues extends Record<string, unknown> {
  Key: string
  DisplayName: string
  Description: string
  IsActive: boolean
  PartyType: EntitlementPartyType
  AccessMode: EntitlementAccessMode
  ResourceScopeMode: ResourceScopeMode
  OwnerParty: RoleValues
  DelegateParty: RoleValues
  Resource: RoleValues
  RelatedResource: RoleValues
  /** PathKey texts ('' = no path); named like the request's members so `PartyDelegationPath.PathKey` errors land here. */
  PartyDelegationPath: string
  ResourceHierarchyPath: string
}

export type RoleRequirement = 'required' | 'optional'

/** Which roles a model must have: the owner party always, the resource for information service access. */
export function roleRequirement(modelType: EntitlementModelType, role: RoleMember): RoleRequirement {
  if (role === 'OwnerParty') return 'required'
  if (role === 'Resource' && modelType === EntitlementModelType.InformationServiceAccess) return 'required'
  return 'optional'
}

/** The selector mode matters only for a lookup-table picker, the surface key only for a specific surface. */
export const showsSelectorMode = (role: RoleValues) => role.PickerInputType === PickerInputType.LookupTable
export const showsSurfaceKey = (role: RoleValues) => showsSelectorMode(role) && role.LookupTableSelectorMode === LookupTableSelectorMode.Specific

/** Scope modes 1 and 2 need a resource role. */
export const scopeNeedsResource = (mode: ResourceScopeMode) => mode !== ResourceScopeMode.AllResources

export function emptyRole(enabled: boolean): RoleValues {
  return {
    Enabled: enabled,
    DisplayName: '',
    EntityDefinitionId: null,
    PickerInputType: PickerInputType.Autocomplete,
    LookupTableSelectorMode: LookupTableSelectorMode.Default,
    LookupTableSurfaceKey: '',
  }
}

/** Parties name their picker InstancePickerInputType, resources ResourcePickerInputType (the documented names). */
function pickerOf(role: EntitlementModelRole, member: RoleMember): PickerInputType {
  const documented = member === 'OwnerParty' || member === 'DelegateParty' ? role.InstancePickerInputType : role.ResourcePickerInputType
  return role.PickerInputType ?? documented ?? PickerInputType.Autocomplete
}

function roleValues(role: EntitlementModelRole | null | undefined, member: RoleMember, requiredWhenMissing: boolean): RoleValues {
  if (!role) return emptyRole(requiredWhenMissing)
  return {
    Enabled: true,
    DisplayName: role.DisplayName,
    EntityDefinitionId: role.EntityDefinitionId,
    PickerInputType: pickerOf(role, member),
    LookupTableSelectorMode: role.LookupTableSelectorMode,
    LookupTableSurfaceKey: role.LookupTableSurfaceKey ?? '',
  }
}

export function modelValues(model: EntitlementModel | null): ModelFormValues {
  const isa = model?.ModelType === EntitlementModelType.InformationServiceAccess
  return {
    Key: model?.Key ?? '',
    DisplayName: model?.DisplayName ?? '',
    Description: model?.Description ?? '',
    IsActive: model?.IsActive ?? true,
    PartyType: model?.PartyType ?? EntitlementPartyType.Organization,
    AccessMode: model?.AccessMode ?? EntitlementAccessMode.ReadOnly,
    ResourceScopeMode: model?.ResourceScopeMode ?? ResourceScopeMode.AllResources,
    OwnerParty: roleValues(model?.OwnerParty, 'OwnerParty', true),
    DelegateParty: roleValues(model?.DelegateParty, 'DelegateParty', false),
    Resource: roleValues(model?.Resource, 'Resource', isa),
    RelatedResource: roleValues(model?.RelatedResource, 'RelatedResource', false),
    PartyDelegationPath: model?.PartyDelegationPath?.PathKey ?? '',
    ResourceHierarchyPath: model?.ResourceHierarchyPath?.PathKey ?? '',
  }
}

function checkRole(role: RoleValues, member: RoleMember, problems: Problems): void {
  if (!role.Enabled) return
  if (role.DisplayName.trim() === '') problems[`${member}.DisplayName`] = { key: 'common.validation.required' }
  if (!role.EntityDefinitionId) problems[`${member}.EntityDefinitionId`] = { key: 'entitlementsSetup.validation.definitionRequired' }
  if (showsSurfaceKey(role) && role.LookupTableSurfaceKey.trim() === '') problems[`${member}.LookupTableSurfaceKey`] = { key: 'entitlementsSetup.validation.surfaceKeyRequired' }
}

/** The form's own checks by member, as the server names them (`Resource.EntityDefinitionId`). */
export function checkModel(values: ModelFormValues, modelType: EntitlementModelType): Problems {
  const problems: Problems = checkKeyName(values)
  for (const member of roleMembers) {
    if (roleRequirement(modelType, member) === 'required' && !values[member].Enabled) problems[member] = { key: 'entitlementsSetup.validation.roleRequired' }
    checkRole(values[member], member, problems)
  }
  if (scopeNeedsResource(values.ResourceScopeMode) && !values.Resource.Enabled) problems.ResourceScopeMode = { key: 'entitlementsSetup.validation.scopeNeedsResource' }
  if (values.ResourceScopeMode === ResourceScopeMode.ReachableFromOwner && values.Resource.Enabled && values.ResourceHierarchyPath.trim() === '') {
    problems['ResourceHierarchyPath.PathKey'] = { key: 'entitlementsSetup.validation.pathRequired' }
  }
  return problems
}

export function toRoleInput(role: RoleValues): EntitlementRoleInput {
  return {
    DisplayName: role.DisplayName.trim(),
    EntityDefinitionId: role.EntityDefinitionId ?? '',
    PickerInputType: role.PickerInputType,
    LookupTableSelectorMode: role.LookupTableSelectorMode,
    LookupTableSurfaceKey: showsSurfaceKey(role) ? role.LookupTableSurfaceKey.trim() : role.LookupTableSurfaceKey.trim() || null,
  }
}

const optionalRole = (role: RoleValues) => (role.Enabled ? toRoleInput(role) : null)
/** A path goes only with the role it leads to; '' = no path. */
const pathInput = (role: RoleValues, pathKey: string) => (role.Enabled && pathKey.trim() !== '' ? { PathKey: pathKey.trim() } : null)

export function toModelUpdateRequest(values: ModelFormValues, rowVersion: string): EntitlementModelUpdateRequest {
  return {
    Key: normalizeKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    IsActive: values.IsActive,
    PartyType: values.PartyType,
    AccessMode: values.AccessMode,
    ResourceScopeMode: values.ResourceScopeMode,
    OwnerParty: toRoleInput(values.OwnerParty),
    DelegateParty: optionalRole(values.DelegateParty),
    Resource: optionalRole(values.Resource),
    RelatedResource: optionalRole(values.RelatedResource),
    PartyDelegationPath: pathInput(values.DelegateParty, values.PartyDelegationPath),
    ResourceHierarchyPath: pathInput(values.Resource, values.ResourceHierarchyPath),
    RowVersion: rowVersion,
  }
}
