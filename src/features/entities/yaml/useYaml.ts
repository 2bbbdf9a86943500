import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import { entitiesKeys } from '../api/queryKeys'
import { exportDefinitionYaml, importYaml, type YamlImportInput } from './yamlApi'

export function useDefinitionYaml(entityDefinitionId: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.yaml.definition(toValue(entityDefinitionId))),
    queryFn: ({ signal }) => exportDefinitionYaml(toValue(entityDefinitionId), signal),
    // The export must show the definition as it is now, not as it was when the tab was last open.
    staleTime: 0,
  })
}

/** Applies an import; every definition, list and export may have changed. */
export function useImportYaml() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { request: YamlImportInput; token: string | null }) => importYaml(input.request, input.token),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: entitiesKeys.definitions.all })
      void client.invalidateQueries({ queryKey: entitiesKeys.yaml.all })
    },
  })
}
