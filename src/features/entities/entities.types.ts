import type { Schemas } from '@/api'

/**
 * The server sends every member the spec lists, but the documented output schemas mark none of them
 * required; the designer reads them as present (a nullable member stays nullable).
 */
export type Complete<T> = T extends (infer U)[]
  ? Complete<U>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
    : T

export type EntityField = Complete<Schemas['EntityFieldDefinition']>
export type EntityFieldOption = Complete<Schemas['EntityFieldOption']>
export type EntityTable = Complete<Schemas['EntityDefinitionTable']>
export type EntityConstraint = Complete<Schemas['EntityUniqueConstraint']>
/** The definition detail; the local API adds the definition's RowVersion and RecordCount. */
export type EntityDefinition = Complete<Schemas['EntityDefinitionDetail']> & { RowVersion: string; RecordCount: number }

export type FieldCreateRequest = Schemas['EntityFieldCreateRequest']
export type FieldUpdateRequest = Schemas['EntityFieldUpdateRequest']
export type BaseUpdateRequest = Schemas['EntityDefinitionBaseUpdateRequest']

export type EntityDefinitionSummary = Complete<Schemas['EntityDefinitionSummary']>
export type EntityDefinitionCreateRequest = Schemas['EntityDefinitionCreateRequest']
export type EntityDefinitionOptionsRequest = Schemas['EntityDefinitionOptionsUpdateRequest']
export type SchemaChangePlan = Complete<Schemas['SchemaChangePlan']>
export type SchemaChange = SchemaChangePlan['Changes'][number]
export type SchemaChangeDependent = SchemaChangePlan['Dependents'][number]
export type ClassifierCatalog = Complete<Schemas['ClassifierCatalog']>

export type DefinitionSortField = 'Name' | 'DisplayName' | 'RecordCount' | 'ModifiedAt'
