import type { Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'

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
