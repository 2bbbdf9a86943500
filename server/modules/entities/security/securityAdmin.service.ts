import type { Db } from '../../../db'
import type { ConfigSchemas } from '../../../http/contractOperations'
import { conflict, notFound, staleRowVersion } from '../../../http/errors'
import { EntityPermissionSubjectType as SubjectType, ResponsibilitySubjectMode } from '../../../../shared/enums'
import { groupName, roleName, subjectExists, userDisplayName } from '../../principals'
import { touchDefinition } from '../definitions.repo'
import { invalid, required } from '../errors'
import { checkExpression } from '../../../../shared/expressions/checker'
import { loadExpressionSchema } from '../expressions/schema'
import { assertWritable, requireModel } from '../guards'
import { loadDefinitionModel, type DefinitionModel } from '../model'
import { FieldType } from '../types'
import { linksFromParent } from './inheritance.repo'
import { enqueueInheritance } from './inheritance.service'
import {
  clearInheritanceAlong,
  deleteInheritedSubjects,
  deletePermissionAssignmentRow,
  deleteResponsibilityRow,
  findPermissionAssignmentDefinitionId,
  findResponsibilityDefinitionId,
  insertPermissionAssignment,
  insertResponsibility,
  updatePermissionAssignmentRow,
  updateResponsibilityRow,
  type PermissionAssignmentWrite,
  type ResponsibilityWrite,
} from './security.repo'
import { recordOperations, type EntityPermissionAssignment, type EntityResponsibility, type PermissionAssignmentModel, type RecordOperation } from './security.types'

/** Administration of a definition's responsibilities and permission assignments. Every change renews the definition's RowVersion. */

type ResponsibilityCreate = ConfigSchemas['EntityResponsibilityCreateRequest']
type ResponsibilityUpdate = ConfigSchemas['EntityResponsibilityUpdateRequest']
type AssignmentCreate = ConfigSchemas['EntityPermissionAssignmentCreateRequest']
type AssignmentUpdate = ConfigSchemas['EntityPermissionAssignmentUpdateRequest']
export type EntitySecurity = ConfigSchemas['EntitySecurity']

const keyPattern = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

/** The checked write of a responsibility; an inheritance follows a single reference to records with the same key. */
async function responsibilityWrite(db: Db, model: DefinitionModel, key: string, input: ResponsibilityUpdate | ResponsibilityCreate): Promise<ResponsibilityWrite> {
  const displayName = input.DisplayName.trim()
  if (!displayName) throw required('DisplayName')
  const inheritFromFieldId = input.InheritFromFieldId ?? null
  if (inheritFromFieldId !== null) {
    const field = model.fieldsById.get(inheritFromFieldId)
    if (!field || field.IsDeleted || field.EntityDefinitionTableId !== model.primaryTable.Id || field.FieldType !== FieldType.Reference || field.AllowMultiple) {
      throw invalid('Inherit along a single Reference field of these records.', 'InheritFromFieldId')
    }
    const target = await loadDefinitionModel(db, field.ReferenceToEntityDefinitionId ?? '')
    if (!target?.security.responsibilities.some((item) => item.Key.toLowerCase() === key.toLowerCase())) {
      throw invalid(`The records ${field.DisplayName} points to have no responsibility "${key}" to inherit.`, 'InheritFromFieldId')
    }
  }
  return {
    displayName,
    isRequired: input.IsRequired ?? false,
    cardinality: input.Cardinality,
    subjectMode: input.SubjectMode,
    assignCreator: (input.AssignCreator ?? false) && input.SubjectMode !== ResponsibilitySubjectMode.Groups,
    inheritFromFieldId,
  }
}

/**
 * After an inheritance was set, changed or removed: the old inherited subjects go at once, and a job
 * passes down the new ones (to these records and to what inherits from them).
 */
