import { EntitlementAccessMode, EntitlementModelType, EntitlementPartyType, LookupTableSelectorMode, PickerInputType, ResourceScopeMode } from '@/api'
import type { EntitlementModelRequest, InformationServiceAccessModelRequest } from '../../api/entitlements.types'
import { checkKeyName, normalizeKey, type Problems } from '../shared/keys'

/** The create dialog's values: the type first, then names and the definitions of the required roles. */
export interface ModelCreateValues {
  ModelType: EntitlementModelType
  DisplayName: string
  Key: string
  Description: string
  OwnerDefinitionId: string | null
  ResourceDefinitionId: string | null
}

/** A chosen definition: its id and the singular name the role is called by (changed later in the designer). */
export interface DefinitionChoice {
  Id: string
  DisplayNameSingular: string
}

export const needsResource = (type: EntitlementModelType) => type === EntitlementModelType.InformationServiceAccess

export function blankModel(): ModelCreateValues {
  return { ModelType: EntitlementModelType.Subscription, DisplayName: '', Key: '', Description: '', OwnerDefinitionId: null, ResourceDefinitionId: null }
}

export function checkNewModel(values: ModelCreateValues): Problems {
  const problems: Problems = checkKeyName(values)
  if (!values.OwnerDefinitionId) problems.OwnerDefinitionId = { key: 'entitlementsSetup.validation.definitionRequired' }
  if (needsResource(values.ModelType) && !values.ResourceDefinitionId) problems.ResourceDefinitionId = { key: 'entitlementsSetup.validation.definitionRequired' }
  return problems
}

/** Information service access goes through the documented create: no delegate, no related resource, no paths yet. */
export function toIsaRequest(values: ModelCreateValues, owner: DefinitionChoice, resource: DefinitionChoice): InformationServiceAccessModelRequest {
  return {
    Key: normalizeKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    PartyType: EntitlementPartyType.Organization,
    AccessMode: EntitlementAccessMode.ReadOnly,
    OwnerParty: {
      DisplayName: owner.DisplayNameSingular,
      EntityDefinitionId: owner.Id,
      InstancePickerInputType: PickerInputType.Autocomplete,
      InstanceLookupTableSelectorMode: LookupTableSelectorMode.Default,
      InstanceLookupTableSurfaceKey: null,
    },
    PartyDelegationPath: { PathKey: '' },
    ResourceScopeMode: ResourceScopeMode.AllResources,
    Resource: {
      DisplayName: resource.DisplayNameSingular,
      EntityDefinitionId: resource.Id,
      ResourcePickerInputType: PickerInputType.Autocomplete,
      ResourceLookupTableSelectorMode: LookupTableSelectorMode.Default,
      ResourceLookupTableSurfaceKey: null,
    },
    ResourceHierarchyPath: { PathKey: '' },
  }
}

export function toModelRequest(values: ModelCreateValues, owner: DefinitionChoice): EntitlementModelRequest {
  return {
    Key: normalizeKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    ModelType: values.ModelType,
    PartyType: EntitlementPartyType.Organization,
    AccessMode: EntitlementAccessMode.ReadOnly,
    ResourceScopeMode: ResourceScopeMode.AllResources,
    OwnerParty: {
      DisplayName: owner.DisplayNameSingular,
      EntityDefinitionId: owner.Id,
      PickerInputType: PickerInputType.Autocomplete,
      LookupTableSelectorMode: LookupTableSelectorMode.Default,
      LookupTableSurfaceKey: null,
    },
    DelegateParty: null,
    Resource: null,
    RelatedResource: null,
    PartyDelegationPath: null,
    ResourceHierarchyPath: null,
  }
}

/** Server field names of the two creates, mapped onto the dialog's fields. */
export function dialogField(serverField: string): string {
  const root = serverField.split('.')[0]
  if (root === 'OwnerParty') return 'OwnerDefinitionId'
  if (root === 'Resource') return 'ResourceDefinitionId'
  return serverField
}
