import type { Db } from '../../db'
import { findSettings, upsertSettings } from './settings.repo'

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
  const stored = await findSettings(db)
  if (!stored) return defaultSettings
  return { ...stored, modules: completeModules(stored.modules) }
}

export async function saveSettings(db: Db, settings: WorkspaceSettings): Promise<void> {
  await upsertSettings(db, settings)
}

/** Switches one module on or off, leaving the other settings as they are. */
export async function setModuleEnabled(db: Db, name: ModuleName, enabled: boolean): Promise<WorkspaceSettings> {
  const current = await getSettings(db)
  const next = { ...current, modules: { ...current.modules, [name]: { Enabled: enabled } } }
  await saveSettings(db, next)
  return next
}
