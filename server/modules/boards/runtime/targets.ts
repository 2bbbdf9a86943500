import type { Db } from '../../../db'
import { accessFor, selectPrimaryRows, toInstances, type AccessCaller, type EntityInstance, type RecordDefinition, type RecordField, definitionCache, FieldType } from '../../entities'
import { displayValue } from './display'
import type { BoardItemCard } from './types'
import { BoardTargetKind as TargetKind, TargetValueType } from '../../../../shared/enums'
export { BoardTargetKind as TargetKind } from '../../../../shared/enums'

/** Items added for an entity record (TargetKind 1): the record's identity, card fields and list item. */

export interface TargetRecord {
  definition: RecordDefinition
  instance: EntityInstance
}

export interface TargetRef {
  target_kind: number
  target_model_id: string | null
  target_object_id: string | null
}

/**
 * The records items target that the caller may read (the entity's own security decides), keyed by
 * `<definition id>/<record id>`; missing and hidden records are absent alike.
 */
export async function loadTargetRecords(db: Db, refs: readonly TargetRef[], caller: AccessCaller, now: Date): Promise<Map<string, TargetRecord>> {
  const byDefinition = new Map<string, Set<string>>()
  for (const ref of refs) {
    if (ref.target_kind !== TargetKind.EntityInstance || !ref.target_model_id || !ref.target_object_id) continue
    const ids = byDefinition.get(ref.target_model_id) ?? new Set<string>()
    ids.add(ref.target_object_id)
    byDefinition.set(ref.target_model_id, ids)
  }
  const definitions = definitionCache(db)
  const found = new Map<string, TargetRecord>()
  for (const [definitionId, ids] of byDefinition) {
    const definition = await definitions(definitionId)
    if (!definition) continue
    const access = await accessFor(db, definition, caller, now)
    for (const instance of await toInstances(db, definition, await selectPrimaryRows(db, definition, [...ids]), access)) {
      if (instance.Permissions.CanRead) found.set(`${definitionId}/${instance.Id}`, { definition, instance })
    }
  }
  return found
}

export const targetKey = (ref: TargetRef): string => `${ref.target_model_id}/${ref.target_object_id}`

/** TargetValueType of a field: Text, Number, Date, DateTime, Boolean, Reference. */
function targetValueType(fieldType: number): TargetValueType {
  switch (fieldType) {
    case FieldType.Integer:
    case FieldType.Decimal:
    case FieldType.Money:
      return TargetValueType.Number
    case FieldType.Date:
      return TargetValueType.Date
    case FieldType.DateTime:
      return TargetValueType.DateTime
    case FieldType.Boolean:
      return TargetValueType.Boolean
    case FieldType.Reference:
      return TargetValueType.Reference
    default:
      return TargetValueType.Text
  }
}

const shownTypes = new Set<number>([FieldType.Text, FieldType.Email, FieldType.Phone, FieldType.Integer, FieldType.Decimal, FieldType.Money, FieldType.Date, FieldType.DateTime, FieldType.Boolean, FieldType.Reference, FieldType.Select])

/** The identifying fields of the record (Title, Subtitle and scoped identifiers), else its first three simple fields. */
function shownFields(definition: RecordDefinition): RecordField[] {
  const simple = definition.primary.fields.filter((field) => field.column && !field.allowMultiple && shownTypes.has(field.fieldType))
  const identifying = simple.filter((field) => field.semanticRole !== 0)
  return (identifying.length > 0 ? identifying : simple).slice(0, 3)
}

export function cardTarget(record: TargetRecord | undefined, fallbackName: string): BoardItemCard['Target'] {
  if (!record) return { Number: null, DisplayName: fallbackName, Subtitle: null, Fields: [] }
  const { instance, definition } = record
  return {
    Number: instance.Number,
    DisplayName: instance.DisplayName,
    Subtitle: instance.Subtitle,
    Fields: shownFields(definition).map((field) => {
      const value = instance.Fields[field.key] ?? null
      return {
        Key: field.key,
        DisplayName: field.displayName,
        Value: value,
        ValueType: targetValueType(field.fieldType),
        DisplayValue: displayValue({ FieldType: field.fieldType }, value, instance.ReferenceLabels),
      }
    }),
  }
}

/** The EntityListItem of the target record. */
export function entityListItem(record: TargetRecord): Record<string, unknown> {
  const { instance, definition } = record
  return {
    Id: instance.Id,
    Number: instance.Number,
    DisplayName: instance.DisplayName,
    Subtitle: instance.Subtitle,
    CreatedAt: instance.CreatedAt,
    CreatedByUserId: instance.CreatedByUserId,
    ModifiedAt: instance.ModifiedAt,
    ModifiedByUserId: instance.ModifiedByUserId,
    ArchivedAt: instance.ArchivedAt,
    ArchivedByUserId: instance.ArchivedByUserId,
    LastComment: null,
    Tags: [],
    TagCount: 0,
    LastActivityDateTime: instance.ModifiedAt ?? instance.CreatedAt,
    RowVersion: instance.RowVersion,
    Fields: Object.fromEntries(Object.entries(instance.Fields).map(([key, value]) => [key, { State: 0, Value: value, PlainTextPreview: null }])),
    Predicates: instance.Predicates,
    Permissions: {
      CanRead: true,
      CanReadArchive: true,
      CanReadChangesHistory: definition.auditTrailEnabled,
      CanReadComments: definition.commentsEnabled,
      CanReadTags: definition.tagsEnabled,
      CanReadAttachments: definition.attachmentsEnabled,
    },
    Assignments: {},
  }
}
