import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DefaultsLocale, DefaultStatus } from '../defaults'
import { boardPath, boardsAdmin, createBoard } from '../../../test/fixtures/boards/admin'
import { startTestApi, type TestApi } from '../../../test/testApi'
import { leanDemoApi } from '../../../test/fixtures/entities/schema'

/** The answer of the Boards switch: its state, the localized defaults of new boards, its version. */
interface BoardsModuleSettings {
  Enabled: boolean
  LocalizedDefaults: { Locale: DefaultsLocale; Statuses: DefaultStatus[] }
  RowVersion: string
}

let api: TestApi

beforeAll(async () => {
  api = await startTestApi(leanDemoApi)
})

afterAll(async () => {
  await api?.close()
})

const profileModules = async () =>
  (await api.ok<{ Modules: Record<string, { Enabled: boolean }> }>('GET', '/api/workspace/auth/me')).Modules.Boards

describe('the Boards module switch', () => {
  it('reads the switch with localized defaults (Accept-Language de or en wins)', async () => {
    const english = await api.ok<BoardsModuleSettings>('GET', `${boardsAdmin}/module`)
    expect(english).toMatchObject({
      Enabled: true,
      LocalizedDefaults: {
        Locale: 'en',
        Statuses: [
          { Key: 'open', DisplayName: 'To do', MetaType: 0, Color: expect.any(String) },
          { Key: 'in-progress', DisplayName: 'In progress', MetaType: 1, Color: expect.any(String) },
          { Key: 'done', DisplayName: 'Done', MetaType: 2, Color: expect.any(String) },
        ],
      },
      RowVersion: expect.any(String),
    })
    const german = await api.call<BoardsModuleSettings>('GET', `${boardsAdmin}/module`, undefined, 'admin', { 'Accept-Language': 'de' })
    expect(german.body.Data.LocalizedDefaults).toMatchObject({ Locale: 'de', Statuses: [{ DisplayName: 'Offen' }, { DisplayName: 'In Arbeit' }, { DisplayName: 'Erledigt' }] })
    const french = await api.call<BoardsModuleSettings>('GET', `${boardsAdmin}/module`, undefined, 'admin', { 'Accept-Language': 'fr-FR' })
    expect(french.body.Data.LocalizedDefaults.Locale).toBe('en')
  })

  it('disables the module: board operations answer 403 with the code, the profile follows, the switch still works', async () => {
    const board = await createBoard(api)
    const before = await api.ok<BoardsModuleSettings>('GET', `${boardsAdmin}/module`)
    const off = await api.ok<BoardsModuleSettings>('PUT', `${boardsAdmin}/module`, { Enabled: false, RowVersion: before.RowVersion })
    expect(off.Enabled).toBe(false)
    expect(off.RowVersion).not.toBe(before.RowVersion)
    expect(await profileModules()).toEqual({ Enabled: false })

    for (const [method, path] of [['GET', `${boardsAdmin}/boards`], ['GET', boardPath(board)]] as const) {
      const response = await api.call(method, path)
      expect(response.status).toBe(403)
      expect(response.body).toMatchObject({ detail: 'The Boards module is disabled for this workspace.', code: 'serviceBoards.module.disabled' })
    }
    const stale = await api.call<BoardsModuleSettings>('PUT', `${boardsAdmin}/module`, { Enabled: true, RowVersion: before.RowVersion })
    expect(stale.status).toBe(409)
    expect(stale.body.Data).toMatchObject({ Enabled: false, RowVersion: off.RowVersion })

    const on = await api.ok<BoardsModuleSettings>('PUT', `${boardsAdmin}/module`, { Enabled: true, RowVersion: off.RowVersion })
    expect(on.Enabled).toBe(true)
    expect(await profileModules()).toEqual({ Enabled: true })
    expect((await api.call('GET', boardPath(board))).status).toBe(200)
  })

  it('is for configurators only', async () => {
    expect((await api.call('GET', `${boardsAdmin}/module`, undefined, 'configurator')).status).toBe(200)
    const operator = await api.call('PUT', `${boardsAdmin}/module`, { Enabled: false, RowVersion: crypto.randomUUID() }, 'operator')
    expect(operator.status).toBe(403)
  })
})
