import type { Schema } from '../types'
import { arr, bool, filled, int32, nullable, obj, ref, request, str, uuid } from '../s'

/**
 * Entitlement setup beyond the documented information-service-access create (all assumed): the
 * module switch, models of every type and model security. Plans, families and policies are in
 * entitlementsPlans.ts; every model is answered as the documented InformationServiceAccessModel.
 */

const NOTE = 'Entitlement setup the spec names (configuration scope item 7) but does not show; designed in its conventions.'
const keyMember = () => str('Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$.')
const path = (description: string): Schema =>
  nullable(obj({ PathKey: nullable(str(description)) }, { closed: true, description: 'Null, \'\' or no PathKey = no path.' }))

const modelBody = {
  Key: keyMember(),
  DisplayName: str(),
  Description: nullable(str()),
  PartyType: ref('EntitlementPartyType'),
  AccessMode: ref('EntitlementAccessMode'),
  ResourceScopeMode: ref('ResourceScopeMode'),
  OwnerParty: ref('EntitlementRoleInput'),
  DelegateParty: nullable(ref('EntitlementRoleInput')),
  Resource: nullable(ref('EntitlementRoleInput')),
  RelatedResource: nullable(ref('EntitlementRoleInput')),
  PartyDelegationPath: path('Steps from the owner definition to the delegate definition.'),
  ResourceHierarchyPath: path('Steps from the owner definition to the resource definition.'),
}
const modelRequired = ['Key', 'DisplayName', 'PartyType', 'AccessMode', 'ResourceScopeMode', 'OwnerParty']

const grantInput = (): Schema =>
  obj(
    { Operation: ref('EntitlementModelOperation'), SubjectType: ref('GrantSubjectType'), SubjectId: str('Role name or user id.') },
    { closed: true, required: ['Operation', 'SubjectType', 'SubjectId'] },
  )

export const entitlementAdminSchemas: Record<string, Schema> = {
  EntitlementsModuleSettings: filled(
    { Enabled: bool(), RowVersion: uuid() },
    'Module lifecycle of entitlements: the profile\'s Modules.EntitlementOperations.Enabled follows.',
  ),
  EntitlementsModuleUpdateRequest: request({ Enabled: bool(), RowVersion: uuid() }, ['Enabled', 'RowVersion'], 'Switches the module.'),
  EntitlementModelSummary: filled(
    {
      Id: str(),
      Key: str(),
      DisplayName: str(),
      ModelType: ref('EntitlementModelType'),
      IsActive: bool(),
      OwnerDefinitionDisplayName: str('Display name of the OwnerParty role\'s entity definition.'),
      PlanCount: int32(),
      IssuedCount: int32('Entitlements issued under the model.'),
      RowVersion: uuid(),
    },
    'A model list row.',
  ),
  EntitlementRoleInput: request(
    {
      DisplayName: str(),
      EntityDefinitionId: str('A live entity definition that is not a board\'s own.'),
      PickerInputType: ref('PickerInputType'),
      LookupTableSelectorMode: ref('LookupTableSelectorMode'),
      LookupTableSurfaceKey: nullable(str('Required when PickerInputType is LookupTable and the selector mode Specific.')),
    },
    ['DisplayName', 'EntityDefinitionId', 'PickerInputType', 'LookupTableSelectorMode'],
    'One role of a model: the documented request names the picker members per role kind; one shape serves all four here.',
  ),
  EntitlementModelRequest: request(
    { ...modelBody, ModelType: ref('EntitlementModelType') },
    [...modelRequired, 'ModelType'],
    `${NOTE} Creates a model of any type with default grants (read: Configurator, Operator; issue, adjust: Operator).`,
  ),
  EntitlementModelUpdateRequest: request(
    { ...modelBody, IsActive: bool('An inactive model issues nothing; issued entitlements stay.'), RowVersion: uuid() },
    [...modelRequired, 'IsActive', 'RowVersion'],
    `${NOTE} The model type cannot change.`,
  ),
  EntitlementModelGrant: filled(
    {
      Operation: ref('EntitlementModelOperation'),
      SubjectType: ref('GrantSubjectType'),
      SubjectId: str('Role name or user id.'),
      DisplayName: str('Role name, user display name, or "Unknown user".'),
    },
    'One grant of a model: who may read, issue (and run the lifecycle) or adjust its entitlements besides Admins.',
  ),
  EntitlementModelSecurity: filled(
    { ModelId: str(), Grants: arr(ref('EntitlementModelGrant')), RowVersion: uuid('The model\'s SecurityRowVersion.') },
    'Model security the spec names (configuration scope item 7) but does not show.',
  ),
  EntitlementModelSecurityUpdateRequest: request(
    { Grants: arr(grantInput(), 'The whole new set; duplicates collapse.'), RowVersion: uuid('The model\'s SecurityRowVersion.') },
    ['Grants', 'RowVersion'],
    'Replaces every grant of the model.',
  ),
}
