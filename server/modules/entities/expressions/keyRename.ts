import type { Db } from '../../../db'
import type { Range } from '../../../../shared/expressions/ast'
import { parseExpression } from '../../../../shared/expressions/parser'
import { touchDefinition } from '../definitions.repo'
import type { FieldSpec } from '../fieldTypes/spec'
import type { DefinitionModel, FieldModel } from '../model'
import { expressionsOf, modelsReaching, rangesNaming, type OwnedExpression } from './dependencies'
import { writeExpressionText } from './expressionTexts.repo'
import { loadExpressionSchema } from './schema'

/**
 * A field's new key is written into every expression that names it — its own conditions, the other
 * fields' conditions and calculations, statements and validation rules, also those of definitions
 * reaching it through a reference (`customer.old_key`) — at the places the parser found, so the
 * rest of each text stays as its author wrote it.
 */

/** An expression naming the renamed field, and its text with the new key. */
export interface KeyRewrite {
  definitionId: string
  expression: OwnedExpression
  text: string
}

/** The text with `key` in place of each range (replaced from the end, so earlier offsets stay true). */
export function replaceRanges(text: string, ranges: readonly Range[], key: string): string {
  return [...ranges].sort((a, b) => b.start - a.start).reduce((result, range) => result.slice(0, range.start) + key + result.slice(range.end), text)
}

/** The expressions (but the field's own) that name the field, each with its text naming `newKey`. */
export async function keyRewrites(db: Db, model: DefinitionModel, field: FieldModel, newKey: string): Promise<KeyRewrite[]> {
  const rewrites: KeyRewrite[] = []
  for (const owner of await modelsReaching(db, model)) {
    const schema = await loadExpressionSchema(db, owner)
    for (const expression of expressionsOf(owner)) {
      if (expression.id === field.Id) continue
      const ranges = rangesNaming(parseExpression(expression.text).ast, schema, expression.tableId, field.Id)
      if (ranges.length > 0) rewrites.push({ definitionId: owner.definition.Id, expression, text: replaceRanges(expression.text, ranges, newKey) })
    }
  }
  return rewrites
}

/** The update's own conditions of the field, naming the new key where they named the old one. */
export async function ownConditionsRenamed(db: Db, model: DefinitionModel, field: FieldModel, spec: FieldSpec): Promise<FieldSpec> {
  const schema = await loadExpressionSchema(db, model)
  const renamed = { ...spec }
  for (const member of ['VisibleWhen', 'RequiredWhen', 'EditableWhen'] as const) {
    const text = spec[member]
    if (!text) continue
    const ranges = rangesNaming(parseExpression(text).ast, schema, field.EntityDefinitionTableId, field.Id)
    if (ranges.length > 0) renamed[member] = replaceRanges(text, ranges, spec.Key)
  }
  return renamed
}

/** Stores the rewritten expressions; the definitions holding them get a new RowVersion (their schema changed). */
export async function applyKeyRewrites(db: Db, rewrites: readonly KeyRewrite[], now: Date): Promise<void> {
  for (const { expression, text } of rewrites) await writeExpressionText(db, expression.holder, expression.id, text, now)
  for (const definitionId of new Set(rewrites.map((rewrite) => rewrite.definitionId))) await touchDefinition(db, definitionId, now)
}
