import type { ListParams } from '@/platform/paging/paging.types'

/** The one place for the entity feature's vue-query keys; mutations invalidate by these prefixes. */
export const entitiesKeys = {
  all: ['entities'] as const,
  definitions: {
    all: ['entities', 'definitions'] as const,
    lists: () => ['entities', 'definitions', 'list'] as const,
    list: (params: ListParams) => ['entities', 'definitions', 'list', params] as const,
    /** Every definition, for pickers (reference targets). */
    options: () => ['entities', 'definitions', 'options'] as const,
    detail: (entityDefinitionId: string) => ['entities', 'definitions', 'detail', entityDefinitionId] as const,
    /** Parts of one definition with their own list operation; refreshing the detail (a prefix) refreshes them too. */
    validationRules: (entityDefinitionId: string) =>
      ['entities', 'definitions', 'detail', entityDefinitionId, 'validation-rules'] as const,
    statements: (entityDefinitionId: string) => ['entities', 'definitions', 'detail', entityDefinitionId, 'statements'] as const,
    security: (entityDefinitionId: string) => ['entities', 'definitions', 'detail', entityDefinitionId, 'security'] as const,
    mutationEffects: (entityDefinitionId: string) => ['entities', 'definitions', 'detail', entityDefinitionId, 'mutation-effects'] as const,
    /** What a user may do with a record, and the list as they see it (both follow security changes). */
    explanation: (entityDefinitionId: string, userId: string, instanceId: string | null) =>
      ['entities', 'definitions', 'detail', entityDefinitionId, 'security', 'explain', userId, instanceId] as const,
    preview: (entityDefinitionId: string, userId: string, page: number) =>
      ['entities', 'definitions', 'detail', entityDefinitionId, 'security', 'preview', userId, page] as const,
  },
  classifierCatalogs: ['entities', 'classifier-catalogs'] as const,
  /** Reference Eligibility rules of one reference field. */
  eligibility: (fieldId: string) => ['entities', 'eligibility', fieldId] as const,
  /** Runtime records of one definition (the data tab and reference pickers). */
  records: {
    all: (entityDefinitionId: string) => ['entities', 'records', entityDefinitionId] as const,
    list: (entityDefinitionId: string, params: object) => ['entities', 'records', entityDefinitionId, 'list', params] as const,
    detail: (entityDefinitionId: string, instanceId: string) =>
      ['entities', 'records', entityDefinitionId, 'detail', instanceId] as const,
    /** A record's changes history, page by page. */
    changes: (entityDefinitionId: string, instanceId: string, page: number) =>
      ['entities', 'records', entityDefinitionId, 'changes', instanceId, page] as const,
    lookup: (entityDefinitionId: string, search: string) => ['entities', 'records', entityDefinitionId, 'lookup', search] as const,
    /** Whom a record user may make responsible. */
    subjects: (entityDefinitionId: string, search: string) => ['entities', 'records', entityDefinitionId, 'subjects', search] as const,
  },
  /** Entity UI actions of a surface on a selection, and the runs they start. */
  actions: {
    all: (entityDefinitionId: string) => ['entities', 'actions', entityDefinitionId] as const,
    available: (entityDefinitionId: string, placement: number, instanceIds: readonly string[]) =>
      ['entities', 'actions', entityDefinitionId, 'available', placement, [...instanceIds]] as const,
    run: (entityDefinitionId: string, runId: string) => ['entities', 'actions', entityDefinitionId, 'run', runId] as const,
  },
  /** The expression language's catalogue (functions and keywords), one per installation. */
  expressions: {
    language: ['entities', 'expressions', 'language'] as const,
  },
  /** Entity YAML exports; imports invalidate `definitions.all` and these. */
  yaml: {
    all: ['entities', 'yaml'] as const,
    definition: (entityDefinitionId: string) => ['entities', 'yaml', 'definition', entityDefinitionId] as const,
  },
}
