import type { Db } from '../../db'
import { badRequest } from '../../http/errors'
import { instancePermissions } from '../entities/records/permissions'
import type { RecordDefinition } from '../entities/records/recordModel'
import { loadRecordModel } from '../entities/records/recordModel.load'
import { displayExpression } from '../entities/records/records.read'
import { FileCodes, type ResourceDisplay, type ResourceIdentity } from './files.types'

/** Resources files belong to: today entity records, { entities, record, <definition id>, <instance id> }. */

export const EntityRecord = { ModuleKey: 'entities', ResourceKind: 'record' } as const

export interface ResolvedResource {
  identity: ResourceIdentity
  display: ResourceDisplay
  attachmentsEnabled: boolean
  /** Active record of a writable definition with attachments (instancePermissions). */
  canCreateAttachments: boolean
  canDeleteAttachments: boolean
}

interface RecordRow {
  id: string
  number: string
  display_name: string
  archived: boolean
}

/** A stable map key of an identity. */
export const resourceKey = (identity: ResourceIdentity): string =>
  JSON.stringify([identity.ModuleKey, identity.ResourceKind, identity.ContextResourceId, identity.ResourceObjectId])

function isEntityRecord(identity: Partial<ResourceIdentity> | undefined): identity is ResourceIdentity {
  return identity?.ModuleKey === EntityRecord.ModuleKey && identity.ResourceKind === EntityRecord.ResourceKind &&
    typeof identity.ContextResourceId === 'string' && identity.ContextResourceId !== '' &&
    typeof identity.ResourceObjectId === 'string' && identity.ResourceObjectId !== ''
}

interface DefinitionRow {
  row_version: string
  attachments_enabled: boolean
  is_read_only: boolean
  is_pending_deletion: boolean
  display_name_singular: string
}

// Every schema change moves the definition's row version (touchDefinition), so the loaded model is
// kept until then: a list call reads one row instead of the whole model. Keyed by Db like the other per-app state.
const loadedDefinitions = new WeakMap<Db, Map<string, { version: string; definition: RecordDefinition }>>()

/** The definition named by its id (not its Name: an identity is canonical), with its flags as they are now. */
async function definitionOf(db: Db, definitionId: string): Promise<RecordDefinition | null> {
  const [row] = await db.query<DefinitionRow>(
    'SELECT row_version, attachments_enabled, is_read_only, is_pending_deletion, display_name_singular FROM entity_definitions WHERE id = $1',
    [definitionId],
  )
  if (!row) return null
  let loaded = loadedDefinitions.get(db)
  if (!loaded) {
    loaded = new Map()
    loadedDefinitions.set(db, loaded)
  }
  let cached = loaded.get(definitionId)
  if (cached?.version !== row.row_version) {
    const definition = await loadRecordModel(db, definitionId)
    if (definition?.id !== definitionId) return null
    cached = { version: row.row_version, definition }
    loaded.set(definitionId, cached)
  }
  return {
    ...cached.definition,
    attachmentsEnabled: row.attachments_enabled,
    isReadOnly: row.is_read_only,
    isPendingDeletion: row.is_pending_deletion,
    displayNameSingular: row.display_name_singular,
  }
}

async function recordRows(db: Db, definition: RecordDefinition, ids: string[]): Promise<RecordRow[]> {
  return db.query<RecordRow>(
    `SELECT t.id, t.number, ${displayExpression(definition, 't')} AS display_name, t.archived_at IS NOT NULL AS archived
     FROM ${definition.primary.qualifiedName} t WHERE t.id = ANY($1::text[])`,
    [ids],
  )
}

function recordDisplay(identity: ResourceIdentity, definition: RecordDefinition, row: RecordRow): ResourceDisplay {
  return {
    Identity: identity,
    DisplayName: row.display_name,
    SafeLabel: `${definition.displayNameSingular} ${row.number}`,
    OpenTarget: { TargetCode: 'entityRecord', Parameters: { entityDefinitionId: definition.id, instanceId: row.id } },
    CanOpen: true,
  }
}

/** How a resource that no longer exists (or is of an unknown kind) is shown. */
export function missingDisplay(identity: ResourceIdentity): ResourceDisplay {
  return { Identity: identity, DisplayName: 'Deleted record', SafeLabel: 'Deleted record', OpenTarget: null, CanOpen: false }
}

/** The resource an identity names, or null when its kind is unknown or it does not exist. */
export async function resolveResource(db: Db, identity: Partial<ResourceIdentity> | undefined): Promise<ResolvedResource | null> {
  if (!isEntityRecord(identity)) return null
  const definition = await definitionOf(db, identity.ContextResourceId)
  if (!definition) return null
  const [row] = await recordRows(db, definition, [identity.ResourceObjectId])
  if (!row) return null
  const permissions = instancePermissions(definition, row.archived)
  const canonical: ResourceIdentity = { ...EntityRecord, ContextResourceId: definition.id, ResourceObjectId: row.id }
  return {
    identity: canonical,
    display: recordDisplay(canonical, definition, row),
    attachmentsEnabled: definition.attachmentsEnabled,
    canCreateAttachments: permissions.CanCreateAttachments,
    canDeleteAttachments: permissions.CanDeleteAttachments,
  }
}

/** A resource that exists and takes attachments; otherwise 400 naming the member (`Resource`, `Owner`). */
export async function requireAttachable(db: Db, identity: Partial<ResourceIdentity> | undefined, field: string): Promise<ResolvedResource> {
  const resource = await resolveResource(db, identity)
  if (!resource) throw badRequest(FileCodes.resourceNotFound, 'The resource does not exist or cannot hold files.', field)
  if (!resource.attachmentsEnabled) {
    throw badRequest(FileCodes.attachmentsDisabled, `Attachments are not enabled for ${resource.display.SafeLabel}.`, field)
  }
  return resource
}

/** Displays of many resources at once: one definition load and one query per definition. */
export async function displayResources(db: Db, identities: readonly ResourceIdentity[]): Promise<Map<string, ResourceDisplay>> {
  const displays = new Map<string, ResourceDisplay>()
  const byDefinition = new Map<string, ResourceIdentity[]>()
  for (const identity of identities) {
    displays.set(resourceKey(identity), missingDisplay(identity))
    if (!isEntityRecord(identity)) continue
    byDefinition.set(identity.ContextResourceId, [...(byDefinition.get(identity.ContextResourceId) ?? []), identity])
  }
  for (const [definitionId, members] of byDefinition) {
    const definition = await definitionOf(db, definitionId)
    if (!definition) continue
    const rows = new Map((await recordRows(db, definition, members.map((member) => member.ResourceObjectId))).map((row) => [row.id, row]))
    for (const identity of members) {
      const row = rows.get(identity.ResourceObjectId)
      if (row) displays.set(resourceKey(identity), recordDisplay(identity, definition, row))
    }
  }
  return displays
}
