import { computed } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { apiClient, unwrap, type Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
import { functionOperationsKeys } from './queryKeys'

/** HTTP endpoints: how a function (version) is served over HTTP to outside systems. */

export type FunctionHttpEndpoint = Complete<Schemas['FunctionHttpEndpoint']>
export type HttpEndpointCreateRequest = Schemas['FunctionHttpEndpointCreateRequest']
export type HttpEndpointUpdateRequest = Schemas['FunctionHttpEndpointUpdateRequest']

const ROOT = '/api/workspace/admin/function-operations/http-endpoints'
const ITEM = '/api/workspace/admin/function-operations/http-endpoints/{endpointId}'

export function useHttpEndpoints() {
  return useQuery({
    queryKey: computed(() => functionOperationsKeys.httpEndpoints()),
    queryFn: ({ signal }) => unwrap(apiClient.GET(ROOT, { signal })) as Promise<FunctionHttpEndpoint[]>,
  })
}

/** Endpoint writes read the list again, and the catalog (a function lists its endpoints). */
function useHttpEndpointMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: functionOperationsKeys.httpEndpoints() }),
        client.invalidateQueries({ queryKey: functionOperationsKeys.functions() }),
      ]),
  })
}

export function useSaveHttpEndpoint() {
  return useHttpEndpointMutation((input: { id: string | null; body: HttpEndpointCreateRequest | HttpEndpointUpdateRequest }) =>
    (input.id
      ? unwrap(apiClient.PUT(ITEM, { params: { path: { endpointId: input.id } }, body: input.body as HttpEndpointUpdateRequest }))
      : unwrap(apiClient.POST(ROOT, { body: input.body as HttpEndpointCreateRequest }))) as Promise<FunctionHttpEndpoint>,
  )
}

export function useDeleteHttpEndpoint() {
  return useHttpEndpointMutation((endpoint: Pick<FunctionHttpEndpoint, 'Id' | 'RowVersion'>) =>
    unwrap(apiClient.DELETE(ITEM, { params: { path: { endpointId: endpoint.Id }, query: { rowVersion: endpoint.RowVersion } } })),
  )
}
