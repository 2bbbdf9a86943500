import type { AttachmentListParams, ResourceIdentity, TrashListParams } from './files.types'

/** The one place for this feature's vue-query keys; mutations invalidate by these prefixes. */
export const filesKeys = {
  all: ['files'] as const,
  attachments: {
    all: ['files', 'attachments'] as const,
    /** Every list of one resource (active, trash, any page). */
    ofResource: (resource: ResourceIdentity) =>
      ['files', 'attachments', resource.ModuleKey, resource.ResourceKind, resource.ContextResourceId, resource.ResourceObjectId] as const,
    list: (resource: ResourceIdentity, params: AttachmentListParams) => [...filesKeys.attachments.ofResource(resource), params] as const,
  },
  trash: {
    all: ['files', 'trash'] as const,
    list: (params: TrashListParams) => ['files', 'trash', params] as const,
  },
}
