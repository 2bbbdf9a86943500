import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { EnvelopeError, conflict, notFound, staleRowVersion } from '../../../http/errors'
import { localDate } from '../../../../shared/expressions/time'
import { ExecutionSource, enqueueJob, findFunction } from '../../functions'
import { touchDefinition } from '../definitions.repo'
import { invalid, required } from '../errors'
import { assertWritable, requireModel } from '../guards'
import type { DefinitionModel } from '../model'
import type { RecordDefinition } from '../records/recordModel'
import { writeContext, type Caller } from '../records/records.context'
import { prepareRow } from '../records/records.prepare'
import { toRecordDefinition } from '../records/recordModel.load'
import { FieldType } from '../types'
import { requireDefinition } from '../records/records.context'
import {
  deleteEffectRow, findEffectDefinitionId, insertEffect, listEffectsOf, readRecordColumns, rollupValue, updateEffectRow, type EffectWrite, type MutationEffect,
} from './effects.repo'

/**
 * Mutation effects: declared on a definition, run in their order after a record is created, changed,
 * archived or restored, in the same transaction and through the record path (a field set or stamped,
 * or a parent's rollup, is a change like any other: checked, calculated, recorded, announced). A
 * queued function starts once the transaction commits.
 */

type CreateInput = ConfigSchemas['EntityMutationEffectCreateRequest']
type UpdateInput = ConfigSchemas['EntityMutationEffectUpdateRequest']
export type MutationTrigger = MutationEffect['Trigger']

const namePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
const stampsUser = new Set<number>([FieldType.Text, FieldType.LongText])
const stampsTime = new Set<number>([FieldType.Date, FieldType.DateTime])
const rollsUp = new Set<number>([FieldType.Integer, FieldType.Decimal])

export interface MutationEvent {
  recordId: string
  trigger: MutationTrigger
  now: Date
  /** The record's fields before a change: a rollup also recalculates the parent the record left. */
  before?: Record<string, unknown>
}

/** How effects write: the record's own fields, and a parent's (each through the record path, naming the cause). */
export interface EffectWriters {
  write: (fields: Record<string, unknown>, cause: string) => Promise<void>
  writeParent: (parentDefinitionId: string, parentId: string, fields: Record<string, unknown>, cause: string) => Promise<void>
}

/** Runs the enabled effects of a trigger in their order. */
export async function runMutationEffects(tx: Db, definition: RecordDefinition, caller: Caller, event: MutationEvent, writers: EffectWriters): Promise<void> {
  const effects = definition.mutationEffects.filter((effect) => effect.Enabled && effect.Trigger === event.trigger)
  if (effects.length === 0) return
  let fields: Record<string, unknown> = {}
  let causes: string[] = []
  // Field writes gather into one change; a rollup first flushes them, so it sums up what they wrote.
  const flush = async () => {
    if (causes.length > 0) await writers.write(fields, causes.join(', '))
    fields = {}
    causes = []
  }
  for (const effect of effects) {
    if (effect.Kind === 'EnqueueFunction') {
      await queueFunction(tx, definition, effect, caller, event.recordId, event.now)
      continue
    }
    if (effect.Kind === 'RecalculateRollup') {
      await flush()
      await recalculateRollup(tx, definition, effect, event, writers)
      continue
    }
    const field = definition.primary.fields.find((item) => item.id === effect.TargetFieldId)
    if (!field) continue
    causes.push(effect.DisplayName)
    if (effect.Kind === 'SetValue') fields[field.key] = effect.Value
    else if (effect.Kind === 'StampUser') fields[field.key] = caller.userId
    else fields[field.key] = field.fieldType === FieldType.Date ? localDate(event.now.getTime(), (await writeContext(tx, caller, event.now)).timeZone) : event.now.toISOString()
  }
  await flush()
}

