import { toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQueryClient } from '@tanstack/vue-query'
import type { ListState } from '@/platform/lists/listState'
import { useServerList } from '@/platform/lists/useServerList'
import { deleteFile, listAttachments, renameFile, restoreFile } from '../api/files'
import type { AttachmentListParams, AttachmentScope, ResourceIdentity } from '../files.types'
import { filesKeys } from '../queryKeys'

/** One page of a resource's files (active or in the trash); the previous page stays in view while the next loads. */
export function useAttachmentList(resource: MaybeRefOrGetter<ResourceIdentity>, state: ListState, scope: MaybeRefOrGetter<AttachmentScope>) {
  return useServerList({
    state,
    params: (base): AttachmentListParams => ({ scope: toValue(scope), page: base.page, pageSize: base.pageSize }),
    queryKey: (params) => filesKeys.attachments.list(toValue(resource), params),
    fetchPage: (params, signal) => listAttachments(toValue(resource), params, signal),
  })
}

/** Everything that lists this resource's files, and the trash, is stale after a file changes. */
export function useInvalidateFiles(resource: MaybeRefOrGetter<ResourceIdentity>) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: filesKeys.attachments.ofResource(toValue(resource)) })
    void client.invalidateQueries({ queryKey: filesKeys.trash.all })
  }
}

export function useFileMutations(resource: MaybeRefOrGetter<ResourceIdentity>) {
  const onSettled = useInvalidateFiles(resource)
  return {
    rename: useMutation({
      mutationFn: (input: { fileId: string; fileName: string; description: string | null }) =>
        renameFile(input.fileId, input.fileName, input.description),
      onSettled,
    }),
    remove: useMutation({ mutationFn: (fileId: string) => deleteFile(fileId), onSettled }),
    restore: useMutation({ mutationFn: (fileId: string) => restoreFile(fileId), onSettled }),
  }
}
