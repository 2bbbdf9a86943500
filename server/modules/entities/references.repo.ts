import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'

/** SQL of Reference fields: their pairs, and the fields that point to a definition. */

/** Unpairs the field `fieldId` was paired with, when it still points back to it. */
export async function unpairFrom(db: Db, pairedId: string, fieldId: string): Promise<void> {
  await db.query('UPDATE entity_fields SET paired_reference_field_id = NULL, row_version = $2 WHERE id = $1 AND paired_reference_field_id = $3', [
    pairedId,
    randomUUID(),
    fieldId,
  ])
}

/** Every field paired with the field loses its pair (a new RowVersion). */
export async function unpairAllFrom(db: Db, fieldId: string): Promise<void> {
  await db.query('UPDATE entity_fields SET paired_reference_field_id = NULL, row_version = $2 WHERE paired_reference_field_id = $1', [
    fieldId,
    randomUUID(),
  ])
}

/** Every field paired with one of the fields loses its pair. */
export async function unpairFromAny(db: Db, fieldIds: string[]): Promise<void> {
  await db.query('UPDATE entity_fields SET paired_reference_field_id = NULL WHERE paired_reference_field_id = ANY($1)', [fieldIds])
}

export interface PairingCandidate {
  id: string
  fieldType: number
  definitionId: string
  referenceTo: string | null
  pairedFieldId: string | null
}

/** A field named as a pair, with what decides whether it may be one; null when unknown. */
export async function findPairingCandidate(db: Db, fieldId: string): Promise<PairingCandidate | null> {
  const [row] = await db.query<{
    id: string
    field_type: number
    entity_definition_id: string
    reference_to_entity_definition_id: string | null
    paired_reference_field_id: string | null
  }>('SELECT id, field_type, entity_definition_id, reference_to_entity_definition_id, paired_reference_field_id FROM entity_fields WHERE id = $1', [
    fieldId,
  ])
  return row
    ? {
        id: row.id,
        fieldType: row.field_type,
        definitionId: row.entity_definition_id,
        referenceTo: row.reference_to_entity_definition_id,
        pairedFieldId: row.paired_reference_field_id,
      }
    : null
}

/** A field with the Name of its definition. */
export interface NamedField {
  id: string
  key: string
  displayName: string
  definitionName: string
}

interface NamedFieldRow {
  id: string
  key: string
  display_name: string
  definition_name: string
}

const toNamedField = (row: NamedFieldRow): NamedField => ({ id: row.id, key: row.key, displayName: row.display_name, definitionName: row.definition_name })

/** The fields paired with the field, and the field it names as its pair (the field itself may be among them). */
export async function pairedFieldsOf(db: Db, fieldId: string, pairedFieldId: string | null): Promise<NamedField[]> {
  const rows = await db.query<NamedFieldRow>(
    `SELECT f.id, f.key, f.display_name, d.name AS definition_name FROM entity_fields f
     JOIN entity_definitions d ON d.id = f.entity_definition_id
     WHERE f.paired_reference_field_id = $1 OR f.id = $2`,
    [fieldId, pairedFieldId],
  )
  return rows.map(toNamedField)
}

/** Reference fields of other definitions that point to the definition, by definition Name and key. */
export async function incomingReferenceFields(db: Db, definitionId: string): Promise<NamedField[]> {
  const rows = await db.query<NamedFieldRow>(
    `SELECT f.id, f.key, f.display_name, d.name AS definition_name FROM entity_fields f
     JOIN entity_definitions d ON d.id = f.entity_definition_id
     WHERE f.reference_to_entity_definition_id = $1 AND f.entity_definition_id <> $1 ORDER BY d.name, f.key`,
    [definitionId],
  )
  return rows.map(toNamedField)
}

/** The other definitions with a Reference field that points to the definition. */
export async function referencingDefinitionIds(db: Db, definitionId: string): Promise<string[]> {
  const rows = await db.query<{ entity_definition_id: string }>(
    'SELECT DISTINCT entity_definition_id FROM entity_fields WHERE reference_to_entity_definition_id = $1 AND entity_definition_id <> $1',
    [definitionId],
  )
  return rows.map((row) => row.entity_definition_id)
}

/** The key of every Reference field (field type 10) by id. */
export async function listReferenceFieldKeys(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; key: string }>('SELECT id, key FROM entity_fields WHERE field_type = 10')
  return new Map(rows.map((row) => [row.id, row.key]))
}

/**
 * The live Reference field of that key (case-insensitive) on the target's primary table that points
 * back to `definitionId`; null when there is none.
 */
export async function findBackReferenceField(db: Db, targetId: string, key: string, definitionId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `SELECT f.id FROM entity_fields f JOIN entity_tables t ON t.id = f.entity_definition_table_id
      WHERE t.entity_definition_id = $1 AND t.is_primary AND lower(f.key) = lower($2) AND f.field_type = 10
        AND f.reference_to_entity_definition_id = $3 AND NOT f.is_deleted`,
    [targetId, key, definitionId],
  )
  return row?.id ?? null
}
