/** Names and literals the page generators derive from definition data that may hold anything. */

/**
 * A JavaScript string literal that is safe inside an SFC `<script>` block: JSON escapes quotes,
 * backslashes and control characters; `<` and `>` are escaped too, or a name holding `</script>`
 * would end the block early. Backticks and `${` are plain characters in a double-quoted string.
 */
export function scriptLiteral(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

/** Lower-case ASCII words of a name: `CustomerOrders`, `customer_orders` and `Customer Orders` give the same. */
function words(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
}

// Leaves room for "-details" within the 64 characters of a page key.
const maxSlugLength = 48

/** A page key part: kebab-case ASCII, starting with a letter (`entity` when nothing usable is left). */
export function slugOf(value: string): string {
  const joined = words(value).join('-')
  const slug = (/^[0-9]/.test(joined) ? `entity-${joined}` : joined).slice(0, maxSlugLength).replace(/-+$/, '')
  return slug === '' ? 'entity' : slug
}

/** A component file name from a page key: `customers-list` gives `CustomersList`. */
export function pascalOf(value: string): string {
  return words(value)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')
}

/** What the build accepts as a page key (build/descriptors.ts); the component name is never empty. */
export const pageKeyPattern = /^[a-z][a-z0-9-]{0,63}$/

const maxTitleLength = 200

/** workspace.json titles are 1 to 200 UTF-16 units and not blank; a cut never splits a surrogate pair. */
export function pageTitle(displayName: string, fallback: string): string {
  const title = [displayName, fallback].find((candidate) => candidate.trim() !== '') ?? 'Page'
  return title.length <= maxTitleLength ? title : title.slice(0, maxTitleLength).replace(/[\uD800-\uDBFF]$/, '')
}