/** Writes the rollup into the parent the record names now and, after a change, the one it named before. */
async function recalculateRollup(tx: Db, definition: RecordDefinition, effect: MutationEffect, event: MutationEvent, writers: EffectWriters): Promise<void> {
  const reference = definition.primary.fields.find((field) => field.id === effect.ReferenceFieldId)
  const source = definition.primary.fields.find((field) => field.id === effect.SourceFieldId)
  if (!reference?.column || !reference.referenceTo || !effect.RollupAggregate) return
  const parentDefinition = await requireDefinition(tx, reference.referenceTo)
  const target = parentDefinition.primary.fields.find((field) => field.id === effect.TargetFieldId)
  if (!target?.column) return
  const record = await readRecordColumns(tx, definition.primary.qualifiedName, event.recordId, reference.column)
  const parents = new Set([record?.value, event.before?.[reference.key]].filter((id): id is string => typeof id === 'string' && id !== ''))
  const cause = `${effect.DisplayName} (${definition.displayNameSingular} ${record?.number ?? event.recordId})`
  for (const parentId of parents) {
    const parent = await readRecordColumns(tx, parentDefinition.primary.qualifiedName, parentId, target.column)
    if (!parent) continue
    const value = await rollupValue(tx, definition.primary.qualifiedName, reference.column, effect.RollupAggregate, source?.column ?? null, parentId)
    const current = parent.value === null ? null : Number(parent.value)
    if (current !== value) await writers.writeParent(parentDefinition.id, parentId, { [target.key]: value }, cause)
  }
}

async function queueFunction(tx: Db, definition: RecordDefinition, effect: MutationEffect, caller: Caller, recordId: string, now: Date): Promise<void> {
  await tx.afterCommit(async (db) => {
    const fn = await findFunction(db, 'key', effect.FunctionKey ?? '')
    if (!fn) return
    await enqueueJob(db, {
      fn,
      source: ExecutionSource.Trigger,
      arguments: { EntityDefinitionId: definition.id, InstanceId: recordId, Trigger: effect.Trigger },
      actorUserId: caller.userId,
      entityDefinitionId: definition.id,
      entityInstanceId: recordId,
      operation: effect.Trigger.toLowerCase(),
    }, now)
  })
}

export async function listEffects(db: Db, definitionId: string): Promise<MutationEffect[]> {
  return (await requireModel(db, definitionId)).mutationEffects
}

/** Checks an effect against the definition: the field it writes fits it, the value fits the field, the function exists. */
async function effectWrite(db: Db, model: DefinitionModel, input: CreateInput | UpdateInput, now: Date): Promise<EffectWrite> {
  const displayName = input.DisplayName.trim()
  if (!displayName) throw required('DisplayName')
  const write: EffectWrite = {
    displayName,
    trigger: input.Trigger,
    kind: input.Kind,
    targetFieldId: null,
    value: null,
    functionKey: null,
    referenceFieldId: null,
    rollupAggregate: null,
    sourceFieldId: null,
    enabled: input.Enabled ?? true,
  }
  if (input.Kind === 'EnqueueFunction') {
    const key = input.FunctionKey?.trim()
    if (!key) throw required('FunctionKey')
    if (!(await findFunction(db, 'key', key))) throw invalid(`There is no function "${key}".`, 'FunctionKey')
    return { ...write, functionKey: key }
  }
  if (input.Kind === 'RecalculateRollup') return rollupWrite(db, model, input, write)
  const field = input.TargetFieldId ? model.fieldsById.get(input.TargetFieldId) : undefined
  if (!field || field.IsDeleted || field.EntityDefinitionTableId !== model.primaryTable.Id) throw invalid('Choose a field of the primary table.', 'TargetFieldId')
  if (field.IsReadOnly || field.CalculationExpression) throw invalid(`${field.DisplayName} is read-only or calculated: an effect cannot write it.`, 'TargetFieldId')
  if (input.Kind === 'StampUser' && !stampsUser.has(field.FieldType)) throw invalid('The user is stamped into a Text field.', 'TargetFieldId')
  if (input.Kind === 'StampTime' && !stampsTime.has(field.FieldType)) throw invalid('The time is stamped into a Date or DateTime field.', 'TargetFieldId')
  if (input.Kind === 'SetValue') {
    if (field.FieldType === FieldType.Table) throw invalid('A Table field cannot be set by an effect.', 'TargetFieldId')
    // The value is checked as a record write would check it (by no one: nothing is written).
    const context = await writeContext(db, { userId: '', userName: '', roles: [] }, now)
    await prepareRow(toRecordDefinition(model).primary, { [field.Key]: input.Value ?? null }, 'Value', false, context)
    if (context.issues.list.length > 0) throw new EnvelopeError(400, context.issues.list.map((issue) => ({ ...issue, Field: 'Value' })))
    return { ...write, targetFieldId: field.Id, value: input.Value ?? null }
  }
  return { ...write, targetFieldId: field.Id }
}

