import { useQuery } from '@tanstack/vue-query'
import { useSourceProject } from './context'

/** The project (working revision, active artifact, its row version for the lifecycle, limits): one query for every screen. */
export function useProjectState() {
  const { api, keys } = useSourceProject()
  return useQuery({ queryKey: keys.project, queryFn: ({ signal }) => api.getProject(signal) })
}
