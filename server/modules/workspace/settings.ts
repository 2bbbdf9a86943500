import type { Db } from '../../db'

export const moduleNames = ['Boards', 'Booking', 'CurrencyRates', 'EntitlementOperations', 'FileProtection', 'WorkInbox', 'WorkSchedule'] as const
export type ModuleName = (typeof moduleNames)[number]
export type WorkspaceModules = Record<ModuleName, { Enabled: boolean }>

export interface WorkspaceSettings {
  name: string
  locale: string
  timeZone: string
  dateTimeFormat: string
  dateFormat: string
  timeFormat: string
  regionCode: string | null
  modules: WorkspaceModules
}

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

/** Every module member is present; unknown or missing modules count as disabled. */
export function completeModules(modules: Partial<WorkspaceModules>): WorkspaceModules {
  return Object.fromEntries(moduleNames.map((name) => [name, { Enabled: modules[name]?.Enabled === true }])) as WorkspaceModules
}

/** Used until a workspace is set up (e.g. started with no seed). */
export const defaultSettings: WorkspaceSettings = {
  name: 'workspace',
  locale: 'en-US',
  timeZone: 'UTC',
  dateTimeFormat: 'MM/dd/yyyy h:mm a',
  dateFormat: 'MM/dd/yyyy',
  timeFormat: 'h:mm a',
  regionCode: null,
  modules: completeModules({}),
}

export async function getSettings(db: Db): Promise<WorkspaceSettings> {
  const [row] = await db.query<SettingsRow>('SELECT * FROM workspace_settings WHERE id = 1')
  if (!row) return defaultSettings
  return {
    name: row.name,
    locale: row.locale,
    timeZone: row.time_zone,
    dateTimeFormat: row.date_time_format,
    dateFormat: row.date_format,
    timeFormat: row.time_format,
    regionCode: row.region_code,
    modules: completeModules(row.modules),
  }
}

export async function saveSettings(db: Db, settings: WorkspaceSettings): Promise<void> {
  await db.query(
    `INSERT INTO workspace_settings (id, name, locale, time_zone, date_time_format, date_format, time_format, region_code, modules)
     VALUES (1, $1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET name = $1, locale = $2, time_zone = $3, date_time_format = $4, date_format = $5,
       time_format = $6, region_code = $7, modules = $8`,
    [settings.name, settings.locale, settings.timeZone, settings.dateTimeFormat, settings.dateFormat, settings.timeFormat,
      settings.regionCode, settings.modules],
  )
}

/** Switches one module on or off, leaving the other settings as they are. */
export async function setModuleEnabled(db: Db, name: ModuleName, enabled: boolean): Promise<WorkspaceSettings> {
  const current = await getSettings(db)
  const next = { ...current, modules: { ...current.modules, [name]: { Enabled: enabled } } }
  await saveSettings(db, next)
  return next
}
