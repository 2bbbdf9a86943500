import { computed } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { listTrash, restoreFile } from '../api/files'
import type { TrashListParams } from '../api/files.types'
import { filesKeys } from '../api/queryKeys'

/** The operator's page of every trashed file, paged and searched by the URL state. */
export function useTrashPage(state: UrlListState) {
  const params = computed<TrashListParams>(() => ({ page: state.page.value, pageSize: state.pageSize.value, search: state.search.value }))
  const query = useQuery({
    queryKey: computed(() => filesKeys.trash.list(params.value)),
    queryFn: ({ signal }) => listTrash(params.value, signal),
    placeholderData: keepPreviousData,
  })
  return {
    query,
    items: computed(() => query.data.value?.Items ?? []),
    total: computed(() => query.data.value?.TotalCount ?? 0),
  }
}

export function useRestoreFromTrash() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (fileId: string) => restoreFile(fileId),
    onSettled: () => void client.invalidateQueries({ queryKey: filesKeys.all }),
  })
}
