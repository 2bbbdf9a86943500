import type { BoardAdministration, BoardCycle, BoardCycleCreateRequest, BoardCycleUpdateRequest } from '../../api/boards.types'
import { isBoardKey, normalizeBoardKey } from '@/platform/keys/keys'
import type { Problems } from '../shared/useModelItemForm'

export interface CycleFormValues extends Record<string, unknown> {
  Key: string
  DisplayName: string
  StartsOn: string
  EndsOn: string
  IsActive: boolean
}

export function cycleValues(cycle: BoardCycle | null): CycleFormValues {
  return {
    Key: cycle?.Key ?? '',
    DisplayName: cycle?.DisplayName ?? '',
    StartsOn: cycle?.StartsOn ?? '',
    EndsOn: cycle?.EndsOn ?? '',
    IsActive: cycle?.IsActive ?? false,
  }
}

/** Key and name as everywhere; the end on or after the start (ISO dates compare as text). */
export function checkCycle(values: CycleFormValues, cycles: readonly BoardCycle[], cycleId: string | null): Problems {
  const problems: Problems = {}
  if (values.DisplayName.trim() === '') problems.DisplayName = { key: 'common.validation.required' }
  const key = normalizeBoardKey(values.Key)
  if (!isBoardKey(key)) problems.Key = { key: 'boardsDesigner.validation.key' }
  else if (cycles.some((cycle) => cycle.Id !== cycleId && cycle.Key === key)) problems.Key = { key: 'boardsDesigner.validation.keyTaken', params: { key } }
  if (values.StartsOn && values.EndsOn && values.EndsOn < values.StartsOn) problems.EndsOn = { key: 'boardsDesigner.validation.endsBeforeStart' }
  return problems
}

export function toCycleRequest(values: CycleFormValues): BoardCycleCreateRequest {
  return {
    Key: normalizeBoardKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    StartsOn: values.StartsOn || null,
    EndsOn: values.EndsOn || null,
    IsActive: values.IsActive,
  }
}

export const toCycleUpdateRequest = (values: CycleFormValues, rowVersion: string): BoardCycleUpdateRequest => ({ ...toCycleRequest(values), RowVersion: rowVersion })

export function findCycle(model: BoardAdministration, cycleId: string | null, values: CycleFormValues): BoardCycle | null {
  const key = normalizeBoardKey(values.Key)
  return model.Cycles.find((cycle) => (cycleId ? cycle.Id === cycleId : cycle.Key === key)) ?? null
}
