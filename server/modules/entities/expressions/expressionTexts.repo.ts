import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import type { ExpressionHolder } from './dependencies'

const fieldColumns = {
  VisibleWhen: 'visible_when',
  RequiredWhen: 'required_when',
  EditableWhen: 'editable_when',
  CalculationExpression: 'calculation_expression',
} as const

/** Replaces the text of one stored expression (a new RowVersion for what holds it). */
export async function writeExpressionText(db: Db, holder: ExpressionHolder, id: string, text: string, now: Date): Promise<void> {
  if (holder.kind === 'field') {
    await db.query(`UPDATE entity_fields SET ${fieldColumns[holder.member]} = $2, modified_at = $3, row_version = $4 WHERE id = $1`, [id, text, now, randomUUID()])
  } else if (holder.kind === 'statement') {
    await db.query('UPDATE entity_statements SET expression = $2, row_version = $3 WHERE id = $1', [id, text, randomUUID()])
  } else {
    await db.query('UPDATE entity_validation_rules SET expression = $2, row_version = $3 WHERE id = $1', [id, text, randomUUID()])
  }
}
