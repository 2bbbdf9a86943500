import type { Db } from '../../db'

/**
 * The entity schema as code generated from it sees it: every definition that is not being deleted,
 * with the fields of its primary and child tables (no deleted ones). Three queries whatever the
 * size, so a project page can tell on every read whether the schema moved on.
 */

export interface SchemaContractField {
  key: string
  label: string
  type: number
  required: boolean
  multiple: boolean
  referencedDefinitionName: string | null
  /** Table fields: the child table's name. */
  tableKey: string | null
}

export interface SchemaContractTable {
  key: string
  fields: SchemaContractField[]
}

export interface SchemaContractDefinition {
  name: string
  singular: string
  plural: string
  fields: SchemaContractField[]
  tables: SchemaContractTable[]
}

interface FieldRow {
  definition_id: string
  table_id: string
  key: string
  display_name: string
  field_type: number
  required_when: string | null
  allow_multiple: boolean
  referenced_name: string | null
  child_table_name: string | null
}

export async function listSchemaContract(db: Db): Promise<SchemaContractDefinition[]> {
  const [definitions, tables, fields] = await Promise.all([
    db.query<{ id: string; name: string; display_name_singular: string; display_name_plural: string }>(
      'SELECT id, name, display_name_singular, display_name_plural FROM entity_definitions WHERE NOT is_pending_deletion ORDER BY name',
    ),
    db.query<{ id: string; entity_definition_id: string; name: string; is_primary: boolean }>(
      'SELECT id, entity_definition_id, name, is_primary FROM entity_tables WHERE NOT is_deleted ORDER BY name',
    ),
    db.query<FieldRow>(
      `SELECT f.entity_definition_id AS definition_id, f.entity_definition_table_id AS table_id, f.key, f.display_name, f.field_type,
         f.required_when, f.allow_multiple, r.name AS referenced_name, t.name AS child_table_name
       FROM entity_fields f
       LEFT JOIN entity_definitions r ON r.id = f.reference_to_entity_definition_id
       LEFT JOIN entity_tables t ON t.id = f.child_table_id
       WHERE NOT f.is_deleted ORDER BY f.key`,
    ),
  ])
  const fieldsOfTable = new Map<string, SchemaContractField[]>()
  for (const row of fields) {
    const list = fieldsOfTable.get(row.table_id) ?? []
    list.push({
      key: row.key,
      label: row.display_name,
      type: Number(row.field_type),
      required: (row.required_when ?? '').trim().toLowerCase() === 'true',
      multiple: row.allow_multiple,
      referencedDefinitionName: row.referenced_name,
      tableKey: row.child_table_name,
    })
    fieldsOfTable.set(row.table_id, list)
  }
  return definitions.map((definition) => {
    const own = tables.filter((table) => table.entity_definition_id === definition.id)
    const primary = own.find((table) => table.is_primary)
    return {
      name: definition.name,
      singular: definition.display_name_singular,
      plural: definition.display_name_plural,
      fields: primary ? (fieldsOfTable.get(primary.id) ?? []) : [],
      tables: own.filter((table) => !table.is_primary).map((table) => ({ key: table.name, fields: fieldsOfTable.get(table.id) ?? [] })),
    }
  })
}
