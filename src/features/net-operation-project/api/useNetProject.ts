import { useQuery } from '@tanstack/vue-query'
import { getArtifact, getGenerated, getProject, listArtifacts } from './netProject'
import { netProjectKeys } from './queryKeys'

/** The project with its toolchain and schema contract; one query for the overview and artifacts. */
export function useNetProject() {
  return useQuery({ queryKey: netProjectKeys.project, queryFn: ({ signal }) => getProject(signal) })
}

/** Every artifact with the functions its assembly offers, newest first. */
export function useNetArtifacts() {
  return useQuery({ queryKey: netProjectKeys.artifacts.list, queryFn: ({ signal }) => listArtifacts(signal) })
}

export function useNetArtifact(artifactId: () => string | null) {
  return useQuery({
    queryKey: () => netProjectKeys.artifacts.artifact(artifactId() ?? ''),
    queryFn: ({ signal }) => getArtifact(artifactId() ?? '', signal),
    enabled: () => !!artifactId(),
  })
}

/** What the schema generates now; read when the panel opens. */
export function useGeneratedProject(enabled: () => boolean) {
  return useQuery({ queryKey: netProjectKeys.generated, queryFn: ({ signal }) => getGenerated(signal), enabled, staleTime: 60_000 })
}
