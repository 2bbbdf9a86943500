import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admin, createDefinition, leanDemoApi, uniqueName } from '../../test/fixtures/entities/schema'
import { startTestApi, type TestApi } from '../../test/testApi'

// Aliases expand without bound ("billion laughs") or point nowhere: both are refused at their position.
let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

const yamlPath = `${admin}/entity-definitions/yaml`

/** A valid export with one text field whose default value is `value` (any YAML). */
async function withDefaultValue(value: string[]): Promise<string> {
  const definition = await createDefinition(api)
  const exported = await api.ok<string>('GET', `${admin}/entity-definitions/${definition.Id}/yaml`)
  return exported.replace(/^(\s*)fields: \[\]$/m, (_, indent: string) =>
    [
      `${indent}fields:`,
      `${indent}  - key: note`,
      `${indent}    displayName: Note`,
      `${indent}    type: Text`,
      `${indent}    defaultValue:`,
      `${indent}      kind: Static`,
      ...value.map((line) => `${indent}      ${line}`),
    ].join('\n'),
  )
}

const lineOf = (yaml: string, text: string) => String(yaml.split('\n').findIndex((line) => line.includes(text)) + 1)

describe('Entity YAML aliases', () => {
  it('refuses an alias bomb with 400 at the alias, for plan and import', async () => {
    const bomb = await withDefaultValue([
      'value:',
      '  a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
      '  b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      '  c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      '  d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      '  e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      '  f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      '  g: [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
    ])
    for (const step of ['plan', 'import']) {
      const reply = await api.call('POST', `${yamlPath}/${step}`, { Yaml: bomb, TargetName: uniqueName('bomb') })
      expect(reply.status).toBe(400)
      expect(reply.body.Errors[0]).toMatchObject({
        Code: 'workspace.entities.yaml.invalid',
        Field: 'Yaml',
        Metadata: expect.objectContaining({ line: lineOf(bomb, 'b: &b'), column: expect.any(String) }),
      })
      expect(reply.body.Errors[0]?.Message).toMatch(/alias/i)
    }
  })

  it('refuses an alias without its anchor with 400 naming it and its position', async () => {
    const yaml = await withDefaultValue(['value: *nowhere'])
    const reply = await api.call('POST', `${yamlPath}/plan`, { Yaml: yaml, TargetName: uniqueName('alias') })
    expect(reply.status).toBe(400)
    expect(reply.body.Errors[0]).toMatchObject({
      Code: 'workspace.entities.yaml.invalid',
      Metadata: expect.objectContaining({ line: lineOf(yaml, '*nowhere') }),
    })
    expect(reply.body.Errors[0]?.Message).toContain('nowhere')
  })
})
