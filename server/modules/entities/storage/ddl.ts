import type { Db } from '../../../db'
import { badRequest, conflict } from '../../../http/errors'
import { EntityCode } from '../errors'
import { ruleOf } from '../fieldTypes/catalog'
import type { FieldSpec } from '../fieldTypes/spec'
import { FieldType } from '../types'
import { columnName, currencyColumnName, dataSchema, maxIdentifierLength, qualified, quoteIdent, sideTableName } from './names'

/** Creates, alters and drops the physical storage of entity tables and fields in ws_data. */

const systemColumns = `
  id text PRIMARY KEY,
  row_version uuid NOT NULL,
  created_at timestamptz NOT NULL,
  created_by text,
  modified_at timestamptz NOT NULL,
  modified_by text,
  archived_at timestamptz,
  archived_by text`

export function checkIdentifier(name: string, member: string): void {
  if (Buffer.byteLength(name, 'utf8') > maxIdentifierLength) {
    throw badRequest(
      EntityCode.nameTooLong,
      `The storage name "${name}" would be longer than ${maxIdentifierLength} characters; choose a shorter ${member}.`,
      member,
    )
  }
}

async function assertTableFree(db: Db, table: string, member: string): Promise<void> {
  checkIdentifier(table, member)
  const [row] = await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [`${quoteIdent(dataSchema)}.${quoteIdent(table)}`])
  if (row?.found) throw conflict(EntityCode.storageNameTaken, `The storage table "${table}" already exists.`, member)
}

export async function createPrimaryTable(db: Db, table: string): Promise<void> {
  await assertTableFree(db, table, 'Name')
  await db.query(`CREATE TABLE ${qualified(table)} (${systemColumns},\n  number text NOT NULL)`)
  await db.query(`CREATE INDEX ${quoteIdent(`${table}__created`)} ON ${qualified(table)} (created_at, id)`)
  await db.query(`CREATE INDEX ${quoteIdent(`${table}__number`)} ON ${qualified(table)} (number)`)
  // Its active and archived rows are counted as they change (migration 0018): lists read the totals.
  await db.query('SELECT entity_row_counts_install($1)', [table])
}

export async function createChildTable(db: Db, table: string, parentTable: string, member: string): Promise<void> {
  await assertTableFree(db, table, member)
  await db.query(
    `CREATE TABLE ${qualified(table)} (${systemColumns},
  parent_id text NOT NULL REFERENCES ${qualified(parentTable)} (id) ON DELETE CASCADE,
  sort_order integer NOT NULL)`,
  )
  await db.query(`CREATE INDEX ${quoteIdent(`${table}__parent`)} ON ${qualified(table)} (parent_id, sort_order)`)
}

export async function dropTable(db: Db, table: string): Promise<void> {
  await db.query(`DROP TABLE IF EXISTS ${qualified(table)} CASCADE`)
  await db.query('DELETE FROM entity_row_counts WHERE table_name = $1', [table])
}

export function sqlTypeOf(spec: Pick<FieldSpec, 'FieldType' | 'StringMaxLength' | 'DecimalPrecision' | 'DecimalScale'>): string {
  const sqlType = ruleOf(spec.FieldType)?.sqlType
  if (!sqlType) throw new Error(`Field type ${spec.FieldType} has no column`)
  return sqlType(spec)
}

/** Adds the column(s) or side table of a scalar field; answers the column name (null when none). */
export async function addFieldStorage(db: Db, table: string, spec: FieldSpec): Promise<string | null> {
  if (spec.FieldType === FieldType.Table) return null
  if (spec.AllowMultiple) {
    await createSideTable(db, table, spec.Key)
    return null
  }
  const column = columnName(spec.Key)
  await db.query(`ALTER TABLE ${qualified(table)} ADD COLUMN ${quoteIdent(column)} ${sqlTypeOf(spec)}`)
  if (spec.FieldType === FieldType.Money) {
    await db.query(`ALTER TABLE ${qualified(table)} ADD COLUMN ${quoteIdent(currencyColumnName(spec.Key))} char(3)`)
  }
  return column
}

export async function createSideTable(db: Db, table: string, key: string): Promise<string> {
  const side = sideTableName(table, key)
  await assertTableFree(db, side, 'Key')
  await db.query(
    `CREATE TABLE ${qualified(side)} (
  record_id text NOT NULL REFERENCES ${qualified(table)} (id) ON DELETE CASCADE,
  value text NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (record_id, sort_order))`,
  )
  await db.query(`CREATE INDEX ${quoteIdent(`${side}__value`)} ON ${qualified(side)} (value)`)
  return side
}

/** Drops what addFieldStorage created (indexes over the columns go with them). */
export async function dropFieldStorage(db: Db, table: string, field: { Key: string; FieldType: number; AllowMultiple: boolean; storage: { column: string | null; currencyColumn: string | null; sideTable: string | null } }): Promise<void> {
  if (field.storage.sideTable) await dropTable(db, field.storage.sideTable)
  for (const column of [field.storage.column, field.storage.currencyColumn]) {
    if (column) await db.query(`ALTER TABLE ${qualified(table)} DROP COLUMN IF EXISTS ${quoteIdent(column)} CASCADE`)
  }
}

export async function renameColumn(db: Db, table: string, from: string, to: string): Promise<void> {
  if (from !== to) await db.query(`ALTER TABLE ${qualified(table)} RENAME COLUMN ${quoteIdent(from)} TO ${quoteIdent(to)}`)
}

export async function renameTable(db: Db, from: string, to: string): Promise<void> {
  if (from === to) return
  await assertTableFree(db, to, 'Key')
  await db.query(`ALTER TABLE ${qualified(from)} RENAME TO ${quoteIdent(to)}`)
}

/** A real PostgreSQL (unique) index over the columns, in order. */
export async function createIndex(db: Db, table: string, indexName: string, columns: string[], unique: boolean): Promise<void> {
  const list = columns.map(quoteIdent).join(', ')
  await db.query(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX ${quoteIdent(indexName)} ON ${qualified(table)} (${list})`)
}

export async function dropIndex(db: Db, indexName: string): Promise<void> {
  await db.query(`DROP INDEX IF EXISTS ${quoteIdent(dataSchema)}.${quoteIdent(indexName)}`)
}
