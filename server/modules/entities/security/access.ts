import type { Db, SqlValue } from '../../../db'
import type { SubjectFacts } from '../../../../shared/expressions/functions'
import type { ExpressionSchema } from '../../../../shared/expressions/types'
import { compileStatement, type CompiledPredicate, type PredicateShape } from '../../../expressions/sql'
import type { RecordDefinition } from '../records/recordModel'
import { EntityPermissionSubjectType as SubjectType } from '../../../../shared/enums'
import { selectRecordFlags } from './security.repo'
import { recordOperations, type PermissionAssignmentModel, type RecordOperation } from './security.types'

/**
 * Who may do what with a definition's records, for one caller. Admin, and every caller of a
 * definition without permission assignments, may do everything. Otherwise an operation is granted
 * on a record by any assignment that names the operation, whose subject is the caller (for a
 * responsibility: the caller, or a group of theirs, holds it on the record) and whose statement, if
 * any, holds for the record. Every condition is SQL, so lists filter in the database.
 */

export interface RecordSubject {
  userId: string
  isAdmin: boolean
  facts: SubjectFacts
}

/**
 * A predicate over the record row `t`, each shape with its own $1.. parameters: `scan` filters a
 * whole table (lists, counts), `rows` tests a few known records (a page's permissions, one record).
 */
export type Condition = Readonly<Record<PredicateShape, CompiledPredicate>>

const alwaysTrue: CompiledPredicate = { sql: 'true', params: [] }
const always: Condition = { scan: alwaysTrue, rows: alwaysTrue }

