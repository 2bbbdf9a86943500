import { randomUUID } from 'node:crypto'
import { type Db, uniqueViolation } from '../../../db'
import { conflict, EnvelopeError, forbidden, notFound, staleRowVersion } from '../../../http/errors'
import { grantsFor, type RecordAccess } from '../security/access'
import { accessFor } from '../security/callerAccess'
import type { RecordOperation } from '../security/security.types'
import { assignCreator } from '../security/responsibilitySets.service'
import { deleteRecordAssignments } from '../security/security.repo'
import { enqueueInheritance, refreshInheritedOf } from '../security/inheritance.service'
import { runMutationEffects, type MutationTrigger } from '../effects/effects.service'
import { fieldChanges, fieldSnapshot, forgetChanges, recordChange } from '../changes/changes.service'
import { loadInstance, mutationResult, type EntityInstance } from './instances'
import { assertOperationAllowed } from './permissions'
import type { DefinitionModel } from '../model'
import type { RecordDefinition } from './recordModel'
import { requireDefinition, writeContext, type Caller } from './records.context'
import { prepareRow } from './records.prepare'
import { assertUnique, insertRecordRow, updateRecordRow } from './records.write'
import { deleteRecordRow, setChildRowsArchived, setRowArchived } from './recordWrites.repo'
import { takeNextRecordNumber } from '../definitions.repo'
import { announceRecordMutation } from '../../../platform/recordEvents'
import { enforceAfterWrite, loadWriteRules, recordBeforeWrite } from '../expressions/enforcement'
import { evaluationContextFor } from '../expressions/expressions.service'
import type { Issue } from '../../../http/envelope'
import { checkRecordWrite } from './writeChecks'

/** The field keys a write sent (conditions on changes look at these). */
const givenKeys = (fields: unknown): Set<string> =>
  new Set(typeof fields === 'object' && fields !== null && !Array.isArray(fields) ? Object.keys(fields) : [])

type MutationResult = ReturnType<typeof mutationResult>

/** A mutation's result with the warnings its write checks answered. */
export interface CheckedMutation {
  result: MutationResult
  warnings: Issue[]
}

/**
 * The definition's effects of a mutation; the fields they set, on the record or on a parent's rollup,
 * are changes through the record path naming the effects as their cause. `before` holds the record's
 * fields before a change (a rollup recalculates the parent it left too).
 */
function runEffects(tx: Db, definition: RecordDefinition, caller: Caller, instanceId: string, trigger: MutationTrigger, now: Date, before?: Record<string, unknown>): Promise<void> {
  return runMutationEffects(tx, definition, caller, { recordId: instanceId, trigger, now, before }, {
    write: (fields, cause) => writeInstanceChanges(tx, definition, caller, instanceId, fields, now, { cause }),
    writeParent: async (parentDefinitionId, parentId, fields, cause) =>
      writeInstanceChanges(tx, await requireDefinition(tx, parentDefinitionId), caller, parentId, fields, now, { cause }),
  })
}

/** Whether a responsibility of these records is inherited along a reference. */
const inheritsResponsibilities = (definition: RecordDefinition) => definition.security.responsibilities.some((item) => item.InheritFromFieldId !== null)

/** Whether a write sets a reference field a responsibility is inherited along. */
function movesInheritance(definition: RecordDefinition, given: Set<string>): boolean {
  return definition.security.responsibilities.some((item) => {
    const field = item.InheritFromFieldId ? definition.primary.fields.find((candidate) => candidate.id === item.InheritFromFieldId) : undefined
    return field !== undefined && given.has(field.key)
  })
}

/** Record numbers: the definition's NumberPrefix and its next sequence value, six digits at least. */
export function formatNumber(prefix: string | null, sequence: number): string {
  return `${prefix ?? ''}${String(sequence).padStart(6, '0')}`
}

async function nextNumber(db: Db, definition: RecordDefinition): Promise<string> {
  return formatNumber(definition.numberPrefix, (await takeNextRecordNumber(db, definition.id)) ?? 1)
}

/** The record as the caller sees it; one they may not read answers 404 like one that does not exist. */
async function requireInstance(db: Db, definition: RecordDefinition, instanceId: string, access: RecordAccess): Promise<EntityInstance> {
  const instance = await loadInstance(db, definition, instanceId, access)
  if (!instance || !instance.Permissions.CanRead) throw notFound(`${definition.displayNameSingular} "${instanceId}" does not exist.`, instanceId)
  return instance
}

/** Refuses (403) an operation no permission assignment grants the caller on the record. */
function assertGranted(instance: EntityInstance, allowed: boolean, operation: RecordOperation): void {
  if (allowed || instance.Permissions.CanRead === false) return
  throw forbidden(`None of your permissions grants “${operation}” on this record.`, {})
}

