import { computed } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { functionOperationsKeys } from './queryKeys'

/** API publications: a function (version) callers run as a command or queue, behind a permission. */

export type FunctionPublication = Complete<Schemas['FunctionPublication']>
export type PublicationCreateRequest = Schemas['FunctionPublicationCreateRequest']
export type PublicationUpdateRequest = Schemas['FunctionPublicationUpdateRequest']

const ROOT = '/api/workspace/admin/function-operations/publications'
const ITEM = '/api/workspace/admin/function-operations/publications/{publicationId}'

export function usePublications() {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.publications()),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ROOT, { signal })) as Promise<FunctionPublication[]>,
  })
}

/** Publication writes read the list again, and the catalog (a function lists its publications). */
function usePublicationMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: functionOperationsKeys.publications() }),
        client.invalidateQueries({ queryKey: functionOperationsKeys.functions() }),
      ]),
  })
}

export function useSavePublication() {
  return usePublicationMutation((input: { id: string | null; body: PublicationCreateRequest | PublicationUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { publicationId: input.id } }, body: input.body as PublicationUpdateRequest }))
      : unwrap(apiClient.POST(ROOT, { body: input.body as PublicationCreateRequest }))) as Promise<FunctionPublication>,
  )
}

export function useDeletePublication() {
  return usePublicationMutation((publication: Pick<FunctionPublication, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { publicationId: publication.Id }, query: { rowVersion: publication.RowVersion } } })),
  )
}
