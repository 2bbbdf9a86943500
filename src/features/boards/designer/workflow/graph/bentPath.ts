import type { Point } from '../layout'

/**
 * An SVG path from `from` through every bend to `to`, smoothed (Catmull-Rom as cubic Béziers), and
 * the point where its label goes: the middle bend, which lies between two columns of nodes.
 */
export function bentPath(from: Point, bends: readonly Point[], to: Point): { path: string; label: Point } {
  const points = [from, ...bends, to]
  let path = `M ${from.x},${from.y}`
  for (let index = 0; index < points.length - 1; index++) {
    const before = points[Math.max(0, index - 1)]!
    const start = points[index]!
    const end = points[index + 1]!
    const after = points[Math.min(points.length - 1, index + 2)]!
    const c1 = { x: start.x + (end.x - before.x) / 6, y: start.y + (end.y - before.y) / 6 }
    const c2 = { x: end.x - (after.x - start.x) / 6, y: end.y - (after.y - start.y) / 6 }
    path += ` C ${c1.x},${c1.y} ${c2.x},${c2.y} ${end.x},${end.y}`
  }
  const label = bends[Math.floor((bends.length - 1) / 2)] ?? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }
  return { path, label }
}
