import type { BoardAdministration } from '../../../api/boards.types'
import { layoutLeftToRight, type Point } from '../layout'

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
  /** Where a transition that skips columns bends between them (empty: a plain curve). */
  bends: Point[]
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

/** The board's statuses (not deleted) laid out left to right along the transitions; bends by transition id. */
export interface BoardLayout {
  positions: ReadonlyMap<string, Point>
  bends: ReadonlyMap<string, Point[]>
}

export function layoutBoard(board: BoardAdministration): BoardLayout {
  const ids = board.Statuses.filter((status) => !status.IsDeleted).sort((a, b) => a.SortOrder - b.SortOrder).map((status) => status.Id)
  const edges = board.Transitions.map((transition) => ({ source: transition.FromBoardStatusId, target: transition.ToBoardStatusId }))
  const layout = layoutLeftToRight(ids, edges, NODE_SIZE)
  const bends = new Map<string, Point[]>()
  layout.bends.forEach((points, index) => {
    const transition = board.Transitions[index]
    if (transition) bends.set(transition.Id, points)
  })
  return { positions: layout.positions, bends }
}

/** The layout after the user dragged a status: its transitions lose their bends (they would no longer fit). */
export function moveStatus(layout: BoardLayout, board: BoardAdministration, statusId: string, position: Point): BoardLayout {
  const positions = new Map(layout.positions).set(statusId, { ...position })
  const bends = new Map(layout.bends)
  for (const transition of board.Transitions) {
    if (transition.FromBoardStatusId === statusId || transition.ToBoardStatusId === statusId) bends.delete(transition.Id)
  }
  return { positions, bends }
}

/** Vue Flow's nodes and edges for the board in the layout given (a status without a position goes at the origin). */
export function graphElements(
  board: BoardAdministration,
  layout: BoardLayout,
  flaggedStatusIds: ReadonlySet<string>,
): { nodes: GraphNode[]; edges: GraphEdge[] } {
  const positions = layout.positions
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
      const bends = back ? [] : (layout.bends.get(transition.Id) ?? [])
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
          bends,
        },
      }
    },
  )
  return { nodes, edges }
}