/** Rechecks in the transaction what the caller may do (assignments may have changed since the request began). */
const transactionAccess = (tx: Db, definition: RecordDefinition, caller: Caller, now: Date) => accessFor(tx, definition, caller, now, { inTransaction: true })

function assertRowVersion(instance: EntityInstance, rowVersion: string | undefined): void {
  if (rowVersion !== undefined && rowVersion !== instance.RowVersion) throw staleRowVersion(mutationResult(instance.Id, instance))
}


/** Runs one record mutation in a transaction (its writes announce themselves once it commits). */
async function mutate(
  db: Db,
  run: (tx: Db) => Promise<{ instanceId: string; instance: EntityInstance | null }>,
): Promise<MutationResult> {
  return (await mutateChecked(db, async (tx) => ({ ...(await run(tx)), warnings: [] }))).result
}

/** A record mutation whose write checks (writeChecks.ts) may answer warnings with it. */
async function mutateChecked(
  db: Db,
  run: (tx: Db) => Promise<{ instanceId: string; instance: EntityInstance | null; warnings: Issue[] }>,
): Promise<CheckedMutation> {
  let outcome: { instanceId: string; instance: EntityInstance | null; warnings: Issue[] }
  try {
    outcome = await db.transaction(run)
  } catch (error) {
    // A unique index may still refuse a row the pre-check let through (e.g. in a child table).
    if (uniqueViolation(error)) {
      throw conflict('workspace.entities.records.duplicate', 'Another record already has these values.')
    }
    throw error
  }
  return { result: mutationResult(outcome.instanceId, outcome.instance), warnings: outcome.warnings }
}

export async function getInstance(db: Db, caller: Caller, entityIdOrKey: string, instanceId: string, now: Date): Promise<EntityInstance> {
  const definition = await requireDefinition(db, entityIdOrKey)
  return requireInstance(db, definition, instanceId, await accessFor(db, definition, caller, now))
}

/**
 * Creates a record. Create is granted where an assignment names it and its conditions hold for the
 * new record as written (its statement, the creator's responsibility): checked after the insert,
 * in the transaction, so a refused record is never stored.
 */
export async function createInstance(db: Db, caller: Caller, entityIdOrKey: string, fields: unknown, now: Date): Promise<MutationResult> {
  return (await createCheckedInstance(db, caller, entityIdOrKey, fields, now)).result
}

/** Creates a record as the API does: with the write checks of other modules, and their warnings. */
export async function createCheckedInstance(db: Db, caller: Caller, entityIdOrKey: string, fields: unknown, now: Date): Promise<CheckedMutation> {
  const definition = await requireDefinition(db, entityIdOrKey)
  assertOperationAllowed(definition, 'Create')
  const before = await accessFor(db, definition, caller, now)
  if (!before.unrestricted && !before.conditions.get('Create')) {
    throw forbidden(`None of your permissions grants “Create” on ${definition.displayNamePlural}.`, {})
  }
  return mutateChecked(db, async (tx) => {
    const id = await writeNewInstance(tx, definition, caller, fields, now)
    await runEffects(tx, definition, caller, id, 'Create', now)
    const access = await transactionAccess(tx, definition, caller, now)
    const grants = (await grantsFor(tx, access, definition.primary.qualifiedName, [id])).get(id)
    if (!grants?.has('Create')) {
      throw forbidden('Your permission to create applies only to records that meet its conditions; this one does not.', {})
    }
    const warnings = await checkRecordWrite(tx, { definition, caller, operation: 'Create', instanceId: id, now })
    return { instanceId: id, instance: await loadInstance(tx, definition, id, access), warnings }
  })
}

/**
 * Checks and inserts a new record inside the caller's transaction (defaults, rules, calculations),
 * throwing 400 with the issues. `identity` fixes the id and Number (a board item's data record);
 * `model` is the definition's model when the caller holds it as it is now (saves loading it again).
 */
export async function writeNewInstance(
  tx: Db,
  definition: RecordDefinition,
  caller: Caller,
  fields: unknown,
  now: Date,
  identity?: { id: string; number: string },
  model?: DefinitionModel,
): Promise<string> {
  const context = await writeContext(tx, caller, now)
  const prepared = await prepareRow(definition.primary, fields, 'Fields', true, context)
  if (context.issues.list.length > 0) throw new EnvelopeError(400, context.issues.list)
  const id = identity?.id ?? randomUUID()
  await assertUnique(tx, definition.primary, definition.uniqueConstraints, id, prepared, true)
  const number = identity?.number ?? (await nextNumber(tx, definition))
  await insertRecordRow(tx, definition.primary, id, prepared, { actorUserId: caller.userId, now }, [['number', number]])
  await assignCreator(tx, definition, id, caller.userId, now)
  if (inheritsResponsibilities(definition)) await refreshInheritedOf(tx, definition.id, id, now)
  const rules = await loadWriteRules(tx, definition.id, model)
  await enforceAfterWrite(tx, rules, {
    id, isNew: true, given: givenKeys(fields), before: null, evaluation: await evaluationContextFor(tx, caller.userId, now), locale: caller.locale ?? null,
  })
  const written = await fieldSnapshot(tx, definition, id)
  if (written) await recordChange(tx, definition, { recordId: id, operation: 'Create', actorUserId: caller.userId, now, changes: fieldChanges(definition, null, written, givenKeys(fields)) })
  await announceRecordMutation(tx, { EntityDefinitionId: definition.id, InstanceId: id, Operation: 'create', ActorUserId: caller.userId })
  return id
}

