/**
 * Counts the boundary crossings that the `boundaries/*` lint rules refuse (scripts/boundaries/plugin.js):
 * deep imports between app features or server modules, app → server, server → scripts/openapi/src,
 * shared → anything, and imports closing a circle of features or modules.
 *
 *   npm run boundaries            # counts; exit 1 when any is above 0
 *   npm run boundaries -- --list  # every crossing, one a line
 */
import { relative } from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import vueParser from 'vue-eslint-parser'
import boundaries, { projectRoot } from './plugin.js'

const rules = { 'boundaries/entry-only': 'error', 'boundaries/no-area-cycles': 'error', 'boundaries/sql-in-repositories': 'error' } as const
const eslint = new ESLint({
  cwd: projectRoot,
  overrideConfigFile: true,
  // Only the boundary rules run here; inline directives name rules this config does not load.
  allowInlineConfig: false,
  overrideConfig: [
    { ignores: ['**/dist/**', 'dist-*/**', '**/node_modules/**', 'shared/contract/**', 'server/modules/ui-project/templates/*/**'] },
    { files: ['**/*.{ts,js,mjs}'], languageOptions: { parser: tseslint.parser }, plugins: { boundaries }, rules },
    {
      files: ['**/*.vue'],
      languageOptions: { parser: vueParser, parserOptions: { parser: tseslint.parser, sourceType: 'module' } },
      plugins: { boundaries },
      rules,
    },
  ],
})
const results = await eslint.lintFiles(['src', 'server', 'shared', 'scripts', 'openapi', 'e2e'])
const counts = new Map<string, number>()
const lines: string[] = []
for (const result of results) {
  for (const message of result.messages) {
    const kind = message.messageId ?? message.ruleId ?? 'parse error'
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
    lines.push(`${kind}: ${relative(projectRoot, result.filePath)}:${message.line} ${message.message}`)
  }
}
if (process.argv.includes('--list')) for (const line of lines.sort()) console.log(line)
const kinds = ['deepFeatureImport', 'deepModuleImport', 'appImportsServer', 'serverImportsTooling', 'sharedImportsPlatform', 'areaCycle', 'sqlOutsideRepository']
for (const kind of [...kinds, ...[...counts.keys()].filter((kind) => !kinds.includes(kind))]) console.log(`${kind}: ${counts.get(kind) ?? 0}`)
process.exitCode = lines.length > 0 ? 1 : 0
