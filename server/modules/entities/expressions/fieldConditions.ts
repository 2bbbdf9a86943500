import type { Db } from '../../../db'
import { EnvelopeError } from '../../../http/errors'
import { selectOptions, type SchemaField } from '../../../../shared/expressions/types'
import type { FieldSpec, SpecContext } from '../fieldTypes/spec'
import type { DefinitionModel } from '../model'
import type { Issue } from '../../../http/envelope'
import { checkForPurpose, diagnosticIssues, ExpressionPurpose, type ExpressionPurposeValue } from './check'
import { loadExpressionSchema, toSchemaField, type LoadedSchema } from './schema'
import { appContextOf } from '../../../platform/appContext'

const conditions: ReadonlyArray<[member: 'VisibleWhen' | 'RequiredWhen' | 'EditableWhen', purpose: ExpressionPurposeValue]> = [
  ['VisibleWhen', ExpressionPurpose.VisibleWhen],
  ['RequiredWhen', ExpressionPurpose.RequiredWhen],
  ['EditableWhen', ExpressionPurpose.EditableWhen],
]

/** The schema with the field as the create or update makes it (a condition may name its own field). */
function withSpecField(schema: LoadedSchema, tableId: string, spec: FieldSpec, fieldId: string | null): LoadedSchema {
  const field: SchemaField = {
    key: spec.Key,
    displayName: spec.DisplayName,
    fieldType: spec.FieldType as SchemaField['fieldType'],
    allowMultiple: spec.AllowMultiple,
    decimalScale: spec.DecimalScale,
    baseCurrencyCode: spec.BaseCurrencyCode,
    referenceTo: spec.ReferenceToEntityDefinitionId,
    childTableId: null,
    options: selectOptions(spec.FieldType, spec.Options),
  }
  const current = schema.table(tableId)?.Fields.find((item) => item.Id === fieldId)
  const own = current ? { ...toSchemaField(current), ...field, childTableId: current.ChildTableId } : field
  return {
    ...schema,
    fieldsOf: (id) => (id === tableId ? [...schema.fieldsOf(id).filter((item) => item.key !== current?.Key), own] : schema.fieldsOf(id)),
  }
}

/** Checks the field's three conditions; every mistake is refused (400) at its member with its position. */
export async function checkFieldConditions(db: Db, spec: FieldSpec, context: SpecContext): Promise<void> {
  const present = conditions.filter(([member]) => spec[member])
  if (present.length === 0) return
  const loaded = await loadExpressionSchema(db, context.model)
  const schema = withSpecField(loaded, context.table.Id, spec, context.fieldId)
  const issues: Issue[] = []
  for (const [member, purpose] of present) {
    const text = spec[member]!
    const checked = checkForPurpose(text, {
      schema,
      table: context.table,
      purpose,
      field: null,
      evaluation: { now: appContextOf(db).clock().getTime(), timeZone: 'UTC', currentUserId: null },
    })
    issues.push(...diagnosticIssues(text, checked.check, member))
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues)
}

/** Checks every field condition of a definition as it now stands (after a whole document was applied). */
export async function checkDefinitionConditions(db: Db, model: DefinitionModel): Promise<void> {
  const schema = await loadExpressionSchema(db, model)
  const issues: Issue[] = []
  for (const table of model.tables.filter((item) => !item.IsDeleted)) {
    for (const field of table.Fields.filter((item) => !item.IsDeleted)) {
      for (const [member, purpose] of conditions) {
        const text = field[member]
        if (!text) continue
        const checked = checkForPurpose(text, { schema, table, purpose, field: null, evaluation: { now: appContextOf(db).clock().getTime(), timeZone: 'UTC', currentUserId: null } })
        issues.push(...diagnosticIssues(text, checked.check, `${table.Name}.${field.Key}.${member}`))
      }
    }
  }
  if (issues.length > 0) throw new EnvelopeError(400, issues)
}
