import { apiClient, unwrap, type Schemas } from '@/api'
import type { EntityDefinition } from '../api/entities.types'

export type YamlPlan = Schemas['EntityYamlPlan']
export type YamlDefinitionPlan = Schemas['EntityYamlDefinitionPlan']
export type YamlDiffEntry = Schemas['EntityYamlDiffEntry']

export interface YamlImportInput {
  yaml: string
  /** Import the definition as a copy under this Name; null imports over the definition of the same Name. */
  targetName: string | null
}

export function exportDefinitionYaml(entityDefinitionId: string, signal?: AbortSignal): Promise<string> {
  return unwrap(
    apiClient.GET('/api/workspace/admin/entity-definitions/{entityDefinitionId}/yaml', {
      params: { path: { entityDefinitionId } },
      signal,
    }),
  )
}

export function exportAllYaml(): Promise<string> {
  return unwrap(apiClient.GET('/api/workspace/admin/entity-definitions/yaml'))
}

export function planYamlImport(input: YamlImportInput): Promise<YamlPlan> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-definitions/yaml/plan', {
      body: { Yaml: input.yaml, TargetName: input.targetName },
    }),
  )
}

export function importYaml(input: YamlImportInput, token: string | null): Promise<EntityDefinition[]> {
  return unwrap(
    apiClient.POST('/api/workspace/admin/entity-definitions/yaml/import', {
      body: { Yaml: input.yaml, TargetName: input.targetName, SchemaChangeConfirmationToken: token },
    }),
  ) as Promise<EntityDefinition[]>
}