async function reinherit(tx: Db, definitionId: string, key: string, inheriting: boolean, now: Date): Promise<void> {
  await deleteInheritedSubjects(tx, definitionId, key)
  await enqueueInheritance(tx, inheriting ? { mode: 'children', definitionId, key, recordIds: null } : { mode: 'parents', definitionId, key, recordIds: null }, null, now)
}

/** A reference field is deleted: responsibilities inheriting along it stop, and lose what they inherited. */
export async function stopInheritingAlong(tx: Db, fieldId: string, now: Date): Promise<void> {
  for (const { definitionId, key } of await clearInheritanceAlong(tx, fieldId)) await reinherit(tx, definitionId, key, false, now)
}

/** A subject's name as people read it; the key itself when it no longer exists. */
export async function subjectDisplayName(db: Db, responsibilities: readonly EntityResponsibility[], assignment: PermissionAssignmentModel): Promise<string> {
  switch (assignment.SubjectType) {
    case SubjectType.User:
      return (await userDisplayName(db, assignment.SubjectKey)) ?? assignment.SubjectKey
    case SubjectType.ResponsibilityGroup:
      return (await groupName(db, assignment.SubjectKey)) ?? assignment.SubjectKey
    case SubjectType.RecordResponsibility:
      return responsibilities.find((item) => item.Key === assignment.SubjectKey)?.DisplayName ?? assignment.SubjectKey
    case SubjectType.Everyone:
      return 'Everyone'
    default:
      return assignment.SubjectKey
  }
}

async function toAssignmentDto(db: Db, model: DefinitionModel, assignment: PermissionAssignmentModel): Promise<EntityPermissionAssignment> {
  const statement = assignment.StatementId ? model.statements.find((item) => item.Id === assignment.StatementId) : undefined
  return { ...assignment, SubjectDisplayName: await subjectDisplayName(db, model.security.responsibilities, assignment), StatementName: statement?.Name ?? null }
}

function securityOf(db: Db, model: DefinitionModel): Promise<EntitySecurity> {
  return Promise.all(model.security.permissionAssignments.map((assignment) => toAssignmentDto(db, model, assignment))).then((assignments) => ({
    EntityDefinitionId: model.definition.Id,
    IsRestricted: assignments.length > 0,
    Responsibilities: model.security.responsibilities,
    PermissionAssignments: assignments,
  }))
}

export async function getSecurity(db: Db, definitionId: string): Promise<EntitySecurity> {
  return securityOf(db, await requireModel(db, definitionId))
}

/** Runs a security change on a writable definition and renews its RowVersion (caches of its schema follow). */
async function change<T>(db: Db, definitionId: string, now: Date, work: (tx: Db, model: DefinitionModel) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const model = await requireModel(tx, definitionId)
    await assertWritable(tx, model)
    const result = await work(tx, model)
    await touchDefinition(tx, model.definition.Id, now)
    return result
  })
}

export async function createResponsibility(db: Db, definitionId: string, input: ResponsibilityCreate, now: Date): Promise<EntityResponsibility> {
  if (!keyPattern.test(input.Key)) throw invalid('Key must start with a letter and use letters, digits and underscores (at most 40).', 'Key')
  return change(db, definitionId, now, async (tx, model) => {
    if (model.security.responsibilities.some((item) => item.Key.toLowerCase() === input.Key.toLowerCase())) {
      throw conflict('workspace.entities.duplicateKey', `A responsibility with the key "${input.Key}" exists.`, 'Key')
    }
    const write = await responsibilityWrite(tx, model, input.Key, input)
    const id = await insertResponsibility(tx, model.definition.Id, input.Key, write, model.security.responsibilities.length, now)
    if (write.inheritFromFieldId) await reinherit(tx, model.definition.Id, input.Key, true, now)
    return (await requireModel(tx, model.definition.Id)).security.responsibilities.find((item) => item.Id === id)!
  })
}

async function requireResponsibility(db: Db, id: string): Promise<string> {
  const definitionId = await findResponsibilityDefinitionId(db, id)
  if (!definitionId) throw notFound(`Responsibility "${id}" does not exist.`, id)
  return definitionId
}