/**
 * Checks and writes the given fields of an existing record inside the caller's transaction, throwing
 * 400 with the issues (and the stale-row 409 of a child row without data). `model`: the definition's
 * model when the caller holds it as it is now; `cause`: what wrote the change (mutation effects).
 */
export async function writeInstanceChanges(
  tx: Db,
  definition: RecordDefinition,
  caller: Caller,
  instanceId: string,
  fields: unknown,
  now: Date,
  options: { model?: DefinitionModel; cause?: string; byFunctionId?: string } = {},
): Promise<void> {
  const { model, cause, byFunctionId } = options
  const context = await writeContext(tx, caller, now)
  const prepared = await prepareRow(definition.primary, fields, 'Fields', false, context)
  if (context.issues.list.length > 0) throw new EnvelopeError(400, context.issues.list)
  await assertUnique(tx, definition.primary, definition.uniqueConstraints, instanceId, prepared, false)
  const rules = await loadWriteRules(tx, definition.id, model)
  const before = await recordBeforeWrite(tx, rules, instanceId)
  const snapshot = await fieldSnapshot(tx, definition, instanceId)
  await updateRecordRow(tx, definition.primary, instanceId, prepared, { actorUserId: caller.userId, now })
  if (movesInheritance(definition, givenKeys(fields))) {
    // Its reference moved: it inherits from another record now, and what inherits from it follows.
    await refreshInheritedOf(tx, definition.id, instanceId, now)
    await enqueueInheritance(tx, { mode: 'parents', definitionId: definition.id, key: null, recordIds: [instanceId] }, caller.userId, now)
  }
  await enforceAfterWrite(tx, rules, {
    id: instanceId, isNew: false, given: givenKeys(fields), before, evaluation: await evaluationContextFor(tx, caller.userId, now), locale: caller.locale ?? null,
  })
  const written = snapshot && (await fieldSnapshot(tx, definition, instanceId))
  const changes = written ? fieldChanges(definition, snapshot, written, givenKeys(fields)) : []
  if (changes.length > 0) await recordChange(tx, definition, { recordId: instanceId, operation: 'Patch', actorUserId: caller.userId, now, cause, changes })
  await announceRecordMutation(tx, {
    EntityDefinitionId: definition.id,
    InstanceId: instanceId,
    Operation: 'patch',
    ActorUserId: caller.userId,
    ...(byFunctionId ? { ByFunctionId: byFunctionId } : {}),
  })
}

export async function patchInstance(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  instanceId: string,
  body: { RowVersion: string; Fields: unknown },
  now: Date,
): Promise<MutationResult> {
  return (await patchCheckedInstance(db, caller, entityIdOrKey, instanceId, body, now)).result
}

/**
 * Changes a record as the API does: with the write checks of other modules, and their warnings. A
 * function's write names the function (`byFunctionId`), so its own triggers do not fire again.
 */
export async function patchCheckedInstance(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  instanceId: string,
  body: { RowVersion: string; Fields: unknown },
  now: Date,
  options: { byFunctionId?: string } = {},
): Promise<CheckedMutation> {
  const definition = await requireDefinition(db, entityIdOrKey)
  return mutateChecked(db, async (tx) => {
    const access = await transactionAccess(tx, definition, caller, now)
    const current = await requireInstance(tx, definition, instanceId, access)
    assertOperationAllowed(definition, 'Update', mutationResult(current.Id, current))
    assertGranted(current, current.ArchivedAt !== null || current.Permissions.CanPatch, 'Patch')
    assertRowVersion(current, body.RowVersion)
    if (current.ArchivedAt !== null) {
      throw conflict('workspace.entities.records.archived', 'An archived record cannot be changed; restore it first.', undefined, mutationResult(current.Id, current))
    }
    try {
      await writeInstanceChanges(tx, definition, caller, instanceId, body.Fields, now, options)
      await runEffects(tx, definition, caller, instanceId, 'Patch', now, current.Fields)
    } catch (error) {
      // A stale child row: answer with the whole current record.
      if (error instanceof EnvelopeError && error.status === 409 && error.issues[0]?.Code === 'workspace.concurrency.stale') {
        throw staleRowVersion(mutationResult(current.Id, current))
      }
      throw error
    }
    const warnings = await checkRecordWrite(tx, { definition, caller, operation: 'Patch', instanceId, now })
    return { instanceId, instance: await loadInstance(tx, definition, instanceId, access), warnings }
  })
}

