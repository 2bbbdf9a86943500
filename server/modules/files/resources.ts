import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineRegistry } from '../../platform/registry'
import { badRequest } from '../../http/errors'
import type { AuthContext } from '../../http/operation'
import { cachedRecordModel, instancePermissions, recordPermissionsFor, type RecordDefinition } from '../entities'
import { FileCodes, RelationKind, type ResourceDisplay, type ResourceIdentity } from './files.types'
import { findRecordSummaries, type RecordSummary } from './records.repo'

/**
 * Resources files belong to, resolved by their ModuleKey: entity records { entities, record,
 * <definition id>, <instance id> } here, and whatever other modules contribute (board items).
 */

export const EntityRecord = { ModuleKey: 'entities', ResourceKind: 'record' } as const

export interface ResolvedResource {
  identity: ResourceIdentity
  display: ResourceDisplay
  attachmentsEnabled: boolean
  /** Active record of a writable definition with attachments (instancePermissions). */
  canCreateAttachments: boolean
  canDeleteAttachments: boolean
  /** The RelationKind of the resource's own files (entity records: Attachment). */
  relationKind: number
}

/** Resolves the resources of one ModuleKey. */
export interface ResourceResolver {
  readonly moduleKey: string
  /** The resource as the caller sees it (auth null: caller-independent); null when it does not exist or is hidden from them. */
  resolve(db: Db, identity: ResourceIdentity, auth: AuthContext | null): Promise<ResolvedResource | null>
  /** Displays keyed by resourceKey; identities left out show as missing. */
  displays(db: Db, identities: readonly ResourceIdentity[]): Promise<Map<string, ResourceDisplay>>
}

export const resourceResolverRegistry = defineRegistry<ResourceResolver>('resource resolvers')

function resolverOf(db: Db, moduleKey: string): ResourceResolver | undefined {
  return appContextOf(db).contributions(resourceResolverRegistry).find((resolver) => resolver.moduleKey === moduleKey)
}

/** A stable map key of an identity. */
export const resourceKey = (identity: ResourceIdentity): string =>
  JSON.stringify([identity.ModuleKey, identity.ResourceKind, identity.ContextResourceId, identity.ResourceObjectId])

function isIdentity(identity: Partial<ResourceIdentity> | undefined): identity is ResourceIdentity {
  return typeof identity?.ModuleKey === 'string' && typeof identity.ResourceKind === 'string' &&
    typeof identity.ContextResourceId === 'string' && identity.ContextResourceId !== '' &&
    typeof identity.ResourceObjectId === 'string' && identity.ResourceObjectId !== ''
}

function isEntityRecord(identity: Partial<ResourceIdentity> | undefined): identity is ResourceIdentity {
  return isIdentity(identity) && identity.ModuleKey === EntityRecord.ModuleKey && identity.ResourceKind === EntityRecord.ResourceKind
}

/** The definition named by its id (not its Name: an identity is canonical). */
async function definitionOf(db: Db, definitionId: string): Promise<RecordDefinition | null> {
  const definition = await cachedRecordModel(db, definitionId)
  return definition?.id === definitionId ? definition : null
}

function recordDisplay(identity: ResourceIdentity, definition: RecordDefinition, row: RecordSummary): ResourceDisplay {
  return {
    Identity: identity,
    DisplayName: row.displayName,
    SafeLabel: `${definition.displayNameSingular} ${row.number}`,
    OpenTarget: { TargetCode: 'entityRecord', Parameters: { entityDefinitionId: definition.id, instanceId: row.id } },
    CanOpen: true,
  }
}

/** How a resource that no longer exists (or is of an unknown kind) is shown. */
export function missingDisplay(identity: ResourceIdentity): ResourceDisplay {
  return { Identity: identity, DisplayName: 'Deleted record', SafeLabel: 'Deleted record', OpenTarget: null, CanOpen: false }
}

/**
 * An entity record as the caller sees it (auth null: as one with full access). A record they may not
 * read, or whose files they may not read, is hidden: it answers as one that does not exist.
 */
