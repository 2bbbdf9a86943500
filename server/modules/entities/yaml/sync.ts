import { AuditTrailRetentionMode } from '../../../../shared/enums'
import type { Db } from '../../../db'
import { createConstraint, deleteConstraint, type ConstraintKind } from '../constraints.service'
import { updateOptions } from '../definitions.service'
import { requireModel } from '../guards'
import type { DefinitionModel, TableModel } from '../model'
import { createStatement, updateStatement } from '../statements.service'
import { setCalculation } from '../expressions/calculation.service'
import { createValidationRule, updateValidationRule } from '../validationRules.service'
import { UnresolvedName } from './desired'
import { valueNamed } from './enumValues'
import type { YamlDefinition, YamlTable } from './format'

/** The parts of an imported definition beyond base and fields: options, constraints, indexes, statements, rules, calculations. */

export async function syncOptions(db: Db, id: string, yaml: YamlDefinition, now: Date): Promise<void> {
  const model = await requireModel(db, id)
  await updateOptions(
    db,
    id,
    {
      CommentsEnabled: yaml.commentsEnabled,
      AttachmentsEnabled: yaml.attachmentsEnabled,
      TagsEnabled: yaml.tagsEnabled,
      AuditTrailEnabled: yaml.auditTrailEnabled,
      AuditTrailRetentionMode: yaml.auditTrailRetentionMode === undefined ? undefined : valueNamed(AuditTrailRetentionMode, yaml.auditTrailRetentionMode),
      AuditTrailRetentionDays: yaml.auditTrailRetentionDays,
      NumberPrefix: yaml.numberPrefix,
      RowVersion: model.definition.RowVersion,
    },
    now,
  )
}

/** The definition's table that a YAML table describes: the primary one, or the child table of its owner field. */
function tableFor(model: DefinitionModel, yaml: YamlTable): TableModel | undefined {
  if (!yaml.ownerField) return model.primaryTable
  const owner = model.primaryTable.Fields.find((field) => field.Key.toLowerCase() === yaml.ownerField!.toLowerCase())
  return model.tables.find((table) => table.Id === owner?.ChildTableId)
}

const members = { unique: 'uniqueConstraints', index: 'indexes' } as const

/** Drops the constraints (or indexes) the YAML no longer lists and creates the new ones, matched by ordered keys. */
export async function syncConstraints(db: Db, id: string, yaml: YamlDefinition, path: string, kind: ConstraintKind, now: Date): Promise<void> {
  for (const [tableIndex, yamlTable] of yaml.tables.entries()) {
    const model = await requireModel(db, id)
    const table = tableFor(model, yamlTable)
    if (!table) continue
    const current = (kind === 'unique' ? model.uniqueConstraints : model.indexes).filter((item) => item.EntityDefinitionTableId === table.Id)
    const wanted = (yamlTable[members[kind]] ?? []).map((item) => item.fields.map((key) => key.toLowerCase()).join(','))
    const keysOf = (item: (typeof current)[number]) => item.Fields.map((field) => field.Key.toLowerCase()).join(',')
    for (const item of current) if (!wanted.includes(keysOf(item))) await deleteConstraint(db, item.Id, kind, item.RowVersion, now)
    const existing = new Set(current.map(keysOf))
    for (const [index, item] of (yamlTable[members[kind]] ?? []).entries()) {
      if (existing.has(wanted[index]!)) continue
      const fieldIds = item.fields.map((key, position) => {
        const field = table.Fields.find((candidate) => candidate.Key.toLowerCase() === key.toLowerCase())
        if (!field) throw new UnresolvedName(`The field "${key}" is not a field of this table.`, `${path}.tables[${tableIndex}].${members[kind]}[${index}].fields[${position}]`)
        return field.Id
      })
      await createConstraint(db, id, kind, { EntityDefinitionTableId: table.Id, FieldIds: fieldIds }, now)
    }
  }
}

/** Adds the statements the YAML lists and updates those of the same Name; others are kept. */
export async function syncStatements(db: Db, id: string, yaml: YamlDefinition, now: Date): Promise<void> {
  const model = await requireModel(db, id)
  for (const statement of yaml.statements ?? []) {
    const current = model.statements.find((item) => item.Name.toLowerCase() === statement.name.toLowerCase())
    const input = { Name: statement.name, DisplayName: statement.displayName, Expression: statement.expression, ExposeInClient: statement.exposeInClient ?? false }
    if (!current) {
      await createStatement(db, id, input, now)
      continue
    }
    if (current.DisplayName === input.DisplayName && current.Expression === input.Expression && current.ExposeInClient === input.ExposeInClient) continue
    await updateStatement(db, current.Id, { DisplayName: input.DisplayName, Expression: input.Expression, ExposeInClient: input.ExposeInClient, RowVersion: current.RowVersion }, now)
  }
}

/** Adds the validation rules the YAML lists and updates those of the same Name; others are kept. */
export async function syncValidationRules(db: Db, id: string, yaml: YamlDefinition, now: Date): Promise<void> {
  for (const rule of yaml.validationRules ?? []) {
    const model = await requireModel(db, id)
    const current = model.validationRules.find((item) => item.Name.toLowerCase() === rule.name.toLowerCase())
    const input = {
      DisplayName: rule.displayName,
      Expression: rule.expression,
      Message: rule.message,
      MessageTranslations: rule.messageTranslations ?? {},
      Enabled: rule.enabled ?? true,
    }
    if (!current) {
      await createValidationRule(db, id, { Name: rule.name, ...input }, now)
      continue
    }
    const same = current.DisplayName === input.DisplayName && current.Expression === input.Expression && current.Message === input.Message &&
      current.Enabled === input.Enabled && JSON.stringify(current.MessageTranslations) === JSON.stringify(input.MessageTranslations)
    if (!same) await updateValidationRule(db, current.Id, { ...input, RowVersion: current.RowVersion }, now)
  }
}

/** Sets the calculations the YAML gives (absent keeps a field's calculation, null removes it). */
export async function syncCalculations(db: Db, id: string, yaml: YamlDefinition, path: string, now: Date): Promise<void> {
  for (const [tableIndex, yamlTable] of yaml.tables.entries()) {
    for (const [fieldIndex, yamlField] of yamlTable.fields.entries()) {
      if (yamlField.calculation === undefined) continue
      const model = await requireModel(db, id)
      const table = tableFor(model, yamlTable)
      const field = table?.Fields.find((item) => item.Key.toLowerCase() === yamlField.key.toLowerCase())
      if (!field) continue
      await setCalculation(db, field.Id, yamlField.calculation?.trim() || null, `${path}.tables[${tableIndex}].fields[${fieldIndex}].calculation`, now)
    }
  }
}