export async function updateResponsibility(db: Db, id: string, input: ResponsibilityUpdate, now: Date): Promise<EntityResponsibility> {
  return change(db, await requireResponsibility(db, id), now, async (tx, model) => {
    const current = model.security.responsibilities.find((item) => item.Id === id)!
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(current)
    const write = await responsibilityWrite(tx, model, current.Key, input)
    await updateResponsibilityRow(tx, id, write)
    if (write.inheritFromFieldId !== current.InheritFromFieldId) await reinherit(tx, model.definition.Id, current.Key, write.inheritFromFieldId !== null, now)
    return (await requireModel(tx, model.definition.Id)).security.responsibilities.find((item) => item.Id === id)!
  })
}

/** Statements that would no longer compile without the responsibility (they name it). */
async function statementsNaming(tx: Db, model: DefinitionModel, key: string): Promise<string[]> {
  const schema = await loadExpressionSchema(tx, model)
  const without = { ...schema, responsibilityKeysOf: (tableId: string) => schema.responsibilityKeysOf?.(tableId)?.filter((known) => known !== key) ?? null }
  return model.statements
    .filter((statement) => !statement.IsDeleted)
    .filter((statement) => checkExpression(statement.Expression, { schema: without, tableId: model.primaryTable.Id, statement: true }).diagnostics.length > 0)
    .map((statement) => statement.DisplayName)
}

/** Deletes a responsibility and every record's subjects of it; refused while an assignment or statement names it. */
export async function deleteResponsibility(db: Db, id: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return change(db, await requireResponsibility(db, id), now, async (tx, model) => {
    const current = model.security.responsibilities.find((item) => item.Id === id)!
    if (rowVersion !== undefined && current.RowVersion !== rowVersion) throw staleRowVersion(current)
    const granting = model.security.permissionAssignments.filter((item) => item.SubjectType === SubjectType.RecordResponsibility && item.SubjectKey === current.Key)
    if (granting.length > 0) {
      throw conflict('workspace.entities.responsibilities.inUse', `${current.DisplayName} is named by ${granting.length} permission assignment(s); remove them first.`)
    }
    const inheriting = await linksFromParent(tx, model.definition.Id, current.Key)
    if (inheriting.length > 0) {
      throw conflict('workspace.entities.responsibilities.inUse', `${current.DisplayName} is inherited by other records; remove that inheritance first.`)
    }
    const statements = await statementsNaming(tx, model, current.Key)
    if (statements.length > 0) throw conflict('workspace.entities.responsibilities.inUse', `${current.DisplayName} is used by the statements: ${statements.join(', ')}.`)
    await deleteResponsibilityRow(tx, current)
    return id
  })
}

async function assignmentWrite(db: Db, model: DefinitionModel, input: AssignmentCreate): Promise<PermissionAssignmentWrite> {
  const operations = [...new Set(input.Operations)]
  if (operations.length === 0) throw invalid('Choose at least one operation.', 'Operations')
  const unknown = operations.find((operation) => !recordOperations.includes(operation))
  if (unknown) throw invalid(`"${unknown}" is not a record operation.`, 'Operations')
  const key = input.SubjectType === SubjectType.Everyone ? '' : input.SubjectKey.trim()
  if (input.SubjectType !== SubjectType.Everyone && !key) throw required('SubjectKey')
  let subjectKey = key
  if (input.SubjectType === SubjectType.User || input.SubjectType === SubjectType.ResponsibilityGroup) {
    if (!(await subjectExists(db, input.SubjectType, key))) {
      throw invalid(input.SubjectType === SubjectType.User ? `There is no user "${key}".` : `There is no responsibility group "${key}".`, 'SubjectKey')
    }
  } else if (input.SubjectType === SubjectType.Role) {
    const name = await roleName(db, key)
    if (!name) throw invalid(`There is no role "${key}".`, 'SubjectKey')
    subjectKey = name
  } else if (input.SubjectType === SubjectType.RecordResponsibility) {
    const responsibility = model.security.responsibilities.find((item) => item.Key.toLowerCase() === key.toLowerCase())
    if (!responsibility) throw invalid(`${model.definition.DisplayNamePlural} have no responsibility "${key}".`, 'SubjectKey')
    subjectKey = responsibility.Key
  }
  const statementId = input.StatementId ?? null
  if (statementId && !model.statements.some((statement) => statement.Id === statementId && !statement.IsDeleted)) {
    throw invalid(`There is no statement "${statementId}" on ${model.definition.DisplayNamePlural}.`, 'StatementId')
  }
  return { subjectType: input.SubjectType, subjectKey, operations: recordOperations.filter((operation) => operations.includes(operation)) as RecordOperation[], statementId }
}

