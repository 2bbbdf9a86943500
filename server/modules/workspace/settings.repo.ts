import type { Db } from '../../db'
import type { WorkspaceModules, WorkspaceSettings } from './settings'

/** The one row (id = 1) of workspace_settings. */

interface SettingsRow {
  name: string
  locale: string
  time_zone: string
  date_time_format: string
  date_format: string
  time_format: string
  region_code: string | null
  modules: Partial<WorkspaceModules>
}

/** The settings as stored: modules only as far as they were ever written. */
export type StoredSettings = Omit<WorkspaceSettings, 'modules'> & { modules: Partial<WorkspaceModules> }

export async function findSettings(db: Db): Promise<StoredSettings | undefined> {
  const [row] = await db.query<SettingsRow>('SELECT * FROM workspace_settings WHERE id = 1')
  return row && {
    name: row.name,
    locale: row.locale,
    timeZone: row.time_zone,
    dateTimeFormat: row.date_time_format,
    dateFormat: row.date_format,
    timeFormat: row.time_format,
    regionCode: row.region_code,
    modules: row.modules,
  }
}

export async function upsertSettings(db: Db, settings: WorkspaceSettings): Promise<void> {
  await db.query(
    `INSERT INTO workspace_settings (id, name, locale, time_zone, date_time_format, date_format, time_format, region_code, modules)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET name = $1, locale = $2, time_zone = $3, date_time_format = $4, date_format = $5,
       time_format = $6, region_code = $7, modules = $8`,
    [settings.name, settings.locale, settings.timeZone, settings.dateTimeFormat, settings.dateFormat, settings.timeFormat,
      settings.regionCode, settings.modules],
  )
}
