/**
 * A small Markdown reader for previews (entity fields, board comments): headings, paragraphs,
 * lists, fenced code and inline bold / italic / code. It yields plain data rendered by the
 * template, so no HTML from the text ever reaches the page.
 */
export interface InlinePart {
  text: string
  bold?: boolean
  italic?: boolean
  code?: boolean
}

export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; parts: InlinePart[] }
  | { kind: 'paragraph'; parts: InlinePart[] }
  | { kind: 'list'; ordered: boolean; items: InlinePart[][] }
  | { kind: 'code'; text: string }

const INLINE = /(\*\*[^*]+\*\*|__[^_]+__|\*[^*]+\*|_[^_]+_|`[^`]+`)/g

export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = []
  for (const piece of text.split(INLINE)) {
    if (!piece) continue
    if (/^(\*\*|__).+\1$/.test(piece)) parts.push({ text: piece.slice(2, -2), bold: true })
    else if (/^`.+`$/.test(piece)) parts.push({ text: piece.slice(1, -1), code: true })
    else if (/^([*_]).+\1$/.test(piece)) parts.push({ text: piece.slice(1, -1), italic: true })
    else parts.push({ text: piece })
  }
  return parts
}

export function parseMarkdown(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = []
  const lines = source.replace(/\r\n?/g, '\n').split('\n')
  let paragraph: string[] = []
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', parts: parseInline(paragraph.join(' ')) })
    paragraph = []
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? ''
    if (line.startsWith('```')) {
      flush()
      const code: string[] = []
      for (i++; i < lines.length && !(lines[i] ?? '').startsWith('```'); i++) code.push(lines[i] ?? '')
      blocks.push({ kind: 'code', text: code.join('\n') })
      continue
    }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line)
    if (heading) {
      flush()
      blocks.push({ kind: 'heading', level: heading[1]!.length as 1 | 2 | 3, parts: parseInline(heading[2] ?? '') })
      continue
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line)
    if (item) {
      flush()
      const ordered = /\d/.test(item[1] ?? '')
      const last = blocks.at(-1)
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(parseInline(item[2] ?? ''))
      else blocks.push({ kind: 'list', ordered, items: [parseInline(item[2] ?? '')] })
      continue
    }
    if (line.trim() === '') flush()
    else paragraph.push(line.trim())
  }
  flush()
  return blocks
}

/** One line of a Markdown text for a grid cell: the inline parts of its blocks, joined by " · ". */
export function markdownLine(source: string): InlinePart[] {
  const parts: InlinePart[] = []
  for (const block of parseMarkdown(source)) {
    if (parts.length) parts.push({ text: ' · ' })
    if (block.kind === 'code') parts.push({ text: block.text.replace(/\s+/g, ' '), code: true })
    else if (block.kind === 'list') block.items.forEach((item, index) => parts.push(...(index ? [{ text: ', ' }] : []), ...item))
    else parts.push(...block.parts)
  }
  return parts
}
