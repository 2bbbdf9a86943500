import type { Db } from '../../../db'
import type { DefinitionModel, FieldModel } from '../model'
import { incomingReferenceFields, pairedFieldsOf } from '../references.repo'
import { DependentKind, FieldType, type SchemaDependent } from '../types'
import { expressionsReadingField } from '../expressions/dependencies'
import { effectsUsingField } from '../effects/effects.repo'

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
  for (const responsibility of model.security.responsibilities.filter((item) => item.InheritFromFieldId === field.Id)) {
    found.push({
      Kind: DependentKind.Field,
      Id: responsibility.Id,
      DisplayName: responsibility.DisplayName,
      Description: `Responsibility "${responsibility.Key}" stops inheriting along this field; the subjects it inherited are removed.`,
    })
  }
  for (const effect of await effectsUsingField(db, field.Id)) {
    found.push({ Kind: DependentKind.Field, Id: effect.id, DisplayName: effect.displayName, Description: `Mutation effect "${effect.name}" is deleted.` })
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
