import { relative, sep } from 'node:path'
import type { Rule } from 'eslint'
import { importRefusal } from '../allowedImports'

/** The lint rule that refuses imports outside the allowed packages and the project, at their place in the source. */

export const sandboxPluginName = 'ui-sandbox'
export const allowedImportsRuleId = `${sandboxPluginName}/allowed-imports`

function staticStart(node: Rule.Node): string | null {
  if (node.type === 'Literal') return typeof node.value === 'string' ? node.value : null
  if (node.type === 'TemplateLiteral') return node.quasis[0]?.value.cooked ?? null
  return null
}

export const allowedImportsRule: Rule.RuleModule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only the project\'s own files and vue, pinia, vuetify, vue-router and @mdi/js can be imported.' },
    schema: [],
  },
  create(context) {
    const importer = relative(context.cwd, context.filename).split(sep).join('/')
    const check = (node: Rule.Node, specifier: string) => {
      const refusal = importRefusal(specifier, importer)
      if (refusal) context.report({ node, message: refusal })
    }
    const checkSource = (source: Rule.Node | null | undefined) => {
      if (source?.type === 'Literal' && typeof source.value === 'string') check(source, source.value)
    }
    return {
      ImportDeclaration: (node) => checkSource(node.source as Rule.Node),
      ExportAllDeclaration: (node) => checkSource(node.source as Rule.Node),
      ExportNamedDeclaration: (node) => checkSource(node.source as Rule.Node | null),
      ImportExpression(node) {
        const source = node.source as Rule.Node
        const start = staticStart(source)
        if (source.type === 'Literal' && start !== null) return check(source, start)
        // A computed path must at least start inside the project; the bundler checks each file it finds.
        if (start === null || !(start.startsWith('./') || start.startsWith('../'))) {
          context.report({ node: source, message: 'import() needs a path that starts with "./" or "../" (or a package name in quotes).' })
        } else {
          check(source, `${start}x`)
        }
      },
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') {
          context.report({ node, message: 'require() is not available: the project is an ES module; use import.' })
        }
      },
    }
  },
}
