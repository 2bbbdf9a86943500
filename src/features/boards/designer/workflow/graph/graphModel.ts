import type { BoardAdministration } from '../../../api/boards.types'
import { layoutLeftToRight } from '../layout'

export const NODE_SIZE = { width: 200, height: 76 }

export interface StatusNodeData {
  statusId: string
  name: string
  color: string
  metaType: number
  itemCount: number
  openCount: number
  active: boolean
  flagged: boolean
}

export interface TransitionEdgeData {
  transitionId: string
  name: string
  active: boolean
  prerequisiteCount: number
  /** Leads left (or straight down) in the left-to-right layout: drawn below the nodes. */
  back: boolean
}

export interface GraphNode {
  id: string
  type: 'status'
  position: { x: number; y: number }
  data: StatusNodeData
}

export interface GraphEdge {
  id: string
  type: 'transition'
  source: string
  target: string
  sourceHandle: 'out' | 'back-out'
  targetHandle: 'in' | 'back-in'
  data: TransitionEdgeData
}

/** Positions of the board's statuses (not deleted), laid out left to right along the transitions. */
export function layoutBoard(board: BoardAdministration): Map<string, { x: number; y: number }> {
  const ids = board.Statuses.filter((status) => !status.IsDeleted).sort((a, b) => a.SortOrder - b.SortOrder).map((status) => status.Id)
  const edges = board.Transitions.map((transition) => ({ source: transition.FromBoardStatusId, target: transition.ToBoardStatusId }))
  return layoutLeftToRight(ids, edges, NODE_SIZE)
}

/** Vue Flow's nodes and edges for the board at the given positions (a status without one goes at the origin). */
export function graphElements(
  board: BoardAdministration,
  positions: ReadonlyMap<string, { x: number; y: number }>,
  flaggedStatusIds: ReadonlySet<string>,
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const statuses = board.Statuses.filter((status) => !status.IsDeleted)
  const nodes = statuses.map<GraphNode>((status) => ({
    id: status.Id,
    type: 'status',
    position: positions.get(status.Id) ?? { x: 0, y: 0 },
    data: {
      statusId: status.Id,
      name: status.DisplayName,
      color: status.Color,
      metaType: status.MetaType,
      itemCount: status.CurrentItemCount,
      openCount: status.OpenItemCount,
      active: status.IsActive,
      flagged: flaggedStatusIds.has(status.Id),
    },
  }))
  const live = new Set(statuses.map((status) => status.Id))
  const edges = board.Transitions.filter((transition) => live.has(transition.FromBoardStatusId) && live.has(transition.ToBoardStatusId)).map<GraphEdge>(
    (transition) => {
      const from = positions.get(transition.FromBoardStatusId)
      const to = positions.get(transition.ToBoardStatusId)
      const back = !!from && !!to && to.x <= from.x
      return {
        id: transition.Id,
        type: 'transition',
        source: transition.FromBoardStatusId,
        target: transition.ToBoardStatusId,
        sourceHandle: back ? 'back-out' : 'out',
        targetHandle: back ? 'back-in' : 'in',
        data: {
          transitionId: transition.Id,
          name: transition.DisplayName,
          active: transition.IsActive,
          prerequisiteCount: transition.LinkPrerequisites.length,
          back,
        },
      }
    },
  )
  return { nodes, edges }
}
