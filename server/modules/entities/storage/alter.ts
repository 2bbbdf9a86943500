import type { Db } from '../../../db'
import type { FieldSpec } from '../fieldTypes/spec'
import type { FieldModel, TableModel } from '../model'
import { FieldType } from '../types'
import { createSideTable, dropTable, renameColumn, renameTable, sqlTypeOf } from './ddl'
import { columnName, currencyColumnName, qualified, quoteIdent, sideTableName } from './names'

/** Changes the physical storage of a field to match its new spec; answers the new column name. */

export const sqlLiteral = (value: string): string => `'${value.replace(/'/g, "''")}'`
export const sqlList = (values: readonly string[]): string => (values.length ? values.map(sqlLiteral).join(', ') : 'NULL')

interface Location {
  column: string | null
  currency: string | null
  side: string | null
}

export async function alterFieldStorage(db: Db, table: TableModel, field: FieldModel, spec: FieldSpec): Promise<string | null> {
  if (field.FieldType === FieldType.Table) return null
  const tableName = table.PhysicalTableName
  const target = qualified(tableName)
  const location = await renameStorage(db, tableName, field, spec.Key)

  if (!field.AllowMultiple && spec.AllowMultiple && location.column) {
    const side = await createSideTable(db, tableName, spec.Key)
    await db.query(
      `INSERT INTO ${qualified(side)} (record_id, value, sort_order)
       SELECT id, ${quoteIdent(location.column)}::text, 0 FROM ${target} WHERE ${quoteIdent(location.column)} IS NOT NULL`,
    )
    await db.query(`ALTER TABLE ${target} DROP COLUMN ${quoteIdent(location.column)} CASCADE`)
    Object.assign(location, { column: null, side })
  } else if (field.AllowMultiple && !spec.AllowMultiple && location.side) {
    const column = columnName(spec.Key)
    await db.query(`ALTER TABLE ${target} ADD COLUMN ${quoteIdent(column)} ${sqlTypeOf(spec)}`)
    const value = spec.StringMaxLength ? `left(first.value, ${spec.StringMaxLength})` : 'first.value'
    // Only the first value of each record is kept (the plan counted the rest as lost).
    await db.query(
      `UPDATE ${target} t SET ${quoteIdent(column)} = ${value}
       FROM (SELECT DISTINCT ON (record_id) record_id, value FROM ${qualified(location.side)} ORDER BY record_id, sort_order) first
       WHERE t.id = first.record_id`,
    )
    await dropTable(db, location.side)
    Object.assign(location, { column, side: null })
  }

  if (location.column) await alterColumnType(db, target, location.column, field, spec)
  if (location.side && spec.StringMaxLength && (field.StringMaxLength === null || spec.StringMaxLength < field.StringMaxLength)) {
    const side = qualified(location.side)
    await db.query(`UPDATE ${side} SET value = left(value, ${spec.StringMaxLength}) WHERE length(value) > ${spec.StringMaxLength}`)
  }
  await clearLostValues(db, target, location, field, spec)
  return location.column
}

async function renameStorage(db: Db, tableName: string, field: FieldModel, key: string): Promise<Location> {
  const location: Location = { column: field.storage.column, currency: field.storage.currencyColumn, side: field.storage.sideTable }
  if (field.Key === key) return location
  if (location.column) {
    await renameColumn(db, tableName, location.column, columnName(key))
    location.column = columnName(key)
  }
  if (location.currency) {
    await renameColumn(db, tableName, location.currency, currencyColumnName(key))
    location.currency = currencyColumnName(key)
  }
  if (location.side) {
    await renameTable(db, location.side, sideTableName(tableName, key))
    location.side = sideTableName(tableName, key)
  }
  return location
}

async function alterColumnType(db: Db, target: string, column: string, field: FieldModel, spec: FieldSpec): Promise<void> {
  const before = sqlTypeOf(field)
  const after = sqlTypeOf(spec)
  if (before === after) return
  const quoted = quoteIdent(column)
  let using = `${quoted}::${after}`
  if (spec.StringMaxLength !== null && after.startsWith('varchar')) using = `left(${quoted}, ${spec.StringMaxLength})`
  if (after.startsWith('numeric')) {
    const precision = spec.DecimalPrecision ?? 18
    const scale = spec.DecimalScale ?? 2
    // Values that no longer fit are cleared (the plan counted them); the rest are rounded to the new scale.
    using = `CASE WHEN abs(round(${quoted}, ${scale})) < 10::numeric ^ ${precision - scale} THEN round(${quoted}, ${scale}) END`
  }
  await db.query(`ALTER TABLE ${target} ALTER COLUMN ${quoted} TYPE ${after} USING ${using}`)
}

/** Removed options, a new reference target or a new catalog leave values behind that no longer mean anything. */
async function clearLostValues(db: Db, target: string, location: Location, field: FieldModel, spec: FieldSpec): Promise<void> {
  let condition: string | null = null
  if (field.FieldType === FieldType.Select) {
    const kept = new Set(spec.Options.map((option) => option.Key))
    const removed = field.Options.map((option) => option.Key).filter((key) => !kept.has(key))
    if (removed.length) condition = `{v} IN (${sqlList(removed)})`
  }
  if (field.FieldType === FieldType.Reference && field.ReferenceToEntityDefinitionId !== spec.ReferenceToEntityDefinitionId) {
    condition = '{v} IS NOT NULL'
  }
  if (field.FieldType === FieldType.Classifier && field.ClassifierCatalogDefinitionId !== spec.ClassifierCatalogDefinitionId) {
    condition = `{v} NOT IN (SELECT key FROM classifier_catalog_items WHERE catalog_id = ${sqlLiteral(spec.ClassifierCatalogDefinitionId ?? '')})`
  }
  if (!condition) return
  if (location.column) {
    const column = quoteIdent(location.column)
    await db.query(`UPDATE ${target} SET ${column} = NULL WHERE ${condition.replaceAll('{v}', column)}`)
  }
  if (location.side) await db.query(`DELETE FROM ${qualified(location.side)} WHERE ${condition.replaceAll('{v}', 'value')}`)
}
