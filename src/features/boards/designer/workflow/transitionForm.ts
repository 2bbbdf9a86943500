import { LinkDirection, LinkType } from '@/api'
import type {
  BoardAdministration,
  BoardLinkPrerequisiteInput,
  BoardTransition,
  BoardTransitionCreateRequest,
  BoardTransitionUpdateRequest,
} from '../../api/boards.types'
import { isBoardKey, normalizeBoardKey } from '@/platform/keys/keys'
import type { Problems } from '../shared/useModelItemForm'

export interface PrerequisiteRow {
  /** The saved prerequisite's Id (kept by the update), null for a new row. */
  Id: string | null
  LinkType: LinkType
  Direction: LinkDirection
  TargetBoardId: string
  TargetBoardTargetDefinitionId: string
  /** Null while the input is empty. */
  MinimumCount: number | null
  MaximumCount: number | null
}

export interface TransitionFormValues extends Record<string, unknown> {
  FromBoardStatusId: string
  ToBoardStatusId: string
  DisplayName: string
  Key: string
  IsActive: boolean
  LinkPrerequisites: PrerequisiteRow[]
}

export const DISPLAY_NAME_MAX = 200

export function transitionValues(transition: BoardTransition | null, fromStatusId = ''): TransitionFormValues {
  return {
    FromBoardStatusId: transition?.FromBoardStatusId ?? fromStatusId,
    ToBoardStatusId: transition?.ToBoardStatusId ?? '',
    DisplayName: transition?.DisplayName ?? '',
    Key: transition?.Key ?? '',
    IsActive: transition?.IsActive ?? true,
    LinkPrerequisites: (transition?.LinkPrerequisites ?? []).map((prerequisite) => ({
      Id: prerequisite.Id,
      LinkType: prerequisite.LinkType,
      Direction: prerequisite.Direction,
      TargetBoardId: prerequisite.TargetBoardId,
      TargetBoardTargetDefinitionId: prerequisite.TargetBoardTargetDefinitionId,
      MinimumCount: prerequisite.MinimumCount,
      MaximumCount: prerequisite.MaximumCount,
    })),
  }
}

export function newPrerequisite(boardId: string): PrerequisiteRow {
  return { Id: null, LinkType: LinkType.Related, Direction: LinkDirection.Outgoing, TargetBoardId: boardId, TargetBoardTargetDefinitionId: '', MinimumCount: 1, MaximumCount: null }
}

export interface TransitionCheckContext {
  model: BoardAdministration
  /** The transition being edited; null while creating. */
  transitionId: string | null
  /** Target definition ids of a board, undefined while that board is not loaded (the server checks then). */
  targetDefinitionIds: (boardId: string) => readonly string[] | undefined
  /** Every board id the caller can pick, undefined while the list loads. */
  boardIds: ReadonlySet<string> | undefined
}

