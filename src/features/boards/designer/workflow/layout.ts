import dagre from '@dagrejs/dagre'

export interface LayoutEdge {
  source: string
  target: string
}

export interface LayoutSize {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

export interface Layout {
  /** Top-left corners, as Vue Flow wants them. */
  positions: Map<string, Point>
  /**
   * For an edge that spans more than one column, by its index in the edges given: the bends dagre
   * routed it through, between the columns' nodes (so it never runs behind one). Adjacent columns
   * need none.
   */
  bends: Map<number, Point[]>
}

/**
 * A left-to-right layout of the nodes joined by the edges. Positions are not stored: every layout
 * starts from the model.
 */
export function layoutLeftToRight(
  nodeIds: readonly string[],
  edges: readonly LayoutEdge[],
  size: LayoutSize = { width: 200, height: 76 },
): Layout {
  const graph = new dagre.graphlib.Graph({ multigraph: true })
  graph.setGraph({ rankdir: 'LR', nodesep: 56, ranksep: 150, marginx: 16, marginy: 16 })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const id of nodeIds) graph.setNode(id, { width: size.width, height: size.height })
  const known = new Set(nodeIds)
  edges.forEach((edge, index) => {
    if (known.has(edge.source) && known.has(edge.target)) graph.setEdge(edge.source, edge.target, {}, `e${index}`)
  })
  dagre.layout(graph)
  const positions = new Map<string, Point>()
  for (const id of nodeIds) {
    const node = graph.node(id) as Point
    positions.set(id, { x: node.x - size.width / 2, y: node.y - size.height / 2 })
  }
  const bends = new Map<number, Point[]>()
  edges.forEach((edge, index) => {
    if (!known.has(edge.source) || !known.has(edge.target) || edge.source === edge.target) return
    const points = (graph.edge({ v: edge.source, w: edge.target, name: `e${index}` }) as { points?: Point[] } | undefined)?.points ?? []
    // dagre gives the two ends and one point per column crossed: more than one means a long edge.
    if (points.length > 3) bends.set(index, points.slice(1, -1).map(({ x, y }) => ({ x, y })))
  })
  return { positions, bends }
}
