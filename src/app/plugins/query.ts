import { provide, watch } from 'vue'
import { QueryClient, VUE_QUERY_CLIENT } from '@tanstack/vue-query'
import { i18n } from './i18n'

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (bad request, forbidden, not found, conflict) will not change on retry.
  const status = (error as { status?: number } | null)?.status
  if (typeof status === 'number' && status >= 400 && status < 500) return false
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  })
}

export const queryClient = createQueryClient()

/**
 * Makes the query client available below the calling component. The signed-in layout calls it,
 * so the sign-in screen loads without vue-query; everything that queries lives under the layout.
 */
export function provideQueryClient(client: QueryClient = queryClient): void {
  provide(VUE_QUERY_CLIENT, client)
  client.mount()
  // Answers hold the server's texts (messages, the expression library) in the language they were
  // asked in: after a switch, what is on screen is asked again, the rest when it is next shown.
  watch(
    () => i18n.global.locale.value,
    () => void client.invalidateQueries(),
  )
}
