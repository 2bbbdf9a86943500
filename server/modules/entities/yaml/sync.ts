import { randomUUID } from 'node:crypto'
import type { Db } from '../../../db'
import { createConstraint, deleteConstraint, type ConstraintKind } from '../constraints.service'
import { touchDefinition } from '../definitions.repo'
import { updateOptions } from '../definitions.service'
import { requireModel } from '../guards'
import type { DefinitionModel, TableModel } from '../model'
import { createStatement } from '../statements.service'
import { UnresolvedName } from './desired'
import { enumValue, type YamlDefinition, type YamlTable } from './format'

/** The parts of an imported definition beyond base and fields: options, constraints, indexes, statements. */

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
      AuditTrailRetentionMode: yaml.auditTrailRetentionMode === undefined ? undefined : enumValue('AuditTrailRetentionMode', yaml.auditTrailRetentionMode),
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
    await db.query('UPDATE entity_statements SET display_name = $2, expression = $3, expose_in_client = $4, row_version = $5 WHERE id = $1', [
      current.Id,
      input.DisplayName,
      input.Expression,
      input.ExposeInClient,
      randomUUID(),
    ])
    await touchDefinition(db, id, now)
  }
}
