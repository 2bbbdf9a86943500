import dagre from '@dagrejs/dagre'

export interface LayoutEdge {
  source: string
  target: string
}

export interface LayoutSize {
  width: number
  height: number
}

/**
 * Positions (top-left corners, as Vue Flow wants them) for a left-to-right layout of the nodes
 * joined by the edges. Positions are not stored: every layout starts from the model.
 */
export function layoutLeftToRight(
  nodeIds: readonly string[],
  edges: readonly LayoutEdge[],
  size: LayoutSize = { width: 200, height: 76 },
): Map<string, { x: number; y: number }> {
  const graph = new dagre.graphlib.Graph({ multigraph: true })
  graph.setGraph({ rankdir: 'LR', nodesep: 56, ranksep: 150, marginx: 16, marginy: 16 })
  graph.setDefaultEdgeLabel(() => ({}))
  for (const id of nodeIds) graph.setNode(id, { width: size.width, height: size.height })
  const known = new Set(nodeIds)
  edges.forEach((edge, index) => {
    if (known.has(edge.source) && known.has(edge.target)) graph.setEdge(edge.source, edge.target, {}, `e${index}`)
  })
  dagre.layout(graph)
  const positions = new Map<string, { x: number; y: number }>()
  for (const id of nodeIds) {
    const node = graph.node(id) as { x: number; y: number }
    positions.set(id, { x: node.x - size.width / 2, y: node.y - size.height / 2 })
  }
  return positions
}
