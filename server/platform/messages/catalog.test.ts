import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { german } from './de'
import { builtinFunctionNames, extractTemplates, serverMessageTemplates } from './extract'
import { germanFunctionNames } from './functionNames.de'

const root = fileURLToPath(new URL('../../..', import.meta.url))
const placeholders = (text: string) => (text.match(/\{\d+(?::phrase)?\}/g) ?? []).map((found) => found.replace(":phrase", "")).sort()

describe('the German catalog', () => {
  it('has every message the server can answer, with the same placeholders', () => {
    const templates = serverMessageTemplates(root)
    expect(templates.length).toBeGreaterThan(300)
    const missing = [...new Set(templates.filter(({ template }) => !(template in german)).map(({ template, where }) => `${where}: ${template}`))]
    expect(missing, 'messages without German (add them to server/platform/messages/de.ts)').toEqual([])
    const mismatched = Object.entries(german).filter(([english, translated]) => placeholders(english).join() !== placeholders(translated).join())
    expect(mismatched).toEqual([])
  })

  it('names every built-in function in German', () => {
    const names = builtinFunctionNames(root)
    expect(names.length).toBeGreaterThan(5)
    expect(names.filter((name) => !(name in germanFunctionNames))).toEqual([])
  })

  it('reads the messages of the source, interpolations as placeholders, phrases chosen inside as their own', () => {
    const source = [
      "throw badRequest('x.code', `Subject may have at most ${max} characters.`, 'Subject')",
      "throw notFound(exists ? 'The item was removed.' : `There is no item \"${id}\".`)",
      "const issue = { Code: 'x', Message: 'Name is required.' }",
      "const hint = `There is no field \"${key}\"${close ? `; did you mean \"${close}\"?` : '.'}`",
      "const sql = `SELECT id FROM boards WHERE key = ${key}`",
      "const code = 'workspace.notFound'",
    ].join('\n')
    expect(extractTemplates('/r/server/x.ts', source, '/r').map((found) => found.template)).toEqual([
      'Subject may have at most {0} characters.',
      'The item was removed.',
      'There is no item "{0}".',
      'Name is required.',
      'There is no field "{0}"{1}',
      '; did you mean "{0}"?',
    ])
  })
})
