import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { conflict } from '../../http/errors'
import { optionalText } from '../../platform/values'
import { planList, toPage, type ListQuery, type Page } from '../../platform/paging'
import {
  insertDefinition, insertTable, isDefinitionNameTaken, listSummaries, touchDefinition, updateDefinitionBase, updateDefinitionOptions,
} from './definitions.repo'
import { EntityCode, invalid, required } from './errors'
import { assertDefinitionRowVersion, assertWritable, detailOf, requireModel, toDetail } from './guards'
import type { DefinitionModel } from './model'
import { confirmChange } from './plans/confirm'
import { planBaseUpdate } from './plans/basePlan'
import { purgeExpiredDefinitions } from './purge'
import { createPrimaryTable } from './storage/ddl'
import { dataSchema, primaryTableName } from './storage/names'
import type {
  BaseUpdateInput, DefinitionCreateInput, EntityDefinitionDetail, EntityDefinitionSummary, OptionsUpdateInput, SchemaChangePlan,
} from './types'

export const definitionNamePattern = /^[a-z][a-z0-9_]{1,39}$/
const numberPrefixPattern = /^[A-Za-z0-9_-]{0,20}$/
const retentionDays = 1

export type DefinitionSortField = 'Name' | 'DisplayName' | 'RecordCount' | 'ModifiedAt'

const sorters: Record<DefinitionSortField, (a: EntityDefinitionSummary, b: EntityDefinitionSummary) => number> = {
  Name: (a, b) => a.Name.localeCompare(b.Name),
  DisplayName: (a, b) => a.DisplayNamePlural.localeCompare(b.DisplayNamePlural, undefined, { sensitivity: 'base' }),
  RecordCount: (a, b) => a.RecordCount - b.RecordCount,
  ModifiedAt: (a, b) => a.ModifiedAt.localeCompare(b.ModifiedAt),
}

/** Definitions are few, so the page is cut from the full list (record counts come from the data tables). */
export async function listDefinitions(db: Db, query: ListQuery<DefinitionSortField>, now: Date): Promise<Page<EntityDefinitionSummary>> {
  await purgeExpiredDefinitions(db, now)
  const plan = planList(query, { Name: 'name', DisplayName: 'name', RecordCount: 'name', ModifiedAt: 'name' }, 'Name', 'id')
  const search = query.Search?.trim().toLowerCase()
  const all = (await listSummaries(db)).filter(
    (item) =>
      !search ||
      [item.Name, item.DisplayNameSingular, item.DisplayNamePlural, item.Description ?? ''].some((value) => value.toLowerCase().includes(search)),
  )
  const sorter = sorters[query.SortField ?? 'Name']
  const direction = query.SortDirection === 1 ? -1 : 1
  all.sort((a, b) => direction * (sorter(a, b) || a.Name.localeCompare(b.Name)))
  return toPage(all.slice(plan.offset, plan.offset + plan.pageSize), plan, all.length)
}

export async function getDefinition(db: Db, id: string, now: Date): Promise<EntityDefinitionDetail> {
  await purgeExpiredDefinitions(db, now)
  return detailOf(db, id)
}

function displayName(value: string | undefined, member: string): string {
  const trimmed = value?.trim() ?? ''
  if (!trimmed) throw required(member)
  if (trimmed.length > 200) throw invalid(`${member} must be at most 200 characters.`, member)
  return trimmed
}

function definitionName(value: string): string {
  if (!definitionNamePattern.test(value)) {
    throw invalid('Name must start with a lower-case letter and use lower-case letters, digits and underscores (2 to 40).', 'Name')
  }
  return value
}

function numberPrefix(value: string | null | undefined): string | null {
  const prefix = optionalText(value)
  if (prefix !== null && !numberPrefixPattern.test(prefix)) {
    throw invalid('NumberPrefix uses letters, digits, "_" and "-" (at most 20).', 'NumberPrefix')
  }
  return prefix
}

async function checkNameFree(db: Db, name: string, exceptId: string | null): Promise<void> {
  if (await isDefinitionNameTaken(db, name, exceptId)) {
    throw conflict(EntityCode.duplicateName, `The entity name "${name}" is already taken.`, 'Name')
  }
}

/**
 * Creates the definition, its primary table row and the physical table e_<name> in ws_data.
 * `ownerBoardId` makes it a board's own data model (the boards module creates those).
 */
