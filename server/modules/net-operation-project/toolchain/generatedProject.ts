import { createHash } from 'node:crypto'
import { entitySource, sortedFields } from './entitySource'
import { hostContractSources, hostContractVersion } from './hostSources'
import { NameScope, pascalIdentifier } from './naming'
import type { GeneratedProject, SchemaDefinition, SchemaField, SchemaTable } from './types'

/**
 * The generated part of a project: the host contract (Generated/Host/*.cs) and one class per
 * entity (Generated/Entities/<Class>.cs). Deterministic: the same schema gives the same files and
 * checksum whatever the order of definitions, fields and tables.
 */

/**
 * Type names of the host contract: an entity class of one of these names would make the name
 * ambiguous for user code that imports both namespaces.
 */
const hostTypeNames = [
  'Workspace', 'Host', 'Entities', 'Runtime', 'System',
  'HostContract', 'MutationOperation', 'Command', 'CommandAttribute', 'EntityMutationHandler', 'EntityMutationHandlerAttribute',
  'FunctionContext', 'StoredRecord', 'FunctionResult', 'FunctionOutcome', 'Issue', 'RecordChange', 'IEntityRecord', 'FieldValues',
  'JsonKind', 'JsonValue', 'JsonNull', 'JsonBoolean', 'JsonString', 'JsonNumber', 'JsonArray', 'JsonObject', 'JsonParser', 'JsonWriter',
]

export function generateProject(definitions: readonly SchemaDefinition[]): GeneratedProject {
  const sorted = [...definitions].sort((a, b) => compare(a.name, b.name))
  const scope = new NameScope(hostTypeNames)
  const classNames = new Map<string, string>()
  for (const definition of sorted) {
    if (classNames.has(definition.name)) continue
    classNames.set(definition.name, scope.claim(pascalIdentifier(definition.singular, pascalIdentifier(definition.name, 'Entity'))))
  }
  const files = new Map<string, string>()
  for (const [path, text] of hostContractSources()) files.set(path, text)
  const seen = new Set<string>()
  for (const definition of sorted) {
    // A name given twice: the first definition wins (the schema should not allow it anyway).
    if (seen.has(definition.name)) continue
    seen.add(definition.name)
    const className = classNames.get(definition.name) ?? 'Entity'
    files.set(`Generated/Entities/${className}.cs`, entitySource(definition, className, classNames))
  }
  return { files, checksum: filesChecksum(files), schemaContractHash: schemaContractHash(definitions) }
}

/** sha256 over the sorted paths and contents (NUL-separated, so no two file sets hash alike). */
export function filesChecksum(files: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256')
  for (const path of [...files.keys()].sort(compare)) hash.update(`${path}\0${files.get(path) ?? ''}\0`)
  return hash.digest('hex')
}

/** sha256 of a canonical JSON of the schema input and the host contract version. */
export function schemaContractHash(definitions: readonly SchemaDefinition[]): string {
  const canonical = {
    hostContractVersion,
    definitions: [...definitions].sort((a, b) => compare(a.name, b.name)).map(canonicalDefinition),
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

function canonicalDefinition(definition: SchemaDefinition) {
  return {
    name: definition.name,
    singular: definition.singular,
    plural: definition.plural,
    fields: sortedFields(definition.fields).map(canonicalField),
    tables: [...definition.tables].sort((a, b) => compare(a.key, b.key)).map(canonicalTable),
  }
}

function canonicalTable(table: SchemaTable) {
  return { key: table.key, fields: sortedFields(table.fields).map(canonicalField) }
}

/** Only what the generator reads, in a fixed member order. */
function canonicalField(field: SchemaField) {
  return {
    key: field.key,
    label: field.label,
    type: field.type,
    required: field.required,
    multiple: field.multiple,
    referencedDefinitionName: field.referencedDefinitionName,
    tableKey: field.tableKey,
  }
}

/** Ordinal comparison (localeCompare would depend on the machine's locale). */
function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