/** A rollup: a single reference of the primary table, a number field of its parent, and what to sum up. */
async function rollupWrite(db: Db, model: DefinitionModel, input: CreateInput | UpdateInput, write: EffectWrite): Promise<EffectWrite> {
  const ownField = (id: string | null | undefined) => {
    const field = id ? model.fieldsById.get(id) : undefined
    return field && !field.IsDeleted && field.EntityDefinitionTableId === model.primaryTable.Id ? field : undefined
  }
  const reference = ownField(input.ReferenceFieldId)
  if (!reference || reference.FieldType !== FieldType.Reference || reference.AllowMultiple || !reference.ReferenceToEntityDefinitionId) {
    throw invalid('Choose a single reference of the primary table: it names the parent.', 'ReferenceFieldId')
  }
  const aggregate = input.RollupAggregate
  if (!aggregate) throw required('RollupAggregate')
  let sourceType: number = FieldType.Integer
  if (aggregate !== 'Count') {
    const source = ownField(input.SourceFieldId)
    if (!source || !rollsUp.has(source.FieldType)) throw invalid('Choose an Integer or Decimal field of the primary table to sum up.', 'SourceFieldId')
    sourceType = source.FieldType
  }
  const parent = await requireModel(db, reference.ReferenceToEntityDefinitionId)
  const target = input.TargetFieldId ? parent.fieldsById.get(input.TargetFieldId) : undefined
  if (!target || target.IsDeleted || target.EntityDefinitionTableId !== parent.primaryTable.Id || !rollsUp.has(target.FieldType)) {
    throw invalid(`Choose an Integer or Decimal field of ${parent.definition.DisplayNamePlural} to hold the rollup.`, 'TargetFieldId')
  }
  if (target.IsReadOnly || target.CalculationExpression) throw invalid(`${target.DisplayName} is read-only or calculated: a rollup cannot write it.`, 'TargetFieldId')
  if (sourceType === FieldType.Decimal && target.FieldType === FieldType.Integer) {
    throw invalid(`${target.DisplayName} holds whole numbers; a rollup of a Decimal field goes into a Decimal field.`, 'TargetFieldId')
  }
  return {
    ...write,
    targetFieldId: target.Id,
    referenceFieldId: reference.Id,
    rollupAggregate: aggregate,
    sourceFieldId: aggregate === 'Count' ? null : input.SourceFieldId ?? null,
  }
}

async function change<T>(db: Db, definitionId: string, now: Date, work: (tx: Db, model: DefinitionModel) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    const result = await work(tx, model)
    await touchDefinition(tx, model.definition.Id, now)
    return result
  })
}

export async function createEffect(db: Db, definitionId: string, input: CreateInput, now: Date): Promise<MutationEffect> {
  if (!namePattern.test(input.Name)) throw invalid('Name must start with a letter and use letters, digits and underscores (at most 64).', 'Name')
  return change(db, definitionId, now, async (tx, model) => {
    if (model.mutationEffects.some((effect) => effect.Name.toLowerCase() === input.Name.toLowerCase())) {
      throw conflict('workspace.entities.duplicateKey', `An effect named "${input.Name}" exists.`, 'Name')
    }
    const id = await insertEffect(tx, model.definition.Id, input.Name, await effectWrite(tx, model, input, now), model.mutationEffects.length, now)
    return (await listEffectsOf(tx, model.definition.Id)).find((effect) => effect.Id === id)!
  })
}

async function requireEffect(db: Db, id: string): Promise<string> {
  const definitionId = await findEffectDefinitionId(db, id)
  if (!definitionId) throw notFound(`Mutation effect "${id}" does not exist.`, id)
  return definitionId
}

export async function updateEffect(db: Db, id: string, input: UpdateInput, now: Date): Promise<MutationEffect> {
  return change(db, await requireEffect(db, id), now, async (tx, model) => {
    const current = model.mutationEffects.find((effect) => effect.Id === id)!
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    await updateEffectRow(tx, id, await effectWrite(tx, model, input, now))
    return (await listEffectsOf(tx, model.definition.Id)).find((effect) => effect.Id === id)!
  })
}

export async function deleteEffect(db: Db, id: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return change(db, await requireEffect(db, id), now, async (tx, model) => {
    const current = model.mutationEffects.find((effect) => effect.Id === id)!
    if (rowVersion !== undefined && current.RowVersion !== rowVersion) throw staleRowVersion(current)
    await deleteEffectRow(tx, id)
    return id
  })
}
