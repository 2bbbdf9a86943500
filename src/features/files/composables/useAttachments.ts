import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { deleteFile, listAttachments, renameFile, restoreFile } from '../api/files'
import type { AttachmentListParams, ResourceIdentity } from '../api/files.types'
import { filesKeys } from '../api/queryKeys'

/** One page of a resource's files (active or in the trash); the previous page stays in view while the next loads. */
export function useAttachmentList(resource: MaybeRefOrGetter<ResourceIdentity>, params: MaybeRefOrGetter<AttachmentListParams>) {
  return useQuery({
    queryKey: computed(() => filesKeys.attachments.list(toValue(resource), toValue(params))),
    queryFn: ({ signal }) => listAttachments(toValue(resource), toValue(params), signal),
    placeholderData: keepPreviousData,
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
