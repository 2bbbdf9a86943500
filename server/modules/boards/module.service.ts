import { randomUUID } from 'node:crypto'
import type { Db } from '../../db'
import { staleRowVersion } from '../../http/errors'
import { getSettings, setModuleEnabled } from '../workspace'
import type { ColorToken } from './shared/keys'

/** The Boards module switch (workspace_settings.modules.Boards) and its localized defaults. */

export type DefaultsLocale = 'en' | 'de'

export interface DefaultStatus {
  Key: string
  DisplayName: string
  Color: ColorToken
  /** 0 Initial, 1 Active, 2 Terminal. */
  MetaType: number
}

export interface BoardsModuleSettings {
  Enabled: boolean
  LocalizedDefaults: { Locale: DefaultsLocale; Statuses: DefaultStatus[] }
  RowVersion: string
}

const starterNames: Record<DefaultsLocale, [string, string, string]> = {
  en: ['To do', 'In progress', 'Done'],
  de: ['Offen', 'In Arbeit', 'Erledigt'],
}

/** The starter statuses a new board gets, named in `locale`. */
export function defaultStatuses(locale: DefaultsLocale): DefaultStatus[] {
  const [open, inProgress, done] = starterNames[locale]
  return [
    { Key: 'open', DisplayName: open, Color: 'blue', MetaType: 0 },
    { Key: 'in-progress', DisplayName: inProgress, Color: 'amber', MetaType: 1 },
    { Key: 'done', DisplayName: done, Color: 'green', MetaType: 2 },
  ]
}

function languageOf(tag: string | undefined): DefaultsLocale | null {
  const language = tag?.trim().split(/[-_;]/)[0]?.toLowerCase()
  return language === 'de' || language === 'en' ? language : null
}

/** Accept-Language wins when its first language is de or en; else the workspace locale; else en. */
export async function defaultsLocale(db: Db, acceptLanguage: string | undefined): Promise<DefaultsLocale> {
  const requested = languageOf(acceptLanguage?.split(',')[0])
  if (requested) return requested
  return languageOf((await getSettings(db)).locale) ?? 'en'
}

async function moduleRowVersion(db: Db): Promise<string> {
  await db.query('INSERT INTO boards_module_settings (id, row_version) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [randomUUID()])
  const [row] = await db.query<{ row_version: string }>('SELECT row_version FROM boards_module_settings WHERE id = 1')
  return row!.row_version
}

export async function getBoardsModule(db: Db, acceptLanguage: string | undefined): Promise<BoardsModuleSettings> {
  const locale = await defaultsLocale(db, acceptLanguage)
  return {
    Enabled: (await getSettings(db)).modules.Boards.Enabled,
    LocalizedDefaults: { Locale: locale, Statuses: defaultStatuses(locale) },
    RowVersion: await moduleRowVersion(db),
  }
}

export async function updateBoardsModule(
  db: Db,
  input: { Enabled: boolean; RowVersion: string },
  acceptLanguage: string | undefined,
): Promise<BoardsModuleSettings> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM boards_module_settings WHERE id = 1 FOR UPDATE')
    const current = await getBoardsModule(tx, acceptLanguage)
    if (input.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    await setModuleEnabled(tx, 'Boards', input.Enabled)
    await tx.query('UPDATE boards_module_settings SET row_version = $1 WHERE id = 1', [randomUUID()])
    return getBoardsModule(tx, acceptLanguage)
  })
}
