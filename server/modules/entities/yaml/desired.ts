import type { Db } from '../../../db'
import { findCatalogIdByKey } from '../catalogs.repo'
import { findDefinitionIdByName } from '../definitions.repo'
import { findBackReferenceField } from '../references.repo'
import type { DefinitionModel } from '../model'
import type { DesiredDefinition, DesiredField } from '../plans/replacement'
import { ConditionOperationMode, ReferenceArchiveBehavior, ReferenceAuditRollupBehavior, ReferenceDeleteBehavior, SemanticRole } from '../../../../shared/enums'
import { DefaultValueKind, FieldType, type FieldDefaultValue } from '../types'
import { optionalValue, valueNamed } from './enumValues'
import { disabledOperationsValue, type YamlDefinition, type YamlField, type YamlTable } from './format'

/** Turns a parsed YAML definition into what the replacement applies: names resolved to ids. */

/** Ids of the definitions and catalogs that YAML names, looked up case-insensitively. */
export interface NameLookup {
  definitionId(name: string): Promise<string | null>
  catalogId(key: string): Promise<string | null>
}

export function nameLookup(db: Db): NameLookup {
  return {
    definitionId: (name) => findDefinitionIdByName(db, name),
    catalogId: (key) => findCatalogIdByKey(db, key),
  }
}

/** A name that does not resolve, with the YAML path that names it. */
export class UnresolvedName extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message)
  }
}

export const primaryTableOf = (definition: YamlDefinition): YamlTable | undefined =>
  definition.tables.find((table) => !table.ownerField) ?? definition.tables[0]

/**
 * The definition as the replacement wants it. `current` is the definition being replaced (null for a
 * new one): its fields give the ids of paired fields and role scopes named by key.
 */
export async function desiredDefinition(
  yaml: YamlDefinition,
  index: number,
  definitionId: string,
  current: DefinitionModel | null,
  lookup: NameLookup,
  db: Db,
): Promise<DesiredDefinition> {
  const base = `definitions[${index}]`
  const primary = primaryTableOf(yaml)
  const tableIndex = (table: YamlTable) => yaml.tables.indexOf(table)

  const toField = async (field: YamlField, path: string): Promise<DesiredField> => {
    const type = valueNamed(FieldType, field.type)
    let referenceTo: string | null | undefined
    if (field.referenceTo) {
      referenceTo = await lookup.definitionId(field.referenceTo)
      if (!referenceTo) throw new UnresolvedName(`"referenceTo" names the entity definition "${field.referenceTo}", which does not exist.`, `${path}.referenceTo`)
    }
    let catalogId: string | null | undefined
    if (field.classifierCatalog) {
      catalogId = await lookup.catalogId(field.classifierCatalog)
      if (!catalogId) throw new UnresolvedName(`"classifierCatalog" names the catalog "${field.classifierCatalog}", which does not exist.`, `${path}.classifierCatalog`)
    }
    const desired: DesiredField = {
      Key: field.key,
      DisplayName: field.displayName,
      FieldType: type,
      IsReadOnly: field.isReadOnly,
      VisibleWhen: field.visibleWhen,
      RequiredWhen: field.requiredWhen,
      EditableWhen: field.editableWhen,
      VisibleWhenOperationMode: optionalValue(ConditionOperationMode, field.visibleWhenOperationMode),
      RequiredWhenOperationMode: optionalValue(ConditionOperationMode, field.requiredWhenOperationMode),
      EditableWhenOperationMode: optionalValue(ConditionOperationMode, field.editableWhenOperationMode),
      StringMaxLength: field.stringMaxLength,
      DecimalPrecision: field.decimalPrecision,
      DecimalScale: field.decimalScale,
      AllowMultiple: field.allowMultiple,
      AllowSort: field.allowSort,
      ReferenceToEntityDefinitionId: referenceTo,
      // A pairing is kept only when the target's field of that key is a Reference back to this definition;
      // a copy's reference therefore stays unpaired (the original keeps its pair).
      PairedReferenceFieldId: referenceTo && field.pairedField ? await findBackReferenceField(db, referenceTo, field.pairedField, definitionId) : null,
      ReferenceDeleteBehavior: optionalValue(ReferenceDeleteBehavior, field.referenceDeleteBehavior),
      ReferenceArchiveBehavior: optionalValue(ReferenceArchiveBehavior, field.referenceArchiveBehavior),
      ReferenceAuditRollupBehavior: optionalValue(ReferenceAuditRollupBehavior, field.referenceAuditRollupBehavior),
      AddressCoordinatesRequired: field.addressCoordinatesRequired,
      BaseCurrencyCode: field.baseCurrencyCode,
      SemanticRole: optionalValue(SemanticRole, field.semanticRole),
      SemanticRoleScopeFieldId: field.semanticRoleScopeField
        ? (current?.primaryTable.Fields.find((item) => item.Key.toLowerCase() === field.semanticRoleScopeField!.toLowerCase())?.Id ?? null)
        : null,
      ClassifierCatalogDefinitionId: catalogId,
      DefaultValue: field.defaultValue
        ? { Kind: valueNamed(DefaultValueKind, field.defaultValue.kind), Value: field.defaultValue.value ?? null, DynamicKey: (field.defaultValue.dynamicKey ?? null) as FieldDefaultValue['DynamicKey'] }
        : undefined,
      Options: field.options?.map((option) => ({ Key: option.key, Value: option.value })),
    }
    if (type === FieldType.Table) {
      const child = yaml.tables.find((table) => table !== primary && table.ownerField?.toLowerCase() === field.key.toLowerCase())
      desired.Fields = child
        ? await Promise.all(child.fields.map((item, i) => toField(item, `${base}.tables[${tableIndex(child)}].fields[${i}]`)))
        : []
    }
    return desired
  }

  const fields = primary ? await Promise.all(primary.fields.map((field, i) => toField(field, `${base}.tables[${tableIndex(primary)}].fields[${i}]`))) : []
  return {
    Name: yaml.name,
    DisplayNameSingular: yaml.displayNameSingular,
    DisplayNamePlural: yaml.displayNamePlural,
    Description: yaml.description ?? null,
    IsReadOnly: yaml.isReadOnly ?? false,
    DisabledOperations: disabledOperationsValue(yaml.disabledOperations ?? []),
    Fields: fields,
  }
}
