import { useQuery } from '@tanstack/vue-query'
import { getProject } from './uiProject'
import { uiProjectKeys } from './queryKeys'

/** The project (working revision, active artifact, its row version for the lifecycle, toolchain): one query for every screen. */
export function useUiProject() {
  return useQuery({ queryKey: uiProjectKeys.project, queryFn: ({ signal }) => getProject(signal) })
}
