import { describe, expect, it } from 'vitest'

// One German word per product term (docs/development.md, "German terms"): these are the other
// words once used for the same things.
const avoided: { word: RegExp; use: string }[] = [
  { word: /Arbeitsbereich/i, use: 'Workspace' },
  { word: /Entitlement/i, use: 'Anspruch / Ansprüche' },
  { word: /Berechtigungsmodell/i, use: 'Anspruchsmodell (entitlements are not permissions)' },
  { word: /Funktionsl(ä|a)uf/i, use: 'Ausführung' },
]

function messages(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]]
  if (!tree || typeof tree !== 'object') return []
  return Object.entries(tree).flatMap(([key, value]) => messages(value, path ? `${path}.${key}` : key))
}

describe('German messages', () => {
  const files = import.meta.glob<unknown>('./de/*.json', { eager: true, import: 'default' })
  const all = Object.entries(files).flatMap(([path, tree]) =>
    messages(tree).map(([key, text]) => ({ file: path.replace('./de/', ''), key, text })),
  )

  it('use one word per product term', () => {
    const offending = all.flatMap(({ file, key, text }) =>
      avoided.filter(({ word }) => word.test(text)).map(({ word, use }) => `${file} ${key}: "${text}" (${word.source} → ${use})`),
    )
    expect(offending).toEqual([])
  })

  it('name the function operations module the same in the navigation and on its pages', () => {
    const text = (file: string, key: string) => all.find((message) => message.file === file && message.key === key)?.text
    expect(text('modules.json', 'functionOperations.title')).toBe(text('functionOperations.json', 'title'))
  })
})
