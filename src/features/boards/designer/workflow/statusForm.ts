import { BoardStatusMetaType, type BoardColor } from '@/api'
import type { BoardAdministration, BoardStatus, BoardStatusCreateRequest, BoardStatusUpdateRequest } from '../../api/boards.types'
import { isBoardKey, normalizeBoardKey } from '@/platform/keys/keys'
import type { Problems } from '../shared/useModelItemForm'

export interface StatusFormValues extends Record<string, unknown> {
  Key: string
  DisplayName: string
  Description: string
  Color: BoardColor
  MetaType: BoardStatusMetaType
  IsActive: boolean
}

export function statusValues(status: BoardStatus | null): StatusFormValues {
  return {
    Key: status?.Key ?? '',
    DisplayName: status?.DisplayName ?? '',
    Description: status?.Description ?? '',
    Color: (status?.Color as BoardColor | undefined) ?? 'blue',
    MetaType: status?.MetaType ?? BoardStatusMetaType.Active,
    IsActive: status?.IsActive ?? true,
  }
}

/** The server's checks before a round trip: a key in the pattern, not taken by another status, and a name. */
export function checkStatus(values: StatusFormValues, statuses: readonly BoardStatus[], statusId: string | null): Problems {
  const problems: Problems = {}
  if (values.DisplayName.trim() === '') problems.DisplayName = { key: 'common.validation.required' }
  const key = normalizeBoardKey(values.Key)
  if (!isBoardKey(key)) problems.Key = { key: 'boardsDesigner.validation.key' }
  else if (statuses.some((status) => status.Id !== statusId && status.Key === key)) problems.Key = { key: 'boardsDesigner.validation.keyTaken', params: { key } }
  return problems
}

export function toStatusRequest(values: StatusFormValues): BoardStatusCreateRequest {
  return {
    Key: normalizeBoardKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    Description: values.Description.trim() || null,
    Color: values.Color,
    MetaType: values.MetaType,
    IsActive: values.IsActive,
  }
}

/** SortOrder left out keeps the place (reordering has its own operation). */
export function toStatusUpdateRequest(values: StatusFormValues, rowVersion: string): BoardStatusUpdateRequest {
  return { ...toStatusRequest(values), RowVersion: rowVersion }
}

/** The saved status in an answered model: by id once it exists, else by its (normalised) key. */
export function findStatus(model: BoardAdministration, statusId: string | null, values: StatusFormValues): BoardStatus | null {
  const key = normalizeBoardKey(values.Key)
  return model.Statuses.find((status) => (statusId ? status.Id === statusId : status.Key === key && !status.IsDeleted)) ?? null
}
