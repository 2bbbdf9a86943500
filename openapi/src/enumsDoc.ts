import { enums } from './enums'

/** Renders docs/contract-enums.md from enums.ts, so the names are written down in one place only. */
export function renderEnumsDoc(): string {
  const lines = [
    '# Enumeration names',
    '',
    'The platform specification gives enumerations as int32 numbers and names only the business-function',
    'run and job states. The names below are ours; the documents carry them as `x-enum-varnames`, with',
    '`x-enum-names: assumed` (or `documented` for the run and job states, whose numbers follow the order',
    'the spec lists them in). Source: `openapi/src/enums.ts`; this page is written by `npm run contract:build`.',
    '',
    '`EntityDisabledOperations` is a flag set: any bitwise combination of its values is valid, so its schema',
    'has no `enum` and lists the flags in `x-enum-values` (`x-enum-flags: true`).',
    '',
    '| Enumeration | Names | Values |',
    '|---|---|---|',
  ]
  for (const [name, definition] of Object.entries(enums)) {
    const values = definition.values.map((value, index) =>
      typeof value === 'number' ? `${value} ${definition.names[index]}` : value,
    )
    lines.push(`| ${name} | ${definition.namesSource} | ${values.join(', ')} |`)
  }
  return `${lines.join('\n')}\n`
}