/** Sets or clears the archive state of a record and its child-table rows. */
async function setArchived(tx: Db, definition: RecordDefinition, instanceId: string, archived: boolean, caller: Caller, now: Date): Promise<void> {
  const at = archived ? now : null
  const by = archived ? caller.userId : null
  await setRowArchived(tx, definition.primary, instanceId, at, by, { actorUserId: caller.userId, now })
  const cascade = async (parentIds: string[], tableFields: RecordDefinition['primary']['fields']): Promise<void> => {
    for (const field of tableFields) {
      if (!field.childTable || parentIds.length === 0) continue
      await cascade(await setChildRowsArchived(tx, field.childTable, parentIds, at, by), field.childTable.fields)
    }
  }
  await cascade([instanceId], definition.primary.fields)
  await recordChange(tx, definition, { recordId: instanceId, operation: archived ? 'Archive' : 'Restore', actorUserId: caller.userId, now })
  await announceRecordMutation(tx, { EntityDefinitionId: definition.id, InstanceId: instanceId, Operation: archived ? 'archive' : 'restore', ActorUserId: caller.userId })
}

export async function archiveInstance(db: Db, caller: Caller, entityIdOrKey: string, instanceId: string, rowVersion: string, now: Date): Promise<MutationResult> {
  const definition = await requireDefinition(db, entityIdOrKey)
  return mutate(db, async (tx) => {
    const access = await transactionAccess(tx, definition, caller, now)
    const current = await requireInstance(tx, definition, instanceId, access)
    assertOperationAllowed(definition, 'Archive', mutationResult(current.Id, current))
    assertGranted(current, current.ArchivedAt !== null || current.Permissions.CanArchive, 'Archive')
    assertRowVersion(current, rowVersion)
    if (current.ArchivedAt !== null) {
      throw conflict('workspace.entities.records.archived', 'The record is already archived.', undefined, mutationResult(current.Id, current))
    }
    await setArchived(tx, definition, instanceId, true, caller, now)
    await runEffects(tx, definition, caller, instanceId, 'Archive', now)
    return { instanceId, instance: await loadInstance(tx, definition, instanceId, access) }
  })
}

export async function restoreInstance(db: Db, caller: Caller, entityIdOrKey: string, instanceId: string, rowVersion: string, now: Date): Promise<MutationResult> {
  const definition = await requireDefinition(db, entityIdOrKey)
  return mutate(db, async (tx) => {
    const access = await transactionAccess(tx, definition, caller, now)
    const current = await requireInstance(tx, definition, instanceId, access)
    assertOperationAllowed(definition, 'Restore', mutationResult(current.Id, current))
    assertGranted(current, current.ArchivedAt === null || current.Permissions.CanRestore, 'Restore')
    assertRowVersion(current, rowVersion)
    if (current.ArchivedAt === null) {
      throw conflict('workspace.entities.records.notArchived', 'Only an archived record can be restored.', undefined, mutationResult(current.Id, current))
    }
    await setArchived(tx, definition, instanceId, false, caller, now)
    await runEffects(tx, definition, caller, instanceId, 'Restore', now)
    return { instanceId, instance: await loadInstance(tx, definition, instanceId, access) }
  })
}

export async function deleteInstance(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  instanceId: string,
  rowVersion: string | undefined,
  now: Date,
): Promise<MutationResult> {
  const definition = await requireDefinition(db, entityIdOrKey)
  return mutate(db, async (tx) => {
    const access = await transactionAccess(tx, definition, caller, now)
    const current = await requireInstance(tx, definition, instanceId, access)
    assertOperationAllowed(definition, 'Delete', mutationResult(current.Id, current))
    assertGranted(current, current.ArchivedAt === null || current.Permissions.CanDelete, 'Delete')
    assertRowVersion(current, rowVersion)
    if (current.ArchivedAt === null) {
      throw conflict('workspace.entities.records.notArchived', 'Only an archived record can be deleted permanently; archive it first.', undefined, mutationResult(current.Id, current))
    }
    await deleteRecordRow(tx, definition.primary, instanceId)
    await deleteRecordAssignments(tx, instanceId)
    await forgetChanges(tx, instanceId)
    await enqueueInheritance(tx, { mode: 'parents', definitionId: definition.id, key: null, recordIds: [instanceId] }, caller.userId, now)
    await announceRecordMutation(tx, { EntityDefinitionId: definition.id, InstanceId: instanceId, Operation: 'delete', ActorUserId: caller.userId })
    return { instanceId, instance: null }
  })
}
