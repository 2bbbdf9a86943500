import type { Db } from '../../../db'
import type { DefinitionModel } from '../model'
import { SchemaChangeKind } from '../types'
import { assemblePlan, type PlannedChange } from './fieldPlan'
import { allRecordsProbe, type ChangeProbe } from './probes'

/** The base members a base update sets (null-keeps already resolved). */
export interface BaseChange {
  Name: string
  DisplayNameSingular: string
  DisplayNamePlural: string
  Description: string | null
  IsReadOnly: boolean
  DisabledOperations: number
}

const operationNames: Array<[number, string]> = [
  [1, 'Create'],
  [2, 'Update'],
  [4, 'Archive'],
  [8, 'Restore'],
  [16, 'Delete'],
  [32, 'Merge'],
  [64, 'Import'],
  [128, 'Export'],
]

export function baseProbes(model: DefinitionModel, desired: BaseChange): ChangeProbe[] {
  const probes: ChangeProbe[] = []
  const current = model.definition
  if (!current.IsReadOnly && desired.IsReadOnly) {
    probes.push(allRecordsProbe(model, SchemaChangeKind.MakeReadOnly, 'Existing records can no longer be changed at runtime.'))
  }
  const added = desired.DisabledOperations & ~current.DisabledOperations
  if (added !== 0) {
    const names = operationNames.filter(([flag]) => (added & flag) !== 0).map(([, name]) => name)
    probes.push(allRecordsProbe(model, SchemaChangeKind.DisableOperations, `Disables ${names.join(', ')} for existing records.`))
  }
  return probes
}

/** Turning IsReadOnly on or disabling operations is destructive while records exist. */
export async function planBaseUpdate(db: Db, model: DefinitionModel, desired: BaseChange, now: Date): Promise<PlannedChange> {
  const binding = { target: model.definition.Id, change: { op: 'base', desired }, rowVersions: [model.definition.RowVersion] }
  return assemblePlan(db, baseProbes(model, desired), [], binding, model.definition.RowVersion, now, false)
}