async function resolveEntityRecord(db: Db, identity: ResourceIdentity, auth: AuthContext | null): Promise<ResolvedResource | null> {
  if (!isEntityRecord(identity)) return null
  const definition = await definitionOf(db, identity.ContextResourceId)
  if (!definition) return null
  const [row] = await findRecordSummaries(db, definition, [identity.ResourceObjectId])
  if (!row) return null
  const permissions = auth
    ? await recordPermissionsFor(db, definition, auth, { id: row.id, archived: row.archived }, appContextOf(db).clock())
    : instancePermissions(definition, row.archived)
  if (!permissions.CanRead || (definition.attachmentsEnabled && !permissions.CanViewAttachments)) return null
  const canonical: ResourceIdentity = { ...EntityRecord, ContextResourceId: definition.id, ResourceObjectId: row.id }
  return {
    identity: canonical,
    display: recordDisplay(canonical, definition, row),
    attachmentsEnabled: definition.attachmentsEnabled,
    canCreateAttachments: permissions.CanCreateAttachments,
    canDeleteAttachments: permissions.CanDeleteAttachments,
    relationKind: RelationKind.Attachment,
  }
}

/** Displays of entity records: one definition load and one query per definition. */
async function entityRecordDisplays(db: Db, identities: readonly ResourceIdentity[]): Promise<Map<string, ResourceDisplay>> {
  const displays = new Map<string, ResourceDisplay>()
  const byDefinition = new Map<string, ResourceIdentity[]>()
  for (const identity of identities) {
    if (!isEntityRecord(identity)) continue
    byDefinition.set(identity.ContextResourceId, [...(byDefinition.get(identity.ContextResourceId) ?? []), identity])
  }
  for (const [definitionId, members] of byDefinition) {
    const definition = await definitionOf(db, definitionId)
    if (!definition) continue
    const rows = new Map((await findRecordSummaries(db, definition, members.map((member) => member.ResourceObjectId))).map((row) => [row.id, row]))
    for (const identity of members) {
      const row = rows.get(identity.ResourceObjectId)
      if (row) displays.set(resourceKey(identity), recordDisplay(identity, definition, row))
    }
  }
  return displays
}

// The files of an entity record are seen by those who may read the record and its attachments.
export const entityRecordResolver: ResourceResolver = {
  moduleKey: EntityRecord.ModuleKey,
  resolve: (db, identity, auth) => resolveEntityRecord(db, identity, auth),
  displays: entityRecordDisplays,
}

/** The resource an identity names, or null when its kind is unknown, it does not exist or the caller may not see it. */
export async function resolveResource(db: Db, identity: Partial<ResourceIdentity> | undefined, auth: AuthContext | null = null): Promise<ResolvedResource | null> {
  if (!isIdentity(identity)) return null
  return (await resolverOf(db, identity.ModuleKey)?.resolve(db, identity, auth)) ?? null
}

/** A resource that exists and takes attachments; otherwise 400 naming the member (`Resource`, `Owner`). */
export async function requireAttachable(
  db: Db,
  identity: Partial<ResourceIdentity> | undefined,
  field: string,
  auth: AuthContext | null = null,
): Promise<ResolvedResource> {
  const resource = await resolveResource(db, identity, auth)
  if (!resource) throw badRequest(FileCodes.resourceNotFound, 'The resource does not exist or cannot hold files.', field)
  if (!resource.attachmentsEnabled) {
    throw badRequest(FileCodes.attachmentsDisabled, `Attachments are not enabled for ${resource.display.SafeLabel}.`, field)
  }
  return resource
}

/** Displays of many resources at once, each module resolving its own in a batch. */
export async function displayResources(db: Db, identities: readonly ResourceIdentity[]): Promise<Map<string, ResourceDisplay>> {
  const displays = new Map<string, ResourceDisplay>()
  const byModule = new Map<string, ResourceIdentity[]>()
  for (const identity of identities) {
    displays.set(resourceKey(identity), missingDisplay(identity))
    byModule.set(identity.ModuleKey, [...(byModule.get(identity.ModuleKey) ?? []), identity])
  }
  for (const [moduleKey, members] of byModule) {
    const resolver = resolverOf(db, moduleKey)
    if (!resolver) continue
    for (const [key, display] of await resolver.displays(db, members)) displays.set(key, display)
  }
  return displays
}
