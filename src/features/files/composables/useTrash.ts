import { useMutation, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { listTrash, restoreFile } from '../api/files'
import type { TrashListParams } from '../files.types'
import { filesKeys } from '../queryKeys'

/** The operator's page of every trashed file, paged and searched by the URL state. */
export function useTrashPage(state: UrlListState) {
  return useServerList({
    state,
    params: (base): TrashListParams => ({ page: base.page, pageSize: base.pageSize, search: base.search }),
    queryKey: filesKeys.trash.list,
    fetchPage: listTrash,
  })
}

export function useRestoreFromTrash() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (fileId: string) => restoreFile(fileId),
    onSettled: () => void client.invalidateQueries({ queryKey: filesKeys.all }),
  })
}