export async function createPermissionAssignment(db: Db, definitionId: string, input: AssignmentCreate, now: Date): Promise<EntityPermissionAssignment> {
  return change(db, definitionId, now, async (tx, model) => {
    const write = await assignmentWrite(tx, model, input)
    const id = await insertPermissionAssignment(tx, model.definition.Id, write, model.security.permissionAssignments.length, now)
    const after = await requireModel(tx, model.definition.Id)
    return toAssignmentDto(tx, after, after.security.permissionAssignments.find((item) => item.Id === id)!)
  })
}

async function requireAssignment(db: Db, id: string): Promise<string> {
  const definitionId = await findPermissionAssignmentDefinitionId(db, id)
  if (!definitionId) throw notFound(`Permission assignment "${id}" does not exist.`, id)
  return definitionId
}

export async function updatePermissionAssignment(db: Db, id: string, input: AssignmentUpdate, now: Date): Promise<EntityPermissionAssignment> {
  return change(db, await requireAssignment(db, id), now, async (tx, model) => {
    const current = model.security.permissionAssignments.find((item) => item.Id === id)!
    if (current.RowVersion !== input.RowVersion) throw staleRowVersion(await toAssignmentDto(tx, model, current))
    await updatePermissionAssignmentRow(tx, id, await assignmentWrite(tx, model, input))
    const after = await requireModel(tx, model.definition.Id)
    return toAssignmentDto(tx, after, after.security.permissionAssignments.find((item) => item.Id === id)!)
  })
}

export async function deletePermissionAssignment(db: Db, id: string, rowVersion: string | undefined, now: Date): Promise<string> {
  return change(db, await requireAssignment(db, id), now, async (tx, model) => {
    const current = model.security.permissionAssignments.find((item) => item.Id === id)!
    if (rowVersion !== undefined && current.RowVersion !== rowVersion) throw staleRowVersion(await toAssignmentDto(tx, model, current))
    await deletePermissionAssignmentRow(tx, id)
    return id
  })
}

/** A draft of a definition's permission assignments, checked like saves, for a preview (nothing is stored). */
export async function draftAssignments(db: Db, definitionId: string, inputs: AssignmentCreate[]): Promise<PermissionAssignmentModel[]> {
  const model = await requireModel(db, definitionId)
  const drafts: PermissionAssignmentModel[] = []
  for (const [index, input] of inputs.entries()) {
    const write = await assignmentWrite(db, model, input)
    drafts.push({
      Id: `draft-${index}`,
      EntityDefinitionId: model.definition.Id,
      SubjectType: write.subjectType as PermissionAssignmentModel['SubjectType'],
      SubjectKey: write.subjectKey,
      Operations: write.operations,
      StatementId: write.statementId,
      SortOrder: index,
      RowVersion: '00000000-0000-0000-0000-000000000000',
    })
  }
  return drafts
}

/** A statement a permission assignment narrows by cannot be deleted. */
export function assignmentsUsingStatement(model: DefinitionModel, statementId: string): number {
  return model.security.permissionAssignments.filter((assignment) => assignment.StatementId === statementId).length
}
