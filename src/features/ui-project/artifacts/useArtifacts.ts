import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useQuery } from '@tanstack/vue-query'
import { getArtifact, listArtifacts } from '../api/uiProject'
import { uiProjectKeys } from '../api/queryKeys'

/** Every UI artifact, newest first. */
export function useArtifactList() {
  return useQuery({ queryKey: uiProjectKeys.artifacts.list, queryFn: ({ signal }) => listArtifacts(signal) })
}

export function useArtifact(artifactId: MaybeRefOrGetter<string | null | undefined>) {
  return useQuery({
    queryKey: computed(() => uiProjectKeys.artifacts.artifact(toValue(artifactId) ?? '')),
    queryFn: ({ signal }) => getArtifact(toValue(artifactId) ?? '', signal),
    enabled: computed(() => !!toValue(artifactId)),
  })
}
