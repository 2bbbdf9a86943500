import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The messages the server can answer, read from its source: the message argument of the error
 * helpers (badRequest, conflict, notFound, forbidden, unauthorized, issue), the `Message`,
 * `message`, `Description`, `BlockedReason` and `detail` members written as text, and every other
 * text that reads as a sentence (messages passed through a module's own helpers), in the server
 * and in the expression language; also the phrases chosen inside a message. Each is a template:
 * an interpolated part becomes `{0}`, `{1}`, …
 */
export interface MessageTemplate {
  template: string
  where: string
}

const messageArgument: Record<string, number> = { badRequest: 1, conflict: 1, issue: 1, notFound: 0, forbidden: 0, unauthorized: 0 }
const messageMembers = new Set(['Message', 'message', 'Description', 'BlockedReason', 'detail'])

/** The template of a text expression, or null when it is not text written here. */
export function templateOf(node: ts.Expression): string | null {
  if (ts.isParenthesizedExpression(node)) return templateOf(node.expression)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text
    node.templateSpans.forEach((span, index) => (text += `{${index}}${span.literal.text}`))
    return text
  }
  return null
}

/** Whether a template says something in words (not a bare value such as a code or a key). */
const hasWords = (template: string) => /[A-Za-z]{2,}\s+[A-Za-z]/.test(template.replace(/\{\d+\}/g, ''))

/** Text that reads as a sentence: capital, quote or value first, words inside, a full stop (or ? !, or a phrase chosen in code) last. */
const isSentence = (template: string) => !/^\s*(SELECT|UPDATE|INSERT|DELETE|WITH)\b/.test(template) && /^(\{\d+\}|[A-Z“"'])/.test(template) && /([.?!]|\{\d+\})$/.test(template) && / [a-z]+ /.test(template)

export function extractTemplates(file: string, source: string, root: string): MessageTemplate[] {
  const found: MessageTemplate[] = []
  /** Literals already taken as a message argument or member (not counted twice). */
  const inMessagePosition = new Set<ts.Node>()
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const record = (template: string, node: ts.Node) => {
    if (!hasWords(template)) return
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart())
    found.push({ template, where: `${relative(root, file)}:${line + 1}` })
  }
  const add = (node: ts.Expression): void => {
    inMessagePosition.add(node)
    const inner = ts.isParenthesizedExpression(node) ? node.expression : node
    const choice =
      ts.isConditionalExpression(inner) ? [inner.whenTrue, inner.whenFalse]
      : ts.isBinaryExpression(inner) && [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(inner.operatorToken.kind) ? [inner.left, inner.right]
      : null
    if (choice) return choice.forEach(add)
    const template = templateOf(inner)
    if (template !== null) record(template, node)
    // A phrase chosen inside a message (`${suggestion ? `; did you mean “${suggestion}”?` : '.'}`) is
    // a template of its own: it is translated where it stands in the message.
    if (ts.isTemplateExpression(inner)) for (const span of inner.templateSpans) add(span.expression)
  }
  const visit = (node: ts.Node): void => {
    // Any sentence the server writes (a message passed through a helper of its own included).
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) && !inMessagePosition.has(node)) {
      const template = templateOf(node)
      if (template !== null && isSentence(template)) add(node)
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const index = messageArgument[node.expression.text]
      const argument = index === undefined ? undefined : node.arguments[index]
      if (argument) add(argument)
    }
    if (ts.isPropertyAssignment(node) && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) && messageMembers.has(node.name.text)) add(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

/** The server's and the expression language's source files (tests, seed and UI templates left out). */
function sourceFiles(root: string): string[] {
  return ['server', 'shared/expressions'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((name) => join(root, folder, name))
      // Repositories and the database layer hold SQL, not messages.
      .filter((name) => name.endsWith('.ts') && !/\.(test|repo)\.ts$/.test(name) && !/[\\/](test|seed|templates|messages|db|storage)[\\/]/.test(name)),
  )
}

/** Every template of the server's and the expression language's source files. */
export function serverMessageTemplates(root: string): MessageTemplate[] {
  return sourceFiles(root).flatMap((file) => extractTemplates(file, readFileSync(file, 'utf8'), root))
}

/** The display names of the built-in (system) functions: `displayName: '…'` in a builtin's file. */
export function builtinFunctionNames(root: string): string[] {
  const names = sourceFiles(root)
    .filter((file) => /[\\/]builtins[\\/]|\.builtin\.ts$/.test(file))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/^\s*displayName: '([^']+)'/gm)].map((match) => match[1]!))
  return [...new Set(names)]
}
