import type { Db } from '../../../db'
import { listDisplayNames } from '../definitions.repo'
import type { YamlDefinition } from './format'

const maxDisplayNameLength = 200

/**
 * A copy keeps its document's display names while no definition uses them; otherwise it is told apart
 * from the original in every list: "Order (copy)", then "Order (copy 2)", … (both names free).
 */
export async function copyDisplayNames(db: Db, definition: YamlDefinition): Promise<Pick<YamlDefinition, 'displayNameSingular' | 'displayNamePlural'>> {
  const taken = new Set((await listDisplayNames(db)).flatMap((row) => [row.singular, row.plural]))
  const isFree = (names: Pick<YamlDefinition, 'displayNameSingular' | 'displayNamePlural'>) =>
    !taken.has(names.displayNameSingular.toLowerCase()) && !taken.has(names.displayNamePlural.toLowerCase())
  const original = { displayNameSingular: definition.displayNameSingular, displayNamePlural: definition.displayNamePlural }
  if (isFree(original)) return original
  for (let copy = 1; ; copy++) {
    const suffix = copy === 1 ? ' (copy)' : ` (copy ${copy})`
    const withSuffix = (name: string) => `${name.trim().slice(0, maxDisplayNameLength - suffix.length)}${suffix}`
    const names = { displayNameSingular: withSuffix(original.displayNameSingular), displayNamePlural: withSuffix(original.displayNamePlural) }
    if (isFree(names)) return names
  }
}
