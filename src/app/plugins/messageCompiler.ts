import type { MessageCompiler, MessageContext } from 'vue-i18n'

type Part = string | { named: string } | { list: number }

/** The helpers vue-i18n hands a message function at run time (`normalize` and `interpolate` are untyped there). */
interface RuntimeMessageContext {
  plural(cases: Part[][]): Part[]
  list(index: number): unknown
  named(key: string): unknown
  normalize(values: unknown[]): string
  interpolate(value: unknown): unknown
}

// `{name}` (named), `{0}` (list) and `{'text'}` (literal) placeholders of the vue-i18n syntax.
const placeholder = /\{\s*(?:'([^']*)'|(\d+)|([A-Za-z_$][\w$.-]*))\s*\}/g

function parseCase(source: string): Part[] {
  const parts: Part[] = []
  let last = 0
  for (const match of source.matchAll(placeholder)) {
    if (match.index > last) parts.push(source.slice(last, match.index))
    const [, literal, listIndex, name] = match
    if (literal !== undefined) parts.push(literal)
    else if (listIndex !== undefined) parts.push({ list: Number(listIndex) })
    else if (name !== undefined) parts.push({ named: name })
    last = match.index + match[0].length
  }
  if (last < source.length) parts.push(source.slice(last))
  return parts
}

/**
 * A small compiler for the message syntax this app uses: placeholders and `|` plural cases.
 * It replaces vue-i18n's full compiler so that compiler stays out of the first load; linked
 * messages (`@:key`) are not supported.
 */
export const compileMessage: MessageCompiler = (source) => {
  const text = typeof source === 'string' ? source : ''
  const cases = text.includes('|') ? text.split(/\s*\|\s*/) : [text]
  const compiled = cases.map(parseCase)
  return (messageContext: MessageContext) => {
    const ctx = messageContext as unknown as RuntimeMessageContext
    const parts = compiled.length > 1 ? ctx.plural(compiled) : (compiled[0] ?? [])
    return ctx.normalize(
      parts.map((part) => {
        if (typeof part === 'string') return part
        return ctx.interpolate('list' in part ? ctx.list(part.list) : ctx.named(part.named))
      }),
    )
  }
}
