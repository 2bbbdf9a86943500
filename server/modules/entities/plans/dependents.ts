import type { Db } from '../../../db'
import type { DefinitionModel, FieldModel } from '../model'
import { incomingReferenceFields, pairedFieldsOf } from '../references.repo'
import { DependentKind, FieldType, type SchemaDependent } from '../types'
import { expressionsReadingField } from '../expressions/dependencies'

/** Schema elements that depend on a field or a definition, found from the real metadata. */

/** Everything that a field deletion removes or leaves without its field. */
export async function fieldDeleteDependents(db: Db, model: DefinitionModel, field: FieldModel): Promise<SchemaDependent[]> {
  const found: SchemaDependent[] = []
  const fieldList = (fields: Array<{ Key: string }>) => fields.map((item) => item.Key).join(', ')
  for (const constraint of model.uniqueConstraints.filter((item) => item.Fields.some((member) => member.Id === field.Id))) {
    found.push({ Kind: DependentKind.Constraint, Id: constraint.Id, DisplayName: fieldList(constraint.Fields), Description: `The unique constraint over ${fieldList(constraint.Fields)} is dropped.` })
  }
  for (const index of model.indexes.filter((item) => item.Fields.some((member) => member.Id === field.Id))) {
    found.push({ Kind: DependentKind.Index, Id: index.Id, DisplayName: fieldList(index.Fields), Description: `The index over ${fieldList(index.Fields)} is dropped.` })
  }
  for (const paired of (await pairedFieldsOf(db, field.Id, field.PairedReferenceFieldId)).filter((item) => item.id !== field.Id)) {
    found.push({ Kind: DependentKind.PairedField, Id: paired.id, DisplayName: paired.displayName, Description: `The paired field "${paired.definitionName}.${paired.key}" is unpaired.` })
  }
  if (field.FieldType === FieldType.Table) {
    const child = model.tables.find((table) => table.Id === field.ChildTableId)
    if (child) {
      found.push({
        Kind: DependentKind.ChildTable,
        Id: child.Id,
        DisplayName: child.Name,
        Description: `The child table with ${child.Fields.length} field(s) is dropped.`,
      })
    }
  }
  for (const other of model.fieldsById.values()) {
    if (other.SemanticRoleScopeFieldId === field.Id) {
      found.push({ Kind: DependentKind.Field, Id: other.Id, DisplayName: other.DisplayName, Description: `Field "${other.Key}" loses its semantic role scope.` })
    }
  }
  return [...found, ...(await expressionsReadingField(db, model, field))]
}

/** Reference fields of other definitions that point to this one. */
export async function incomingReferences(db: Db, definitionId: string): Promise<SchemaDependent[]> {
  return (await incomingReferenceFields(db, definitionId)).map((item) => ({
    Kind: DependentKind.Reference,
    Id: item.id,
    DisplayName: item.displayName,
    Description: `Field "${item.definitionName}.${item.key}" references this definition.`,
  }))
}
