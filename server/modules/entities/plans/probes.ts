import type { Db } from '../../../db'
import { sqlList, sqlLiteral } from '../storage/alter'
import type { FieldSpec } from '../fieldTypes/spec'
import type { DefinitionModel, FieldModel, TableModel } from '../model'
import { FieldType, SchemaChangeKind, type SchemaChange } from '../types'
import {
  allRowsProbeQueries, childRowsProbeQueries, countRowsWhere, extraValuesProbeQueries, sampleLimit, sampleValues, valueProbeQueries,
} from './probes.repo'

/**
 * A change a plan previews, as SQL over the real data: which rows of the field's table lose data
 * (predicate over alias t) and which values they lose (samples query answering column v).
 */
export interface ChangeProbe {
  kind: SchemaChangeKind
  description: string
  fieldId: string | null
  fieldKey: string | null
  /** Qualified table whose rows are counted. */
  table: string
  predicate: string
  samples: string | null
}

/** Probe over a field's values (column or side table) where `condition` ({v} is the value) holds. */
function valueProbe(table: TableModel, field: FieldModel, kind: SchemaChangeKind, description: string, condition: string): ChangeProbe {
  return { kind, description, fieldId: field.Id, fieldKey: field.Key, table: table.qualifiedName, ...valueProbeQueries(table, field, condition) }
}

/** Deleting a field: the rows that hold a value, or the parent rows that own child rows. */
export function dropFieldProbe(model: DefinitionModel, table: TableModel, field: FieldModel): ChangeProbe {
  if (field.FieldType === FieldType.Table) {
    const child = model.tables.find((item) => item.Id === field.ChildTableId)
    return {
      kind: SchemaChangeKind.DropChildTable,
      description: `Deletes the table field "${field.DisplayName}" with its child table and every row in it.`,
      fieldId: field.Id,
      fieldKey: field.Key,
      table: table.qualifiedName,
      ...childRowsProbeQueries(child),
    }
  }
  return valueProbe(table, field, SchemaChangeKind.DropField, `Deletes the field "${field.DisplayName}" and its stored values.`, '{v} IS NOT NULL')
}

/** The data-losing parts of a field update, one probe each. */
export function updateProbes(table: TableModel, field: FieldModel, spec: FieldSpec): ChangeProbe[] {
  const probes: ChangeProbe[] = []
  const add = (kind: SchemaChangeKind, description: string, condition: string) => probes.push(valueProbe(table, field, kind, description, condition))

  if (field.AllowMultiple && !spec.AllowMultiple && field.storage.sideTable) {
    probes.push({
      kind: SchemaChangeKind.DisallowMultiple,
      description: `"${field.DisplayName}" keeps only the first of several values.`,
      fieldId: field.Id,
      fieldKey: field.Key,
      table: table.qualifiedName,
      ...extraValuesProbeQueries(field.storage.sideTable),
    })
  }
  const newLength = spec.StringMaxLength
  if (newLength !== null && (field.StringMaxLength === null || newLength < field.StringMaxLength)) {
    add(SchemaChangeKind.ShortenText, `"${field.DisplayName}" is shortened to ${newLength} characters.`, `length({v}) > ${newLength}`)
  }
  if (field.DecimalPrecision !== null && spec.DecimalPrecision !== null && field.DecimalScale !== null && spec.DecimalScale !== null) {
    if (spec.DecimalScale < field.DecimalScale) {
      add(
        SchemaChangeKind.LowerScale,
        `"${field.DisplayName}" is rounded to ${spec.DecimalScale} decimal places.`,
        `{v} <> round({v}, ${spec.DecimalScale})`,
      )
    }
    const digitsAfter = spec.DecimalPrecision - spec.DecimalScale
    if (spec.DecimalPrecision < field.DecimalPrecision || digitsAfter < field.DecimalPrecision - field.DecimalScale) {
      add(
        SchemaChangeKind.LowerPrecision,
        `"${field.DisplayName}" keeps at most ${digitsAfter} digits before the decimal point; larger values are cleared.`,
        `abs(round({v}, ${spec.DecimalScale})) >= 10::numeric ^ ${digitsAfter}`,
      )
    }
  }
  if (field.FieldType === FieldType.Select) {
    const kept = new Set(spec.Options.map((option) => option.Key))
    const removed = field.Options.map((option) => option.Key).filter((key) => !kept.has(key))
    if (removed.length) {
      add(SchemaChangeKind.RemoveOptions, `Options ${removed.join(', ')} of "${field.DisplayName}" are removed; their values are cleared.`, `{v} IN (${sqlList(removed)})`)
    }
  }
  if (field.FieldType === FieldType.Reference && field.ReferenceToEntityDefinitionId !== spec.ReferenceToEntityDefinitionId) {
    add(SchemaChangeKind.ChangeReferenceTarget, `"${field.DisplayName}" points to another definition; its values are cleared.`, '{v} IS NOT NULL')
  }
  if (field.FieldType === FieldType.Classifier && field.ClassifierCatalogDefinitionId !== spec.ClassifierCatalogDefinitionId) {
    add(
      SchemaChangeKind.ChangeClassifierCatalog,
      `"${field.DisplayName}" uses another catalog; values that are not items of it are cleared.`,
      `{v} NOT IN (SELECT key FROM classifier_catalog_items WHERE catalog_id = ${sqlLiteral(spec.ClassifierCatalogDefinitionId ?? '')})`,
    )
  }
  return probes
}

/** A change that affects every record of the primary table (base updates). */
export function allRecordsProbe(model: DefinitionModel, kind: SchemaChangeKind, description: string): ChangeProbe {
  const table = model.primaryTable.qualifiedName
  return { kind, description, fieldId: null, fieldKey: null, table, ...allRowsProbeQueries(table) }
}

/** Runs the probes: counts and sample values per change, and the distinct affected rows over all. */
export async function measure(db: Db, probes: ChangeProbe[]): Promise<{ changes: SchemaChange[]; affected: number }> {
  const changes: SchemaChange[] = []
  for (const probe of probes) {
    const count = await countRowsWhere(db, probe.table, probe.predicate)
    const samples = probe.samples && count > 0 ? await sampleValues(db, probe.samples) : []
    changes.push({
      Kind: probe.kind,
      Description: probe.description,
      FieldId: probe.fieldId,
      FieldKey: probe.fieldKey,
      AffectedRecordCount: count,
      SampleValues: samples.filter((value): value is string => value !== null).slice(0, sampleLimit),
    })
  }
  let affected = 0
  for (const table of new Set(probes.map((probe) => probe.table))) {
    const predicates = probes.filter((probe) => probe.table === table).map((probe) => `(${probe.predicate})`)
    affected += await countRowsWhere(db, table, predicates.join(' OR '))
  }
  return { changes, affected }
}
