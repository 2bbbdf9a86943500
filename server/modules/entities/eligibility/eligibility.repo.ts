import { randomUUID } from 'node:crypto'
import type { Db, SqlValue } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'

/** SQL of Reference Eligibility rules and of the impact check over existing references. */

export type ReferenceEligibilityRule = ConfigSchemas['ReferenceEligibilityRule']

type Row = Record<string, unknown>

const toRule = (row: Row): ReferenceEligibilityRule => ({
  Id: String(row.id),
  EntityDefinitionId: String(row.entity_definition_id),
  FieldId: String(row.field_id),
  Name: String(row.name),
  DisplayName: String(row.display_name),
  Expression: String(row.expression),
  Enabled: Boolean(row.enabled),
  SortOrder: Number(row.sort_order),
  RowVersion: String(row.row_version),
})

export async function listRules(db: Db, fieldId: string): Promise<ReferenceEligibilityRule[]> {
  return (await db.query<Row>('SELECT * FROM entity_reference_eligibility_rules WHERE field_id = $1 ORDER BY sort_order, id', [fieldId])).map(toRule)
}

export async function findRule(db: Db, id: string): Promise<ReferenceEligibilityRule | null> {
  const [row] = await db.query<Row>('SELECT * FROM entity_reference_eligibility_rules WHERE id = $1', [id])
  return row ? toRule(row) : null
}

export async function insertRule(
  db: Db,
  rule: { definitionId: string; fieldId: string; name: string; displayName: string; expression: string; sortOrder: number },
  now: Date,
): Promise<string> {
  const id = randomUUID()
  await db.query(
    `INSERT INTO entity_reference_eligibility_rules (id, entity_definition_id, field_id, name, display_name, expression, enabled, sort_order, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $9)`,
    [id, rule.definitionId, rule.fieldId, rule.name, rule.displayName, rule.expression, rule.sortOrder, now, randomUUID()],
  )
  return id
}

export async function updateRuleRow(db: Db, id: string, rule: { displayName: string; expression: string }): Promise<void> {
  await db.query('UPDATE entity_reference_eligibility_rules SET display_name = $2, expression = $3, row_version = $4 WHERE id = $1', [
    id, rule.displayName, rule.expression, randomUUID(),
  ])
}

export async function deleteRuleRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_reference_eligibility_rules WHERE id = $1', [id])
}

/** The (current_id, candidate_id) pairs of a reference field's active records: its column, or its side table when multi-valued. */
export function referencePairsSql(source: string, storage: { column: string } | { sideTable: string }): string {
  return 'sideTable' in storage
    ? `SELECT m.record_id AS current_id, m.value AS candidate_id FROM ${storage.sideTable} m JOIN ${source} s ON s.id = m.record_id WHERE s.archived_at IS NULL`
    : `SELECT s.id AS current_id, s.${storage.column} AS candidate_id FROM ${source} s WHERE s.${storage.column} IS NOT NULL AND s.archived_at IS NULL`
}

export interface IneligibleReference {
  current_id: string
  candidate_id: string
}

/**
 * Counts the existing (current, candidate) pairs of active records and those for which the rule's
 * predicate (over `t.current_id`, `t.candidate_id`) does not hold, with up to `samples` of them.
 */
export async function checkPairs(
  db: Db,
  pairsSql: string,
  predicate: { sql: string; params: SqlValue[] },
  samples: number,
): Promise<{ checked: number; ineligible: number; samples: IneligibleReference[] }> {
  const [counts] = await db.query<{ checked: number; ineligible: number }>(
    `SELECT count(*)::int AS checked, count(*) FILTER (WHERE NOT ${predicate.sql})::int AS ineligible FROM (${pairsSql}) t`,
    predicate.params,
  )
  const found = await db.query<IneligibleReference>(
    `SELECT t.current_id, t.candidate_id FROM (${pairsSql}) t WHERE NOT ${predicate.sql} ORDER BY t.current_id LIMIT ${samples}`,
    predicate.params,
  )
  return { checked: counts?.checked ?? 0, ineligible: counts?.ineligible ?? 0, samples: found }
}
