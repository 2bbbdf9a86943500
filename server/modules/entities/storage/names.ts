/** Physical names of entity data in the schema ws_data; identifiers are always quoted. */

export const dataSchema = 'ws_data'

/** A quoted SQL identifier. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`
}

/** `"ws_data"."<table>"` */
export function qualified(table: string): string {
  return `${quoteIdent(dataSchema)}.${quoteIdent(table)}`
}

export const primaryTableName = (definitionName: string): string => `e_${definitionName}`

export const childTableName = (parentTable: string, fieldKey: string): string => `${parentTable}__${fieldKey.toLowerCase()}`

export const columnName = (fieldKey: string): string => `f_${fieldKey.toLowerCase()}`

export const currencyColumnName = (fieldKey: string): string => `f_${fieldKey.toLowerCase()}__currency`

/** Side table of a multi-valued field. */
export const sideTableName = (table: string, fieldKey: string): string => `${table}__m_${fieldKey.toLowerCase()}`

/** PostgreSQL identifiers are at most 63 bytes; longer names would be silently truncated. */
export const maxIdentifierLength = 63
