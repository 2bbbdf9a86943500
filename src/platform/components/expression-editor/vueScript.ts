/** The script blocks of a Vue single-file component, for checking them as TypeScript where they stand. */

const SCRIPT_BLOCK = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)/gi

/** The `.vue` text with everything but its script blocks' contents turned into spaces (newlines kept). */
export function scriptShadow(text: string): string {
  const blank = (part: string) => part.replace(/[^\n]/g, ' ')
  let shadow = ''
  let last = 0
  for (const match of text.matchAll(SCRIPT_BLOCK)) {
    const [, open = '', body = ''] = match
    const start = match.index ?? 0
    shadow += blank(text.slice(last, start + open.length)) + body
    last = start + open.length + body.length
  }
  return shadow + blank(text.slice(last))
}

/** Whether a `.vue` file has a TypeScript script block (plain JavaScript ones are not type-checked). */
export function hasTypeScriptBlock(text: string): boolean {
  return [...text.matchAll(SCRIPT_BLOCK)].some(([, open = '']) => /\blang\s*=\s*["']ts["']/i.test(open))
}
