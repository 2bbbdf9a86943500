import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { packageSource, time, type Row } from './metadataRows'
import type { EntityValidationRule } from './types'

/** SQL of validation rules. */

export interface ValidationRuleWrite {
  displayName: string
  expression: string
  message: string
  /** Locale → message. */
  translations: Record<string, string>
  enabled: boolean
}

export interface ValidationRuleRowWrite extends ValidationRuleWrite {
  id: string
  definitionId: string
  name: string
  sortOrder: number
}

export async function insertValidationRule(db: Db, row: ValidationRuleRowWrite, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO entity_validation_rules (id, entity_definition_id, name, display_name, expression, message, message_translations, enabled, sort_order, created_at, row_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11)`,
    [row.id, row.definitionId, row.name, row.displayName, row.expression, row.message, JSON.stringify(row.translations), row.enabled, row.sortOrder, now, randomUUID()],
  )
}

export async function findValidationRuleDefinitionId(db: Db, ruleId: string): Promise<string | null> {
  const [row] = await db.query<{ entity_definition_id: string }>('SELECT entity_definition_id FROM entity_validation_rules WHERE id = $1', [ruleId])
  return row?.entity_definition_id ?? null
}

export async function updateValidationRuleRow(db: Db, id: string, rule: ValidationRuleWrite): Promise<void> {
  await db.query(
    `UPDATE entity_validation_rules SET display_name = $2, expression = $3, message = $4, message_translations = $5::jsonb, enabled = $6, row_version = $7
     WHERE id = $1`,
    [id, rule.displayName, rule.expression, rule.message, JSON.stringify(rule.translations), rule.enabled, randomUUID()],
  )
}

export async function deleteValidationRuleRow(db: Db, id: string): Promise<void> {
  await db.query('DELETE FROM entity_validation_rules WHERE id = $1', [id])
}

/** Moves a rule in the list; its RowVersion stays. */
export async function setValidationRuleSortOrder(db: Db, id: string, sortOrder: number): Promise<void> {
  await db.query('UPDATE entity_validation_rules SET sort_order = $2 WHERE id = $1', [id, sortOrder])
}

/** The definition's validation rules, in the order they are checked. */
export async function listValidationRulesOf(db: Db, definitionId: string): Promise<EntityValidationRule[]> {
  const rows = await db.query<Row>('SELECT * FROM entity_validation_rules WHERE entity_definition_id = $1 ORDER BY sort_order, id', [definitionId])
  return rows.map((item) => ({
    Id: String(item.id),
    EntityDefinitionId: definitionId,
    Name: String(item.name),
    DisplayName: String(item.display_name),
    Expression: String(item.expression),
    Message: String(item.message),
    MessageTranslations: (item.message_translations ?? {}) as Record<string, string>,
    Enabled: Boolean(item.enabled),
    SortOrder: Number(item.sort_order),
    IsDeleted: Boolean(item.is_deleted),
    DeletedAt: time(item.deleted_at),
    RowVersion: String(item.row_version),
    ...packageSource(item),
  }))
}
