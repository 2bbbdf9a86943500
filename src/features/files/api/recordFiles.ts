import type { ResourceIdentity } from './files.types'

/** How the files API names an entity record (the owner of its attachments). */
export function recordResource(entityDefinitionId: string, instanceId: string): ResourceIdentity {
  return { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: entityDefinitionId, ResourceObjectId: instanceId }
}

/**
 * Whether files may be added to the record now, as the server reports it on the record
 * (active record, writable definition with attachments on).
 */
export function recordAllowsAttachments(permissions: object | null | undefined): boolean {
  return !!permissions && 'CanCreateAttachments' in permissions && permissions.CanCreateAttachments === true
}
