/**
 * Counts the boundary crossings of the project (deep imports between features or server modules,
 * app → server, server → scripts/openapi/src, shared → anything) and the cycles between areas.
 *
 *   npm run boundaries            # counts; exit 1 when any is above 0
 *   npm run boundaries -- --list  # every crossing, one a line
 */
import { areaCycles, importEdges, readRoot, violationOf, type Violation } from './graph'

const root = readRoot()
const edges = importEdges(root)
const counts = new Map<Violation, number>()
const lines: string[] = []
for (const edge of edges) {
  const violation = violationOf(edge)
  if (!violation) continue
  counts.set(violation, (counts.get(violation) ?? 0) + 1)
  lines.push(`${violation}: ${edge.from} → ${edge.to}`)
}
const featureCycles = areaCycles(edges, 'feature')
const moduleCycles = areaCycles(edges, 'module')

if (process.argv.includes('--list')) for (const line of lines.sort()) console.log(line)
const kinds: Violation[] = [
  'deep feature import',
  'deep module import',
  'app imports server',
  'server imports scripts or openapi/src or src',
  'shared imports a platform',
]
for (const kind of kinds) console.log(`${kind}: ${counts.get(kind) ?? 0}`)
console.log(`feature cycles: ${featureCycles.length}${featureCycles.map((cycle) => `\n  ${cycle.join(' ↔ ')}`).join('')}`)
console.log(`module cycles: ${moduleCycles.length}${moduleCycles.map((cycle) => `\n  ${cycle.join(' ↔ ')}`).join('')}`)
const total = lines.length + featureCycles.length + moduleCycles.length
process.exitCode = total > 0 ? 1 : 0
