import type { Db } from '../../../db'
import { badRequest } from '../../../http/errors'
import { setupDefinitions, type SetupDefinitions } from './definitions'
import { isEmptyPath, resolvePath } from './paths'
import { ModelType, ResourceScopeMode, RoleKind, roleMembers, type ModelInputBase, type RoleInput, type RoleMember } from './types'
import { AdminCode, normaliseKey, oneOf, optionalText, requiredText } from './validation'

/** A model request checked against the real entity definitions, ready to be written. */

export interface ValidRole {
  kind: number
  displayName: string
  definitionId: string
  pickerInputType: number
  selectorMode: number
  surfaceKey: string | null
}

export interface ValidModel {
  key: string
  displayName: string
  description: string | null
  partyType: number
  accessMode: number
  resourceScopeMode: number
  roles: ValidRole[]
  partyDelegationPath: string
  resourceHierarchyPath: string
}

type PickerMember = 'PickerInputType' | 'LookupTableSelectorMode' | 'LookupTableSurfaceKey'
/** How a role's picker members are named in the request (the documented create names them per role kind). */
export type RoleFieldName = (role: RoleMember, member: PickerMember) => string

const genericNames: RoleFieldName = (role, member) => `${role}.${member}`

async function validRole(definitions: SetupDefinitions, role: RoleMember, input: RoleInput, fieldOf: RoleFieldName): Promise<ValidRole> {
  const displayName = requiredText(input.DisplayName, `${role}.DisplayName`)
  const definitionField = `${role}.EntityDefinitionId`
  const definitionId = input.EntityDefinitionId?.trim() ?? ''
  const candidate = definitionId ? await definitions.candidate(definitionId) : null
  if (!candidate?.usable) {
    const reason = candidate ? 'cannot be used: it is a board\'s own data model or is being deleted' : 'does not exist'
    throw badRequest(AdminCode.definitionInvalid, `The entity definition of ${role} ${reason}.`, definitionField)
  }
  const pickerInputType = oneOf(input.PickerInputType, [0, 1], fieldOf(role, 'PickerInputType'))
  const selectorMode = oneOf(input.LookupTableSelectorMode, [0, 1], fieldOf(role, 'LookupTableSelectorMode'))
  const surfaceField = fieldOf(role, 'LookupTableSurfaceKey')
  const surfaceKey = optionalText(input.LookupTableSurfaceKey, surfaceField, 100)
  if (pickerInputType === 1 && selectorMode === 1 && !surfaceKey) {
    throw badRequest(AdminCode.surfaceKeyRequired, `${role} picks from a specific lookup table: name its surface key.`, surfaceField)
  }
  return { kind: RoleKind[role], displayName, definitionId: candidate.id, pickerInputType, selectorMode, surfaceKey }
}

const pathError = (message: string, field: string) => badRequest(AdminCode.pathInvalid, message, field)
const invalidScope = (message: string) => badRequest(AdminCode.invalid, message, 'ResourceScopeMode')

/** Validates a model request of `modelType`; role field names follow `fieldOf`. */
export async function validateModel(db: Db, input: ModelInputBase, modelType: number, fieldOf: RoleFieldName = genericNames): Promise<ValidModel> {
  const key = normaliseKey(input.Key)
  const displayName = requiredText(input.DisplayName, 'DisplayName')
  const description = optionalText(input.Description, 'Description')
  const partyType = oneOf(input.PartyType, [0, 1, 2], 'PartyType')
  const accessMode = oneOf(input.AccessMode, [0, 1], 'AccessMode')
  const resourceScopeMode = oneOf(input.ResourceScopeMode, [0, 1, 2], 'ResourceScopeMode')
  if (!input.OwnerParty) throw badRequest(AdminCode.required, 'Every model has an owner party role.', 'OwnerParty')
  if (modelType === ModelType.InformationServiceAccess && !input.Resource) {
    throw badRequest(AdminCode.required, 'An information service access model has a resource role.', 'Resource')
  }
  if (resourceScopeMode !== ResourceScopeMode.AllResources && !input.Resource) {
    throw invalidScope('This resource scope needs a resource role.')
  }

  const definitions = setupDefinitions(db)
  const roles: ValidRole[] = []
  for (const member of roleMembers) {
    const role = input[member]
    if (role) roles.push(await validRole(definitions, member, role, fieldOf))
  }
  const definitionOf = (kind: number) => roles.find((role) => role.kind === kind)?.definitionId ?? null
  const owner = definitionOf(RoleKind.OwnerParty)!

  const delegationField = 'PartyDelegationPath.PathKey'
  const delegate = definitionOf(RoleKind.DelegateParty)
  const delegationKey = input.PartyDelegationPath?.PathKey
  if (!delegate && !isEmptyPath(delegationKey)) throw pathError('A model without a delegate party role has no delegation path.', delegationField)
  const delegation = delegate ? await resolvePath(definitions, owner, delegate, delegationKey, delegationField) : null

  const hierarchyField = 'ResourceHierarchyPath.PathKey'
  const resource = definitionOf(RoleKind.Resource)
  const hierarchyKey = input.ResourceHierarchyPath?.PathKey
  if (!resource && !isEmptyPath(hierarchyKey)) throw pathError('A model without a resource role has no resource hierarchy path.', hierarchyField)
  if (resourceScopeMode === ResourceScopeMode.ReachableFromOwner && isEmptyPath(hierarchyKey)) {
    throw pathError('Resources reachable from the owner need the path from the owner to the resource.', hierarchyField)
  }
  const hierarchy = resource ? await resolvePath(definitions, owner, resource, hierarchyKey, hierarchyField) : null

  return {
    key,
    displayName,
    description,
    partyType,
    accessMode,
    resourceScopeMode,
    roles,
    partyDelegationPath: delegation?.PathKey ?? '',
    resourceHierarchyPath: hierarchy?.PathKey ?? '',
  }
}
