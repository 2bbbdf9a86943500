import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addField, admin, createDefinition, leanDemoApi } from '../test/fixtures/entities/schema'
import { startTestApi, type TestApi } from '../test/testApi'
import { translateMessage } from '../platform/messages/translate'

let api: TestApi
beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})
afterAll(async () => {
  await api?.close()
})

const inGerman = { 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.5' }

describe('answers in the language of the request', () => {
  it('refuses in German when the request asks for German, in English otherwise', async () => {
    const definition = await createDefinition(api)
    const tableId = definition.Tables[0]!.Id
    await addField(api, tableId, { Key: 'title', DisplayName: 'Title', FieldType: 0 })
    const again = { Key: 'title', DisplayName: 'Title again', FieldType: 0 }
    const english = await api.call('POST', `${admin}/entity-definition-tables/${tableId}/fields`, again)
    const german = await api.call('POST', `${admin}/entity-definition-tables/${tableId}/fields`, again, 'admin', inGerman)
    expect(english.status).toBe(409)
    expect(german.status).toBe(409)
    const englishMessage = english.body.Errors[0]!.Message
    expect(englishMessage).toBe('The key "title" is already used in this table.')
    expect(german.body.Errors[0]).toMatchObject({ Code: english.body.Errors[0]!.Code, Field: 'Key', Message: translateMessage(englishMessage, 'de') })
    expect(german.body.Errors[0]!.Message).not.toBe(englishMessage)
    expect(german.body.Errors[0]!.Message).toContain('title')
  })

  it('gives expression verdicts in German, and leaves what users wrote as they wrote it', async () => {
    const definition = await createDefinition(api)
    await addField(api, definition.Tables[0]!.Id, { Key: 'amount', DisplayName: 'Amount', FieldType: 2 })
    const verdict = await api.call<{ Diagnostics: Array<{ Message: string }> }>(
      'POST',
      `${admin}/expressions/validate`,
      { Expression: 'amountt > 1', Purpose: 4, EntityDefinitionId: definition.Id },
      'admin',
      inGerman,
    )
    const message = verdict.body.Data.Diagnostics[0]!.Message
    expect(message).not.toContain('There is no field')
    expect(message).toContain('amountt')

    const written = 'Name is required.'
    await api.ok('POST', `${admin}/entity-definitions/${definition.Id}/validation-rules`, { Name: 'named', DisplayName: 'Named', Expression: 'amount > 0', Message: written })
    const rules = await api.call<Array<{ Message: string }>>('GET', `${admin}/entity-definitions/${definition.Id}/validation-rules`, undefined, 'admin', inGerman)
    expect(rules.body.Data.map((rule) => rule.Message)).toEqual([written])
  })

  it('explains a refused permission in German', async () => {
    const refused = await api.call('POST', `${admin}/entity-definitions`, { Name: 'x', DisplayNameSingular: 'X', DisplayNamePlural: 'Xs' }, 'operator', inGerman)
    expect(refused.status).toBe(403)
    const english = await api.call('POST', `${admin}/entity-definitions`, { Name: 'x', DisplayNameSingular: 'X', DisplayNamePlural: 'Xs' }, 'operator')
    const detail = (english.body as unknown as { detail: string }).detail
    expect((refused.body as unknown as { detail: string }).detail).toBe(translateMessage(detail, 'de'))
  })
})
