import { isMap, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node } from 'yaml'
import type { Issue } from '../../../http/envelope'
import { documentSpec, yamlVersion, type Spec, type YamlDocument } from './format'

export const yamlIssueCode = 'workspace.entities.yaml.invalid'

export interface Position {
  line: number
  column: number
}

/** A strictly checked document and where each of its parts is written. */
export interface ParsedYaml {
  document: YamlDocument
  /** Position of a path such as `definitions[0].tables[0].fields[2]` (the nearest known one). */
  positionOf(path: string): Position
}

export function yamlIssue(message: string, position: Position, path?: string): Issue {
  const found: Issue = {
    Code: yamlIssueCode,
    Message: `Line ${position.line}, column ${position.column}: ${message}`,
    Field: 'Yaml',
    Metadata: { line: String(position.line), column: String(position.column) },
  }
  if (path) found.Metadata = { ...found.Metadata, path }
  return found
}

export class YamlInvalid extends Error {
  constructor(readonly issues: Issue[]) {
    super(issues.map((issue) => issue.Message).join('; '))
  }
}

function describe(spec: Spec): string {
  switch (spec.kind) {
    case 'string':
      return spec.nullable ? 'text or null' : 'text'
    case 'integer':
      return spec.nullable ? 'a whole number or null' : 'a whole number'
    case 'boolean':
      return 'true or false'
    case 'enum':
      return `one of ${spec.names.join(', ')}${spec.nullable ? ' or null' : ''}`
    case 'array':
      return 'a list'
    case 'object':
      return `a ${spec.label} mapping`
    default:
      return 'a value'
  }
}

/**
 * Entity YAML never needs aliases, and expanding them is where YAML turns hostile (an alias bomb grows
 * to billions of nodes; an alias without its anchor cannot be resolved): each one is refused where it is.
 */
function aliasIssues(document: Document.Parsed, at: (offset: number) => Position): Issue[] {
  const issues: Issue[] = []
  const anchors = new Set<string>()
  visit(document, {
    Node(_key, node) {
      if (node.anchor) anchors.add(node.anchor)
    },
    Alias(_key, node) {
      const position = at(node.range?.[0] ?? 0)
      issues.push(
        yamlIssue(
          anchors.has(node.source)
            ? `Aliases (*${node.source}) are not supported in Entity YAML; write the value out.`
            : `The alias *${node.source} has no anchor &${node.source} before it; write the value out.`,
          position,
        ),
      )
      return visit.SKIP
    },
  })
  return issues
}

/** Parses Entity YAML v8 strictly; throws YamlInvalid with every problem and its line and column. */
export function parseEntityYaml(text: string): ParsedYaml {
  const lineCounter = new LineCounter()
  const parsed = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset)
    return { line, column: col }
  }
  const issues: Issue[] = []
  for (const error of parsed.errors) issues.push(yamlIssue(error.message.split('\n')[0] ?? error.message, at(error.pos[0])))
  if (issues.length === 0) issues.push(...aliasIssues(parsed, at))
  if (issues.length > 0) throw new YamlInvalid(issues)

  const positions = new Map<string, Position>()
  const fail = (message: string, node: Node | null | undefined, fallback: Position, path: string) => {
    issues.push(yamlIssue(message, node?.range ? at(node.range[0]) : fallback, path))
  }

  const check = (node: Node | null | undefined, spec: Spec, path: string, fallback: Position, name: string): void => {
    const position = node?.range ? at(node.range[0]) : fallback
    positions.set(path, position)
    const scalar = isScalar(node) ? node.value : undefined
    const isNull = node === null || node === undefined || (isScalar(node) && node.value === null)
    const wrongType = () => fail(`"${name}" must be ${describe(spec)}.`, node, fallback, path)
    switch (spec.kind) {
      case 'any':
        return
      case 'string':
        if (isNull ? !spec.nullable : typeof scalar !== 'string') wrongType()
        return
      case 'integer':
        if (isNull ? !spec.nullable : !(typeof scalar === 'number' && Number.isInteger(scalar))) wrongType()
        return
      case 'boolean':
        if (typeof scalar !== 'boolean') wrongType()
        return
      case 'enum':
        if (isNull ? !spec.nullable : !(typeof scalar === 'string' && spec.names.includes(scalar))) wrongType()
        return
      case 'array':
        if (!isSeq(node)) return wrongType()
        node.items.forEach((item, index) => check(item as Node, spec.items, `${path}[${index}]`, position, `${name}[${index}]`))
        return
      case 'object': {
        if (!isMap(node)) return wrongType()
        const seen = new Set<string>()
        for (const pair of node.items) {
          const keyNode = pair.key as Node
          const key = isScalar(keyNode) ? String(keyNode.value) : ''
          const member = spec.members[key]
          if (!member) {
            fail(`Unknown key "${key}" in ${spec.label}; allowed: ${Object.keys(spec.members).join(', ')}.`, keyNode, position, path)
            continue
          }
          seen.add(key)
          check(pair.value as Node | null, member, path ? `${path}.${key}` : key, keyNode?.range ? at(keyNode.range[0]) : position, key)
        }
        for (const key of spec.required) if (!seen.has(key)) fail(`The ${spec.label} needs "${key}".`, node, position, path)
        return
      }
    }
  }

  const start = { line: 1, column: 1 }
  check(parsed.contents as Node | null, documentSpec, '', start, 'document')
  const document = parsed.toJS() as YamlDocument | null
  if (typeof document?.version === 'number' && document.version !== yamlVersion) {
    const versionNode = isMap(parsed.contents) ? (parsed.contents.get('version', true) as Node | undefined) : undefined
    fail(`Only Entity YAML version ${yamlVersion} can be imported; this document says version ${String(document.version)}.`, versionNode, start, 'version')
  }
  if (issues.length > 0) throw new YamlInvalid(issues)
  return {
    document: document as YamlDocument,
    positionOf(path) {
      for (let current = path; ; current = current.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
        const found = positions.get(current)
        if (found) return found
        if (current === '') return start
      }
    },
  }
}
