import { badRequest } from '../../../http/errors'
import { AdminCode } from './validation'
import { BindingDirection } from '../../../../shared/enums'
export { BindingDirection } from '../../../../shared/enums'

/**
 * Reference-field paths between a model's role definitions (docs/entitlements.md). A path is a
 * dot-separated chain of at most five steps: `fieldKey` follows a Reference field of the current
 * definition to the definition it references (Direction 0 Forward); `~definitionName.fieldKey`
 * follows definitionName's Reference field backwards to definitionName (Direction 1 Reverse), the
 * field having to reference the current definition.
 */

export const maxPathSteps = 5

export interface PathStep {
  Direction: BindingDirection
  SourceEntityDefinitionId: string
  SourceReferenceFieldId: string
  SourceReferenceFieldKey: string
  TargetEntityDefinitionId: string
}

export interface ResolvedPath {
  /** The canonical spelling: definition names and field keys as defined. */
  PathKey: string
  Steps: PathStep[]
}

export interface PathReference {
  id: string
  key: string
  targetDefinitionId: string
}

export interface PathDefinition {
  id: string
  name: string
  references: PathReference[]
}

/** Where the resolver reads definitions: by id and by name (case-insensitive). */
export interface PathDefinitions {
  byId(id: string): Promise<PathDefinition | null>
  byName(name: string): Promise<PathDefinition | null>
}

interface RawStep {
  text: string
  reverseFrom: string | null
  fieldKey: string
}

/** '' and null mean "no path". */
export const isEmptyPath = (pathKey: string | null | undefined): boolean => !pathKey?.trim()

function parseSteps(pathKey: string, fail: (message: string) => never): RawStep[] {
  const tokens = pathKey.split('.').map((token) => token.trim())
  const steps: RawStep[] = []
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!
    if (token.startsWith('~')) {
      const fieldKey = tokens[index + 1]
      const definitionName = token.slice(1)
      if (!definitionName || !fieldKey) fail(`Step "${token}" must read ~definitionName.fieldKey.`)
      steps.push({ text: `${token}.${fieldKey}`, reverseFrom: definitionName, fieldKey })
      index += 1
    } else {
      if (!token) fail('The path has an empty step.')
      steps.push({ text: token, reverseFrom: null, fieldKey: token })
    }
  }
  if (steps.length > maxPathSteps) fail(`A path has at most ${maxPathSteps} steps.`)
  return steps
}

/**
 * Resolves `pathKey` from the definition `fromId`; it must end at `toId`. Empty → no steps. 400
 * `pathInvalid` on `field` naming the step that failed.
 */
export async function resolvePath(definitions: PathDefinitions, fromId: string, toId: string, pathKey: string | null | undefined, field: string): Promise<ResolvedPath> {
  const fail = (message: string): never => {
    throw badRequest(AdminCode.pathInvalid, message, field)
  }
  if (isEmptyPath(pathKey)) return { PathKey: '', Steps: [] }
  const steps: PathStep[] = []
  const spelled: string[] = []
  let current = await definitions.byId(fromId)
  if (!current) return fail('The path starts at an entity definition that does not exist.')
  for (const raw of parseSteps(pathKey!.trim(), fail)) {
    const here: PathDefinition = current
    if (raw.reverseFrom === null) {
      const field = here.references.find((reference) => reference.key.toLowerCase() === raw.fieldKey.toLowerCase())
      if (!field) return fail(`Step "${raw.text}": ${here.name} has no reference field "${raw.fieldKey}".`)
      steps.push({ Direction: BindingDirection.Forward, SourceEntityDefinitionId: here.id, SourceReferenceFieldId: field.id, SourceReferenceFieldKey: field.key, TargetEntityDefinitionId: field.targetDefinitionId })
      spelled.push(field.key)
      current = await definitions.byId(field.targetDefinitionId)
      if (!current) return fail(`Step "${raw.text}" leads to an entity definition that does not exist.`)
    } else {
      const source = await definitions.byName(raw.reverseFrom)
      if (!source) return fail(`Step "${raw.text}": there is no entity definition "${raw.reverseFrom}".`)
      const field = source.references.find((reference) => reference.key.toLowerCase() === raw.fieldKey.toLowerCase())
      if (!field) return fail(`Step "${raw.text}": ${source.name} has no reference field "${raw.fieldKey}".`)
      if (field.targetDefinitionId !== here.id) return fail(`Step "${raw.text}": ${source.name}.${field.key} does not reference ${here.name}.`)
      steps.push({ Direction: BindingDirection.Reverse, SourceEntityDefinitionId: source.id, SourceReferenceFieldId: field.id, SourceReferenceFieldKey: field.key, TargetEntityDefinitionId: source.id })
      spelled.push(`~${source.name}.${field.key}`)
      current = source
    }
  }
  if (current.id !== toId) {
    const end = await definitions.byId(toId)
    fail(`The path ends at ${current.name}, not at ${end?.name ?? 'the role\'s definition'}.`)
  }
  return { PathKey: spelled.join('.'), Steps: steps }
}
