import type { Db } from '../../../db'
import type { FieldSpec } from '../fieldTypes/spec'
import type { DefinitionModel, FieldModel, TableModel } from '../model'
import { signPlanToken, type TokenBinding } from '../tokens'
import { DependentKind, type SchemaChangePlan, type SchemaDependent } from '../types'
import { keyRewrites } from '../expressions/keyRename'
import { fieldDeleteDependents } from './dependents'
import { dropFieldProbe, measure, updateProbes, type ChangeProbe } from './probes'

export interface PlannedChange {
  plan: SchemaChangePlan
  binding: TokenBinding
}

const tableOf = (model: DefinitionModel, field: FieldModel): TableModel =>
  model.tables.find((table) => table.Id === field.EntityDefinitionTableId) ?? model.primaryTable

/** Assembles a plan: destructive when records lose data (or, if asked, when anything depends on the target). */
export async function assemblePlan(
  db: Db,
  probes: ChangeProbe[],
  dependents: SchemaDependent[],
  binding: TokenBinding,
  rowVersion: string,
  now: Date,
  dependentsAreDestructive: boolean,
  /** Why the change cannot be made at all (no token is issued), e.g. expressions still read the field. */
  blockedReason: string | null = null,
): Promise<PlannedChange> {
  const { changes, affected } = await measure(db, probes)
  // A dropped child table is measured by its rows (DropChildTable); every other dependent needs a confirmation.
  const blocking = dependents.filter((item) => item.Kind !== DependentKind.ChildTable)
  const isDestructive = affected > 0 || (dependentsAreDestructive && blocking.length > 0)
  const signed = isDestructive && !blockedReason ? await signPlanToken(db, binding, now) : null
  return {
    plan: {
      IsDestructive: isDestructive,
      Token: signed?.token ?? null,
      ExpiresAt: signed?.expiresAt ?? null,
      RowVersion: rowVersion,
      Changes: changes,
      AffectedRecordCount: affected,
      Dependents: dependents,
      IsBlocked: blockedReason !== null,
      BlockedReason: blockedReason,
    },
    binding,
  }
}

const fieldBinding = (model: DefinitionModel, field: FieldModel, change: unknown): TokenBinding => ({
  target: field.Id,
  change,
  rowVersions: [field.RowVersion, model.definition.RowVersion],
})

export async function planFieldDelete(db: Db, model: DefinitionModel, field: FieldModel, now: Date): Promise<PlannedChange> {
  const probes = [dropFieldProbe(model, tableOf(model, field), field)]
  const dependents = await fieldDeleteDependents(db, model, field)
  const readers = dependents.filter((item) => item.Kind === DependentKind.Expression).length
  const blocked = readers > 0 ? `${readers === 1 ? 'An expression reads' : `${readers} expressions read`} this field: change or remove ${readers === 1 ? 'it' : 'them'} first.` : null
  return assemblePlan(db, probes, dependents, fieldBinding(model, field, { op: 'delete' }), field.RowVersion, now, true, blocked)
}

export async function planFieldUpdate(db: Db, model: DefinitionModel, field: FieldModel, spec: FieldSpec, now: Date): Promise<PlannedChange> {
  const probes = updateProbes(tableOf(model, field), field, spec)
  // A new key is written into the expressions naming the old one (expressions/keyRename.ts): shown, nothing is lost.
  const dependents = spec.Key === field.Key ? [] : (await keyRewrites(db, model, field, spec.Key)).map(({ expression, text }) => ({
    Kind: DependentKind.Expression,
    Id: expression.id,
    DisplayName: expression.displayName,
    Description: `The ${expression.description} names "${field.Key}"; it becomes: ${text}`,
  }))
  return assemblePlan(db, probes, dependents, fieldBinding(model, field, { op: 'update', spec }), field.RowVersion, now, false)
}