/** The server's checks of a transition and its link prerequisites, on the members the server names. */
export function checkTransition(values: TransitionFormValues, context: TransitionCheckContext): Problems {
  const problems: Problems = {}
  const live = new Set(context.model.Statuses.filter((status) => !status.IsDeleted).map((status) => status.Id))
  const isNew = context.transitionId === null
  if (!live.has(values.FromBoardStatusId)) problems.FromBoardStatusId = { key: 'boardsDesigner.validation.pickStatus' }
  if (!live.has(values.ToBoardStatusId)) problems.ToBoardStatusId = { key: 'boardsDesigner.validation.pickStatus' }
  else if (values.ToBoardStatusId === values.FromBoardStatusId) problems.ToBoardStatusId = { key: 'boardsDesigner.validation.sameStatus' }
  else if (
    context.model.Transitions.some(
      (other) => other.Id !== context.transitionId && other.FromBoardStatusId === values.FromBoardStatusId && other.ToBoardStatusId === values.ToBoardStatusId,
    )
  ) {
    problems.ToBoardStatusId = { key: 'boardsDesigner.validation.transitionExists' }
  }

  const key = normalizeBoardKey(values.Key)
  if (key === '' ? !isNew : !isBoardKey(key)) problems.Key = { key: 'boardsDesigner.validation.key' }
  else if (key !== '' && context.model.Transitions.some((other) => other.Id !== context.transitionId && other.Key === key)) {
    problems.Key = { key: 'boardsDesigner.validation.keyTaken', params: { key } }
  }
  if (!isNew && values.DisplayName.trim() === '') problems.DisplayName = { key: 'common.validation.required' }
  if (values.DisplayName.trim().length > DISPLAY_NAME_MAX) problems.DisplayName = { key: 'common.validation.tooLong', params: { max: DISPLAY_NAME_MAX } }

  values.LinkPrerequisites.forEach((row, index) => {
    const member = (name: string) => `LinkPrerequisites[${index}].${name}`
    const min = row.MinimumCount
    if (min === null || !Number.isInteger(min) || min < 1) problems[member('MinimumCount')] = { key: 'boardsDesigner.validation.minimumCount' }
    const max = row.MaximumCount
    if (max !== null && (!Number.isInteger(max) || (min !== null && max < min))) problems[member('MaximumCount')] = { key: 'boardsDesigner.validation.maximumCount' }
    if (row.TargetBoardId === '' || (context.boardIds && !context.boardIds.has(row.TargetBoardId))) {
      problems[member('TargetBoardId')] = { key: 'boardsDesigner.validation.pickBoard' }
    } else {
      const definitions = context.targetDefinitionIds(row.TargetBoardId)
      if (row.TargetBoardTargetDefinitionId === '' || (definitions && !definitions.includes(row.TargetBoardTargetDefinitionId))) {
        problems[member('TargetBoardTargetDefinitionId')] = { key: 'boardsDesigner.validation.pickTarget' }
      }
    }
  })
  return problems
}

function toPrerequisiteInput(row: PrerequisiteRow, keepId: boolean): BoardLinkPrerequisiteInput {
  return {
    ...(keepId && row.Id ? { Id: row.Id } : {}),
    LinkType: row.LinkType,
    Direction: row.Direction,
    TargetBoardId: row.TargetBoardId,
    TargetBoardTargetDefinitionId: row.TargetBoardTargetDefinitionId,
    MinimumCount: row.MinimumCount ?? 1,
    MaximumCount: row.MaximumCount,
  }
}

export function toTransitionCreateRequest(values: TransitionFormValues): BoardTransitionCreateRequest {
  return {
    Key: values.Key.trim() === '' ? null : normalizeBoardKey(values.Key),
    FromBoardStatusId: values.FromBoardStatusId,
    ToBoardStatusId: values.ToBoardStatusId,
    DisplayName: values.DisplayName.trim() === '' ? null : values.DisplayName.trim(),
    IsActive: values.IsActive,
    LinkPrerequisites: values.LinkPrerequisites.map((row) => {
      const { Id: _new, ...input } = toPrerequisiteInput(row, false)
      return input
    }),
  }
}

export function toTransitionUpdateRequest(values: TransitionFormValues, rowVersion: string): BoardTransitionUpdateRequest {
  return {
    Key: normalizeBoardKey(values.Key),
    DisplayName: values.DisplayName.trim(),
    ToBoardStatusId: values.ToBoardStatusId,
    IsActive: values.IsActive,
    LinkPrerequisites: values.LinkPrerequisites.map((row) => toPrerequisiteInput(row, true)),
    RowVersion: rowVersion,
  }
}

/** The saved transition in an answered model: by id, or for a new one by its pair (one transition per pair). */
export function findTransition(model: BoardAdministration, transitionId: string | null, values: TransitionFormValues): BoardTransition | null {
  return (
    model.Transitions.find((transition) =>
      transitionId ? transition.Id === transitionId : transition.FromBoardStatusId === values.FromBoardStatusId && transition.ToBoardStatusId === values.ToBoardStatusId,
    ) ?? null
  )
}
