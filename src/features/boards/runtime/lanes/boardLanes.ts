import { CardFieldState, ResponsibilitySubjectType } from '@/api'
import type { BoardItem, BoardRuntimeDataField, BoardSubjectCandidate } from '../runtime.types'

/**
 * Swimlanes: rows of the board, one per value of a choice field or per responsible subject, plus one
 * for items without. Each lane asks the server for its own cards per status (`laneBy` and `lane`).
 */
export interface BoardLane {
  /** Unique on the board; part of the lane's column query keys. */
  key: string
  label: string
  params: { laneBy: string; lane: string }
  /** Whether the item belongs here (a card is only moved within its own lane). */
  holds: (item: BoardItem) => boolean
}

export const noneLane = 'none'

function fieldValue(item: BoardItem, fieldKey: string): unknown {
  const field = item.Card.Fields.find((candidate) => candidate.FieldKey === fieldKey)
  return field?.State === CardFieldState.HasValue ? field.Value : null
}

/** A lane per option in its order, then "no value". */
export function fieldLanes(field: BoardRuntimeDataField, noValueLabel: string): BoardLane[] {
  const laneBy = `field:${field.FieldKey}`
  const options = [...field.Definition.Options].sort((a, b) => a.SortOrder - b.SortOrder)
  return [
    ...options.map((option) => ({
      key: `${laneBy}=${option.Key}`,
      label: option.Value,
      params: { laneBy, lane: option.Key },
      holds: (item: BoardItem) => fieldValue(item, field.FieldKey) === option.Key,
    })),
    {
      key: `${laneBy}=${noneLane}`,
      label: noValueLabel,
      params: { laneBy, lane: noneLane },
      holds: (item: BoardItem) => fieldValue(item, field.FieldKey) === null,
    },
  ]
}

const subjectKey = (type: number, id: string) => `${type === ResponsibilitySubjectType.ResponsibilityGroup ? 'group' : 'user'}:${id}`

/** A lane per subject responsible for an item (an item with two is in both), then "nobody". */
export function assigneeLanes(subjects: readonly BoardSubjectCandidate[], nobodyLabel: string): BoardLane[] {
  return [
    ...subjects.map((subject) => {
      const lane = subjectKey(subject.SubjectType, subject.SubjectId)
      return {
        key: `assignee=${lane}`,
        label: subject.DisplayName,
        params: { laneBy: 'assignee', lane },
        holds: (item: BoardItem) => item.Card.Responsibilities.Item.some((held) => subjectKey(held.SubjectType, held.SubjectId) === lane),
      }
    }),
    {
      key: `assignee=${noneLane}`,
      label: nobodyLabel,
      params: { laneBy: 'assignee', lane: noneLane },
      holds: (item: BoardItem) => item.Card.Responsibilities.Item.length === 0,
    },
  ]
}
