import { SchemaSource } from '../../../shared/enums'
import { enumMember, iso } from '../../platform/values'

/** Columns of the metadata tables as the contract's shapes hold them (rows read with SELECT *). */

export type Row = Record<string, unknown>
export const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))
export const time = (value: unknown): string | null => (value === null || value === undefined ? null : iso(value as Date | string))
export const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value))

/** Where a definition, table or element came from (a package or the workspace itself). */
export function packageSource(row: Row) {
  return {
    SchemaSource: enumMember(SchemaSource, row.schema_source),
    SourceNetPackageId: text(row.source_net_package_id),
    SourcePackageId: text(row.source_package_id),
    SourceStableId: text(row.source_stable_id),
  }
}
