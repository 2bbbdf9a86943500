import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OwnedDb } from '../db'
import { openEmptyTestDatabase, type EmptyTestDatabase } from '../test/startingDatabase'
import { readRevisionFiles } from '../modules/ui-project/project.repo'
import { diffRevisions, listRevisions } from '../modules/ui-project/source/revisions.service'
import { readTemplateFiles } from '../modules/ui-project/templates'
import { uiProjectKind } from '../modules/ui-project/projectKind'
import { seedDemoWorkspace } from './seed'

let database: EmptyTestDatabase
let db: OwnedDb

beforeAll(async () => {
  database = await openEmptyTestDatabase()
  db = database.db
  // The UI project needs only the people: the rest of the demo would just make this file slower.
  await seedDemoWorkspace(db, new Date(), { entities: false, runHistory: false, boards: false, entitlements: false })
})
afterAll(() => database.close())

describe('demo UI project', () => {
  it('starts from the multi-page template and rewords the home page, by the configurator, without builds', async () => {
    const { Items: revisions } = await listRevisions(db, uiProjectKind, {})
    expect(revisions.map(({ Number, Message, Source, AuthorUserId, IsWorking }) => ({ Number, Message, Source, AuthorUserId, IsWorking }))).toEqual([
      { Number: 2, Message: 'Reword the home page', Source: 0, AuthorUserId: 'usr-configurator', IsWorking: true },
      { Number: 1, Message: 'Started from the multi-page template', Source: 1, AuthorUserId: 'usr-configurator', IsWorking: false },
    ])
    const [reworded, started] = revisions
    expect(reworded!.ParentRevisionId).toBe(started!.Id)
    expect(Date.parse(started!.CreatedAt)).toBeLessThan(Date.parse(reworded!.CreatedAt))
    expect(await readRevisionFiles(db, uiProjectKind, started!.Id)).toEqual(readTemplateFiles('multi-page'))

    const diff = await diffRevisions(db, uiProjectKind, started!.Id, reworded!.Id, false)
    expect(diff).toMatchObject({ AddedCount: 0, ModifiedCount: 1, RemovedCount: 0 })
    expect(diff.Files[0]).toMatchObject({ Path: 'src/locales/en.json', AddedLines: 1, RemovedLines: 1 })

    const [builds] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ui_project_builds')
    expect(builds!.count).toBe(0)
  })
})
