import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'

/** SQL of mutation effects. */

export type MutationEffect = ConfigSchemas['EntityMutationEffect']

type Row = Record<string, unknown>

const toEffect = (row: Row): MutationEffect => ({
  Id: String(row.id),
  EntityDefinitionId: String(row.entity_definition_id),
  Name: String(row.name),
  DisplayName: String(row.display_name),
  Trigger: String(row.trigger) as MutationEffect['Trigger'],
  Kind: String(row.kind) as MutationEffect['Kind'],
  TargetFieldId: row.target_field_id === null ? null : String(row.target_field_id),
  Value: row.value ?? null,
  FunctionKey: row.function_key === null ? null : String(row.function_key),
  ReferenceFieldId: row.reference_field_id === null ? null : String(row.reference_field_id),
  RollupAggregate: row.rollup_aggregate === null ? null : (String(row.rollup_aggregate) as MutationEffect['RollupAggregate']),
  SourceFieldId: row.source_field_id === null ? null : String(row.source_field_id),
  Enabled: Boolean(row.enabled),
  SortOrder: Number(row.sort_order),
  RowVersion: String(row.row_version),
})

export async function listEffectsOf(db: Db, definitionId: string): Promise<MutationEffect[]> {
  return (await db.query<Row>('SELECT * FROM entity_mutation_effects WHERE entity_definition_id = $1 ORDER BY sort_order, id', [definitionId])).map(toEffect)
}

export interface EffectWrite {
  displayName: string
  trigger: string
  kind: string
  targetFieldId: string | null
  value: unknown
  functionKey: string | null
  referenceFieldId: string | null
  rollupAggregate: string | null
  sourceFieldId: string | null
  enabled: boolean
}

const rollupColumns = (write: EffectWrite) => [write.referenceFieldId, write.rollupAggregate, write.sourceFieldId]

export async function insertEffect(db: Db, definitionId: string, name: string, write: EffectWrite, sortOrder: number, now: Date): Promise<string> {
  const id = randomUUID()
  await db.query(
    `INSERT INTO entity_mutation_effects (id, entity_definition_id, name, display_name, trigger, kind, target_field_id, value, function_key, enabled, sort_order, created_at, row_version,
       reference_field_id, rollup_aggregate, source_field_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $12, $13, $14, $15, $16)`,
    [
      id, definitionId, name, write.displayName, write.trigger, write.kind, write.targetFieldId, write.value === undefined ? null : JSON.stringify(write.value),
      write.functionKey, write.enabled, sortOrder, now, randomUUID(), ...rollupColumns(write),
    ],
  )
  return id
}

export async function updateEffectRow(db: Db, id: string, write: EffectWrite): Promise<void> {
  await db.query(
    `UPDATE entity_mutation_effects SET display_name = $2, trigger = $3, kind = $4, target_field_id = $5, value = $6::jsonb, function_key = $7, enabled = $8, row_version = $9,
       reference_field_id = $10, rollup_aggregate = $11, source_field_id = $12
     WHERE id = $1`,
    [
      id, write.displayName, write.trigger, write.kind, write.targetFieldId, write.value === undefined ? null : JSON.stringify(write.value), write.functionKey,
      write.enabled, randomUUID(), ...rollupColumns(write),
    ],
  )
}

export async function deleteEffectRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_mutation_effects WHERE id = $1', [id])
}

export async function findEffectDefinitionId(db: Db, id: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_mutation_effects WHERE id = $1', [id])
  return row?.entity_definition_id ?? null
}

/** The rollup of a parent's active children: their number, or the sum, least or greatest of a column. */
export async function rollupValue(db: Db, childTable: string, referenceColumn: string, aggregate: string, sourceColumn: string | null, parentId: string): Promise<number | null> {
  const expression = aggregate === 'Count' || !sourceColumn ? 'count(*)' : aggregate === 'Sum' ? `coalesce(sum(t.${sourceColumn}), 0)` : `${aggregate === 'Min' ? 'min' : 'max'}(t.${sourceColumn})`
  const [row] = await db.query<{ value: string | null }>(
    `SELECT (${expression})::text AS value FROM ${childTable} t WHERE t.${referenceColumn} = $1 AND t.archived_at IS NULL`,
    [parentId],
  )
  return row?.value === null || row?.value === undefined ? null : Number(row.value)
}

/** A record's Number and one column's value as text; null when there is no such record. */
export async function readRecordColumns(db: Db, table: string, id: string, column: string): Promise<{ number: string; value: string | null } | null> {
  const [row] = await db.query<{ number: string; value: string | null }>(`SELECT t.number, t.${column}::text AS value FROM ${table} t WHERE t.id = $1`, [id])
  return row ?? null
}

/** The effects (of any definition) that write, follow or sum up a field: they go with it. */
export async function effectsUsingField(db: Db, fieldId: string): Promise<Array<{ id: string; name: string; displayName: string }>> {
  return db.query(
    `SELECT id, name, display_name AS "displayName" FROM entity_mutation_effects
      WHERE target_field_id = $1 OR reference_field_id = $1 OR source_field_id = $1 ORDER BY name`,
    [fieldId],
  )
}
