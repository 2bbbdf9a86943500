import type { Db } from '../../db'
import { badRequest, conflict, notFound, staleRowVersion } from '../../http/errors'
import { writeFunctionAudit } from './audit.repo'
import { findFunctionVersion, findStoredFunction, listFunctionVersions, listStoredFunctions } from './catalog.repo'
import { FunctionCodes } from './model'

/**
 * What publications, HTTP endpoints and trigger bindings share: a keyed row bound to a function version, answered
 * with the function's name and the version's number, changed only under its RowVersion, and every
 * change audited with what it was before and after.
 */

/** Each function's key and name and each version's number, as the lists show them. */
export interface CatalogNames {
  functions: Map<string, { key: string; displayName: string }>
  versions: Map<string, number>
}

export async function catalogNames(db: Db): Promise<CatalogNames> {
  return {
    functions: new Map((await listStoredFunctions(db)).map((fn) => [fn.id, { key: fn.key, displayName: fn.displayName }])),
    versions: new Map((await listFunctionVersions(db)).map((version) => [version.id, version.versionNumber])),
  }
}

/** The function and version members every binding answers with. */
export function boundFunction(names: CatalogNames, functionId: string, versionId: string | null) {
  const fn = names.functions.get(functionId)
  return {
    FunctionId: functionId,
    FunctionKey: fn?.key ?? functionId,
    FunctionDisplayName: fn?.displayName ?? functionId,
    FunctionVersionId: versionId,
    FunctionVersionNumber: versionId ? (names.versions.get(versionId) ?? null) : null,
  }
}

/** The function and version a binding names, checked: 400 naming the member when either is unknown. */
export async function checkedTarget(db: Db, functionId: string, versionId: string | null | undefined): Promise<string | null> {
  if (!(await findStoredFunction(db, 'id', functionId))) throw badRequest(FunctionCodes.unknownFunction, `There is no function "${functionId}".`, 'FunctionId')
  if (!versionId) return null
  const version = await findFunctionVersion(db, versionId)
  if (!version || version.functionId !== functionId) throw badRequest(FunctionCodes.unknownVersion, 'The version does not belong to the function.', 'FunctionVersionId')
  return versionId
}

interface BindingRow { id: string; key: string; rowVersion: string }

/** One kind of binding: its rows, its answer and what its audit keeps. */
export interface BindingKind<Row extends BindingRow, Write extends { id: string; key: string }, Answer> {
  /** The audit's target kind (and its actions' prefix). */
  kind: 'Publication' | 'HttpEndpoint' | 'TriggerBinding'
  /** The messages naming one that does not exist, and one whose key is taken. */
  missing: (id: string) => string
  keyTaken: (key: string) => string
  find(db: Db, where: 'id' | 'key', value: string, options?: { lock?: boolean }): Promise<Row | null>
  list(db: Db): Promise<Row[]>
  insert(db: Db, write: Write, now: Date): Promise<void>
  update(db: Db, write: Write, now: Date): Promise<void>
  remove(db: Db, id: string): Promise<void>
  answer(row: Row, names: CatalogNames): Answer
  /** What the audit keeps of one (never a secret or a schema's text). */
  audited(row: Row | Write): object
}

export async function listBindings<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(kind: BindingKind<Row, Write, Answer>, db: Db): Promise<Answer[]> {
  const names = await catalogNames(db)
  return (await kind.list(db)).map((row) => kind.answer(row, names))
}

async function requireBinding<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(kind: BindingKind<Row, Write, Answer>, db: Db, id: string, lock = false): Promise<Row> {
  const row = await kind.find(db, 'id', id, { lock })
  if (!row) throw notFound(kind.missing(id), id)
  return row
}

export async function getBinding<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(kind: BindingKind<Row, Write, Answer>, db: Db, id: string): Promise<Answer> {
  return kind.answer(await requireBinding(kind, db, id), await catalogNames(db))
}

async function requireFreeKey<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(kind: BindingKind<Row, Write, Answer>, db: Db, key: string, ownId: string | null): Promise<void> {
  const taken = await kind.find(db, 'key', key)
  if (taken && taken.id !== ownId) throw conflict(FunctionCodes.duplicateKey, kind.keyTaken(key), 'Key')
}

/** Locks the binding and checks the caller saw its current state (409 with it otherwise). */
async function lockedCurrent<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(kind: BindingKind<Row, Write, Answer>, db: Db, id: string, rowVersion: string): Promise<Row> {
  const current = await requireBinding(kind, db, id, true)
  if (current.rowVersion !== rowVersion) throw staleRowVersion(kind.answer(current, await catalogNames(db)))
  return current
}

export async function createBinding<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(
  kind: BindingKind<Row, Write, Answer>, db: Db, userId: string, toWrite: (tx: Db) => Promise<Write>, now: Date,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const write = await toWrite(tx)
    await requireFreeKey(kind, tx, write.key, null)
    await kind.insert(tx, write, now)
    await writeFunctionAudit(tx, userId, `${kind.kind}Created`, kind.kind, write.id, { Current: kind.audited(write) }, now)
    return getBinding(kind, tx, write.id)
  })
}

export async function replaceBinding<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(
  kind: BindingKind<Row, Write, Answer>, db: Db, userId: string, id: string, rowVersion: string, toWrite: (tx: Db) => Promise<Write>, now: Date,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    const current = await lockedCurrent(kind, tx, id, rowVersion)
    const write = await toWrite(tx)
    await requireFreeKey(kind, tx, write.key, id)
    await kind.update(tx, write, now)
    await writeFunctionAudit(tx, userId, `${kind.kind}Changed`, kind.kind, id, { Previous: kind.audited(current), Current: kind.audited(write) }, now)
    return getBinding(kind, tx, id)
  })
}

export async function deleteBinding<Row extends BindingRow, Write extends { id: string; key: string }, Answer>(
  kind: BindingKind<Row, Write, Answer>, db: Db, userId: string, id: string, rowVersion: string, now: Date,
): Promise<string> {
  return db.transaction(async (tx) => {
    const current = await lockedCurrent(kind, tx, id, rowVersion)
    await kind.remove(tx, id)
    await writeFunctionAudit(tx, userId, `${kind.kind}Deleted`, kind.kind, id, { Previous: kind.audited(current) }, now)
    return id
  })
}