/** Appends a predicate's parameters to `params` and answers its SQL renumbered to match. */
export function bindCondition(predicate: CompiledPredicate, params: SqlValue[]): string {
  const offset = params.length
  params.push(...predicate.params)
  // Compiled SQL never holds user text: every `$n` in it is a parameter.
  return offset === 0 ? predicate.sql : predicate.sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`)
}

/** Joins the predicates of each shape with `operator`. */
function joined(conditions: Condition[], operator: 'AND' | 'OR'): Condition {
  const shape = (name: PredicateShape): CompiledPredicate => {
    const params: SqlValue[] = []
    return { sql: `(${conditions.map((condition) => bindCondition(condition[name], params)).join(` ${operator} `)})`, params }
  }
  return { scan: shape('scan'), rows: shape('rows') }
}

function both(a: Condition, b: Condition): Condition {
  if (a === always) return b
  if (b === always) return a
  return joined([a, b], 'AND')
}

function anyOf(conditions: Condition[]): Condition | null {
  if (conditions.length === 0) return null
  if (conditions.includes(always)) return always
  if (conditions.length === 1) return conditions[0]!
  return joined(conditions, 'OR')
}

/** How one assignment applies to the caller: not at all, or where its condition holds. */
export interface AssignmentOutcome {
  assignment: PermissionAssignmentModel
  /** The caller is the subject without looking at a record (user, group, role, everyone). */
  subjectMatches: boolean | 'perRecord'
  responsibility: Condition | null
  statement: Condition | null
  /** A statement that no longer compiles denies. */
  statementBroken: boolean
  /** Null: the assignment never applies to the caller. */
  condition: Condition | null
}

export interface RecordAccess {
  subject: RecordSubject
  /** Admin, or a definition without permission assignments. */
  unrestricted: boolean
  outcomes: AssignmentOutcome[]
  /** Per operation: where it is granted (null: nowhere). */
  conditions: ReadonlyMap<RecordOperation, Condition | null>
}

export interface AccessInput {
  definition: RecordDefinition
  subject: RecordSubject
  schema: ExpressionSchema
  tableId: string
  now: Date
  timeZone: string
  /** The assignments to decide with (a draft for previews); the stored ones when absent. */
  assignments?: PermissionAssignmentModel[]
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

function staticMatch(assignment: PermissionAssignmentModel, subject: RecordSubject): boolean | 'perRecord' {
  switch (assignment.SubjectType) {
    case SubjectType.User:
      return assignment.SubjectKey === subject.userId
    case SubjectType.ResponsibilityGroup:
      return subject.facts.groupIds.includes(assignment.SubjectKey)
    case SubjectType.Role:
      return subject.facts.roleNames.some((name) => sameName(name, assignment.SubjectKey))
    case SubjectType.RecordResponsibility:
      return 'perRecord'
    default:
      return true
  }
}

export function recordAccess(input: AccessInput): RecordAccess {
  const { definition, subject } = input
  const assignments = input.assignments ?? definition.security.permissionAssignments
  if (isUnrestricted(subject, assignments)) return unrestrictedAccess(subject)
  const evaluation = { now: input.now.getTime(), timeZone: input.timeZone, currentUserId: subject.userId, subject: subject.facts }
  const compile = (text: string): Condition | null => {
    const context = { schema: input.schema, tableId: input.tableId }
    const scan = compileStatement(text, context, evaluation, 'scan')
    const rows = compileStatement(text, context, evaluation, 'rows')
    return scan.ok && rows.ok ? { scan: scan.predicate, rows: rows.predicate } : null
  }
  const statements = new Map(definition.statements.map((statement) => [statement.Id, statement]))
  const outcomes = assignments.map((assignment): AssignmentOutcome => {
    const subjectMatches = staticMatch(assignment, subject)
    const responsibility = subjectMatches === 'perRecord' ? compile(`HAS_RESPONSIBILITY('${assignment.SubjectKey}')`) : null
    const statementText = assignment.StatementId ? statements.get(assignment.StatementId)?.Expression : undefined
    const statement = statementText ? compile(statementText) : null
    const statementBroken = assignment.StatementId !== null && statement === null
    let condition: Condition | null = null
    if (subjectMatches !== false && !statementBroken && !(subjectMatches === 'perRecord' && responsibility === null)) {
      condition = both(responsibility ?? always, statement ?? always)
    }
    return { assignment, subjectMatches, responsibility, statement, statementBroken, condition }
  })
  const conditions = new Map<RecordOperation, Condition | null>()
  for (const operation of recordOperations) {
    const granting = outcomes.filter((outcome) => outcome.condition && outcome.assignment.Operations.includes(operation))
    conditions.set(operation, anyOf(granting.map((outcome) => outcome.condition!)))
  }
  return { subject, unrestricted: false, outcomes, conditions }
}

/** Admin, and everyone on a definition without permission assignments, may do everything. */
export function isUnrestricted(subject: RecordSubject, assignments: readonly PermissionAssignmentModel[]): boolean {
  return subject.isAdmin || assignments.length === 0
}

export function unrestrictedAccess(subject: RecordSubject): RecordAccess {
  return { subject, unrestricted: true, outcomes: [], conditions: new Map(recordOperations.map((operation) => [operation, always])) }
}

/**
 * The SQL a readable record of the list satisfies (binding its parameters into `params`), or null
 * when every record is readable: Read, and for an archived record ReadArchive too.
 */
export function readFilter(access: RecordAccess, params: SqlValue[]): string | null {
  if (access.unrestricted) return null
  const read = access.conditions.get('Read')
  if (!read) return 'false'
  const archive = access.conditions.get('ReadArchive')
  const readSql = read === always ? null : bindCondition(read.scan, params)
  const archiveSql = archive === always ? null : archive ? bindCondition(archive.scan, params) : 'false'
  const archived = archiveSql === null ? null : `(t.archived_at IS NULL OR ${archiveSql})`
  const parts = [readSql, archived].filter((part): part is string => part !== null)
  return parts.length === 0 ? null : parts.join(' AND ')
}

export type Grants = ReadonlySet<RecordOperation>

const everything: Grants = new Set(recordOperations)

/** The operations granted on each record, in one query over the records' rows. */
export async function grantsFor(db: Db, access: RecordAccess, table: string, ids: string[]): Promise<Map<string, Grants>> {
  const result = new Map<string, Grants>()
  if (access.unrestricted || ids.length === 0) {
    for (const id of ids) result.set(id, everything)
    return result
  }
  const params: SqlValue[] = [ids]
  const columns: string[] = []
  const computed: RecordOperation[] = []
  const fixed = new Set<RecordOperation>()
  for (const [operation, condition] of access.conditions) {
    if (condition === always) fixed.add(operation)
    else if (condition) {
      computed.push(operation)
      columns.push(`(${bindCondition(condition.rows, params)}) AS "${operation}"`)
    }
  }
  if (columns.length === 0) {
    for (const id of ids) result.set(id, fixed)
    return result
  }
  const rows = await selectRecordFlags(db, table, ids, columns, params)
  for (const row of rows) {
    const granted = new Set(fixed)
    for (const operation of computed) if (row[operation] === true) granted.add(operation)
    result.set(String(row.id), granted)
  }
  return result
}