export async function createDefinition(
  db: Db,
  input: DefinitionCreateInput,
  now: Date,
  options: { ownerBoardId?: string } = {},
): Promise<EntityDefinitionDetail> {
  const name = definitionName(input.Name)
  const write = {
    ownerBoardId: options.ownerBoardId ?? null,
    id: randomUUID(),
    name,
    displayNameSingular: displayName(input.DisplayNameSingular, 'DisplayNameSingular'),
    displayNamePlural: displayName(input.DisplayNamePlural, 'DisplayNamePlural'),
    description: optionalText(input.Description),
    numberPrefix: numberPrefix(input.NumberPrefix),
  }
  return db.transaction(async (tx) => {
    await checkNameFree(tx, name, null)
    await insertDefinition(tx, write, now)
    const table = primaryTableName(name)
    await createPrimaryTable(tx, table)
    await insertTable(tx, { id: randomUUID(), definitionId: write.id, name, physicalTableName: table, isPrimary: true, ownerFieldId: null }, dataSchema, now)
    return detailOf(tx, write.id)
  })
}

/** What the base update asks for, with "null keeps" resolved. */
export function resolveBase(model: DefinitionModel, input: BaseUpdateInput) {
  return {
    Name: definitionName(input.Name),
    DisplayNameSingular: displayName(input.DisplayNameSingular, 'DisplayNameSingular'),
    DisplayNamePlural: displayName(input.DisplayNamePlural, 'DisplayNamePlural'),
    Description: input.Description === undefined ? model.definition.Description : optionalText(input.Description),
    IsReadOnly: input.IsReadOnly ?? model.definition.IsReadOnly,
    DisabledOperations: input.DisabledOperations ?? model.definition.DisabledOperations,
  }
}
export type ResolvedBase = ReturnType<typeof resolveBase>

export async function planBase(db: Db, id: string, input: BaseUpdateInput, now: Date): Promise<SchemaChangePlan> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    await assertWritable(tx, model)
    await assertDefinitionRowVersion(tx, model, input.RowVersion)
    return (await planBaseUpdate(tx, model, resolveBase(model, input), now)).plan
  })
}

/** The documented base update: destructive parts (read-only, disabled operations over records) need the plan's token. */
export async function updateBase(db: Db, id: string, input: BaseUpdateInput, now: Date): Promise<EntityDefinitionDetail> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    await assertWritable(tx, model)
    await assertDefinitionRowVersion(tx, model, input.RowVersion)
    const desired = resolveBase(model, input)
    await checkNameFree(tx, desired.Name, id)
    const planned = await planBaseUpdate(tx, model, desired, now)
    await confirmChange(tx, planned.plan, planned.binding, input.SchemaChangeConfirmationToken, now, { current: await toDetail(tx, model) })
    await applyBase(tx, id, desired, now)
    return detailOf(tx, id)
  })
}

/** Writes a resolved base update (physical table names stay as created). */
export async function applyBase(db: Db, id: string, desired: ResolvedBase, now: Date): Promise<void> {
  await updateDefinitionBase(db, id, {
    name: desired.Name,
    displayNameSingular: desired.DisplayNameSingular,
    displayNamePlural: desired.DisplayNamePlural,
    description: desired.Description,
    isReadOnly: desired.IsReadOnly,
    disabledOperations: desired.DisabledOperations,
  })
  await touchDefinition(db, id, now)
}

export async function updateOptions(db: Db, id: string, input: OptionsUpdateInput, now: Date): Promise<EntityDefinitionDetail> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, id)
    await assertWritable(tx, model)
    await assertDefinitionRowVersion(tx, model, input.RowVersion)
    const current = model.definition
    const mode = input.AuditTrailRetentionMode ?? current.AuditTrailRetentionMode
    const days = input.AuditTrailRetentionDays === undefined ? current.AuditTrailRetentionDays : input.AuditTrailRetentionDays
    if (mode === retentionDays && days === null) {
      throw required('AuditTrailRetentionDays', 'AuditTrailRetentionDays is required when the retention mode is Days.')
    }
    await updateDefinitionOptions(tx, id, {
      commentsEnabled: input.CommentsEnabled ?? current.CommentsEnabled,
      attachmentsEnabled: input.AttachmentsEnabled ?? current.AttachmentsEnabled,
      tagsEnabled: input.TagsEnabled ?? current.TagsEnabled,
      auditTrailEnabled: input.AuditTrailEnabled ?? current.AuditTrailEnabled,
      auditTrailRetentionMode: mode,
      auditTrailRetentionDays: mode === retentionDays ? days : null,
      numberPrefix: input.NumberPrefix === undefined ? current.NumberPrefix : numberPrefix(input.NumberPrefix),
    })
    await touchDefinition(tx, id, now)
    return detailOf(tx, id)
  })
}
