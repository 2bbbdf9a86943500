import { GrantSubjectType, type EntitlementModelOperation } from '@/api'
import { entitlementGrantOperations, type EntitlementModelGrant, type EntitlementModelSecurityUpdateRequest } from '../../api/entitlements.types'

/** One subject of the security matrix and which operations it is granted. */
export interface SecurityRow {
  SubjectType: GrantSubjectType
  SubjectId: string
  DisplayName: string
  read: boolean
  issue: boolean
  adjust: boolean
}

/** Role names match case-insensitively on the server; user ids exactly. */
export const subjectKey = (subject: { SubjectType: GrantSubjectType; SubjectId: string }) =>
  `${subject.SubjectType}:${subject.SubjectType === GrantSubjectType.Role ? subject.SubjectId.trim().toLowerCase() : subject.SubjectId}`

const byRolesThenName = (a: SecurityRow, b: SecurityRow) => a.SubjectType - b.SubjectType || a.DisplayName.localeCompare(b.DisplayName)

/** The grants as one row per subject, roles first, by name. */
export function matrixRows(grants: readonly EntitlementModelGrant[]): SecurityRow[] {
  const rows = new Map<string, SecurityRow>()
  for (const grant of grants) {
    const key = subjectKey(grant)
    let row = rows.get(key)
    if (!row) {
      row = { SubjectType: grant.SubjectType, SubjectId: grant.SubjectId, DisplayName: grant.DisplayName, read: false, issue: false, adjust: false }
      rows.set(key, row)
    }
    row[grant.Operation] = true
  }
  return [...rows.values()].sort(byRolesThenName)
}

/** Adds a subject (nothing granted yet) unless it is there already. */
export function addSubject(rows: readonly SecurityRow[], subject: Pick<SecurityRow, 'SubjectType' | 'SubjectId' | 'DisplayName'>): SecurityRow[] {
  if (subject.SubjectId.trim() === '' || rows.some((row) => subjectKey(row) === subjectKey(subject))) return [...rows]
  return [...rows, { ...subject, SubjectId: subject.SubjectId.trim(), read: false, issue: false, adjust: false }]
}

export function setGrant(rows: readonly SecurityRow[], index: number, operation: EntitlementModelOperation, granted: boolean): SecurityRow[] {
  return rows.map((row, at) => (at === index ? { ...row, [operation]: granted } : row))
}

export interface SecurityBody {
  body: EntitlementModelSecurityUpdateRequest
  /** For each sent grant, the row it came from (the server names `Grants[i].SubjectId`). */
  rowOfGrant: number[]
}

/** The whole new set of grants, row by row in the matrix order; a row with nothing ticked grants nothing. */
export function toSecurityBody(rows: readonly SecurityRow[], rowVersion: string): SecurityBody {
  const rowOfGrant: number[] = []
  const Grants = rows.flatMap((row, index) =>
    entitlementGrantOperations
      .filter((operation) => row[operation])
      .map((Operation) => {
        rowOfGrant.push(index)
        return { Operation, SubjectType: row.SubjectType, SubjectId: row.SubjectId }
      }),
  )
  return { body: { Grants, RowVersion: rowVersion }, rowOfGrant }
}

/** Server messages about `Grants[i]…`, by the row they belong to. */
export function rowErrors(fieldErrors: Record<string, string[]>, rowOfGrant: readonly number[]): Map<number, string[]> {
  const byRow = new Map<number, string[]>()
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^Grants\[(\d+)\]/i.exec(field)
    const row = match ? rowOfGrant[Number(match[1])] : undefined
    if (row !== undefined) byRow.set(row, [...(byRow.get(row) ?? []), ...messages])
  }
  return byRow
}
