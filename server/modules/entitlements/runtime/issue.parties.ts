import type { Db } from '../../../db'
import type { Issue } from '../../../http/envelope'
import { issue } from '../../../http/errors'
import { definitionCache, lookupItems } from '../../entities'
import { ResourceScopeMode, RoleKind } from '../admin/types'
import { modelRoles, type ModelRole } from './models.repo'

export { modelRoles, type ModelRole }

/** Who and what an entitlement is issued to: the owner, resources and beneficiaries, checked against the model's roles. */

export const ownerInvalidCode = 'serviceEntitlements.runtime.ownerInvalid'
export const resourceInvalidCode = 'serviceEntitlements.runtime.resourceInvalid'

export interface PartiesRequest {
  OwnerEntityInstanceId: string
  Resources?: Array<{ ResourceRoleId: string; EntityInstanceId: string }> | null
  Beneficiaries?: Array<{ BeneficiaryPartyRoleId: string; EntityInstanceId: string }> | null
}

/** A record the entitlement points at, with its display text at issue. */
export interface PartyRecord {
  roleId: string
  definitionId: string
  instanceId: string
  displayName: string
}

export interface CheckedParties {
  owner: PartyRecord
  resources: PartyRecord[]
  beneficiaries: PartyRecord[]
}

const isRecord = (record: PartyRecord | null): record is PartyRecord => record !== null

interface Wanted {
  role: ModelRole
  instanceId: string
  field: string
  code: string
}

/** Display texts of the wanted records that exist, keyed `definition \0 instance`. */
async function existingRecords(db: Db, wanted: Wanted[]): Promise<{ labels: Map<string, string>; names: Map<string, string> }> {
  const definitions = definitionCache(db)
  const byDefinition = new Map<string, Set<string>>()
  for (const item of wanted) byDefinition.set(item.role.entity_definition_id, (byDefinition.get(item.role.entity_definition_id) ?? new Set()).add(item.instanceId))
  const labels = new Map<string, string>()
  const names = new Map<string, string>()
  for (const [definitionId, ids] of byDefinition) {
    const definition = await definitions(definitionId)
    if (!definition) continue
    names.set(definitionId, definition.displayNameSingular)
    for (const item of await lookupItems(db, definition, [...ids])) labels.set(`${definitionId}\u0000${item.Id}`, item.DisplayName)
  }
  return { labels, names }
}

function resourceEntries(body: PartiesRequest, roles: ModelRole[], scopeMode: number, issues: Issue[]): Wanted[] {
  const wanted: Wanted[] = []
  const seen = new Set<string>()
  let selected = 0
  for (const [index, entry] of (body.Resources ?? []).entries()) {
    const role = roles.find((candidate) => candidate.id === entry.ResourceRoleId)
    const field = `Resources[${index}]`
    if (!role || (role.role_kind !== RoleKind.Resource && role.role_kind !== RoleKind.RelatedResource)) {
      issues.push(issue(resourceInvalidCode, 'This is not a resource role of the model.', `${field}.ResourceRoleId`))
      continue
    }
    if (role.role_kind === RoleKind.Resource && scopeMode !== ResourceScopeMode.SelectedResources) {
      const why = scopeMode === ResourceScopeMode.AllResources ? 'covers all resources' : 'covers the resources reachable from the owner'
      issues.push(issue(resourceInvalidCode, `The model ${why}; do not select “${role.display_name}” records.`, `${field}.ResourceRoleId`))
      continue
    }
    if (role.role_kind === RoleKind.Resource) selected += 1
    const key = `${role.id}\u0000${entry.EntityInstanceId}`
    if (seen.has(key)) continue
    seen.add(key)
    wanted.push({ role, instanceId: entry.EntityInstanceId, field: `${field}.EntityInstanceId`, code: resourceInvalidCode })
  }
  const resourceRole = roles.find((role) => role.role_kind === RoleKind.Resource)
  if (scopeMode === ResourceScopeMode.SelectedResources && selected === 0 && resourceRole) {
    issues.push(issue(resourceInvalidCode, `Select at least one “${resourceRole.display_name}” record.`, 'Resources'))
  }
  return wanted
}

function beneficiaryEntries(body: PartiesRequest, roles: ModelRole[], issues: Issue[]): Wanted[] {
  const wanted: Wanted[] = []
  const seen = new Set<string>()
  for (const [index, entry] of (body.Beneficiaries ?? []).entries()) {
    const role = roles.find((candidate) => candidate.id === entry.BeneficiaryPartyRoleId)
    const field = `Beneficiaries[${index}]`
    if (!role || role.role_kind !== RoleKind.DelegateParty) {
      issues.push(issue(resourceInvalidCode, 'This is not the delegate party role of the model.', `${field}.BeneficiaryPartyRoleId`))
      continue
    }
    if (seen.has(entry.EntityInstanceId)) continue
    seen.add(entry.EntityInstanceId)
    wanted.push({ role, instanceId: entry.EntityInstanceId, field: `${field}.EntityInstanceId`, code: resourceInvalidCode })
  }
  return wanted
}

/**
 * The owner, resources and beneficiaries of an issue request: each a live record of its role's
 * definition. Issues are collected (all 400s at once); null when there are any.
 */
export async function checkParties(db: Db, body: PartiesRequest, roles: ModelRole[], scopeMode: number, issues: Issue[]): Promise<CheckedParties | null> {
  const ownerRole = roles.find((role) => role.role_kind === RoleKind.OwnerParty)
  if (!ownerRole) {
    issues.push(issue(ownerInvalidCode, 'The model has no owner party role.', 'OwnerEntityInstanceId'))
    return null
  }
  const owner: Wanted = { role: ownerRole, instanceId: body.OwnerEntityInstanceId, field: 'OwnerEntityInstanceId', code: ownerInvalidCode }
  const resources = resourceEntries(body, roles, scopeMode, issues)
  const beneficiaries = beneficiaryEntries(body, roles, issues)
  const { labels, names } = await existingRecords(db, [owner, ...resources, ...beneficiaries])
  const toRecord = (item: Wanted): PartyRecord | null => {
    const label = labels.get(`${item.role.entity_definition_id}\u0000${item.instanceId}`)
    if (label !== undefined) return { roleId: item.role.id, definitionId: item.role.entity_definition_id, instanceId: item.instanceId, displayName: label }
    const noun = names.get(item.role.entity_definition_id) ?? item.role.display_name
    issues.push(issue(item.code, `There is no ${noun} record “${item.instanceId}”.`, item.field))
    return null
  }
  const checkedOwner = toRecord(owner)
  const checkedResources = resources.map(toRecord).filter(isRecord)
  const checkedBeneficiaries = beneficiaries.map(toRecord).filter(isRecord)
  if (issues.length > 0 || checkedOwner === null) return null
  return { owner: checkedOwner, resources: checkedResources, beneficiaries: checkedBeneficiaries }
}
