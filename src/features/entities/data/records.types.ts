import type { Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'
export type { ClassifierCatalog, EntityDefinition, EntityField, EntityTable } from '../api/entities.types'

/** Runtime value shapes of the Fields map, one per field type (docs/entities.md, "Records"). */
export interface MoneyValue {
  Amount: number
  CurrencyCode: string
}

export interface AddressValue {
  Street: string
  PostalCode: string
  City: string
  Region: string
  CountryCode: string
  Latitude?: number | null
  Longitude?: number | null
}

export interface TableRowValue {
  /** Absent on rows that are new. */
  Id?: string
  RowVersion?: string
  Fields: FieldValues
}

export type FieldValue = string | number | boolean | string[] | MoneyValue | AddressValue | TableRowValue[] | null

export type FieldValues = Record<string, FieldValue | undefined>

export type ArchiveFilter = 'Active' | 'Archived' | 'All'

export interface LookupItem {
  Id: string
  Number: string
  DisplayName: string
  /** A referenced record the caller may not read (only its id is known). */
  IsRestricted?: boolean
}

/** One subject of a record's responsibility. */
export type AssignmentSubject = Complete<Schemas['AssignmentSubject']>
/** One entry of a record's changes history, and a page of them (newest first). */
export type RecordChange = Schemas['EntityInstanceChange']
export type RecordChangePage = Schemas['EntityInstanceChangePage']
/** A responsibility as the record shows it, with whether the caller may replace its subjects. */
export type AssignmentRelation = Complete<Schemas['AssignmentRelation']>

export interface RecordPermissions {
  CanPatch: boolean
  CanArchive: boolean
  CanRestore: boolean
  CanDelete: boolean
  /** The record's changes history: granted, and kept by the definition. */
  CanReadChangesHistory: boolean
}

/** A runtime record as the data tab reads it (list item, single read and mutation result alike). */
export interface EntityRecord {
  Id: string
  Number: string
  DisplayName: string
  CreatedAt: string
  ModifiedAt?: string | null
  ArchivedAt?: string | null
  RowVersion: string
  Fields: FieldValues
  /** Every record the Fields reference (child-table rows included), keyed by its id. */
  ReferenceLabels: Record<string, LookupItem>
  Permissions: RecordPermissions
  /** Responsibility key → subjects; absent from older payloads. */
  Assignments?: Record<string, AssignmentSubject[]>
  AssignmentRelations?: AssignmentRelation[]
}

export interface RecordPage {
  Items: EntityRecord[]
  Page: number
  PageSize: number
  TotalCount: number
  HasMore: boolean
  /** Whether the caller's permissions let them create records here at all. */
  CanCreate: boolean
}

export interface RecordListParams {
  page: number
  pageSize: number
  search: string
  sortField: string | null
  descending: boolean
  archiveState: ArchiveFilter
}
