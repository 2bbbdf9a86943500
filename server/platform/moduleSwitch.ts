import { randomUUID } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { badRequest, forbidden, staleRowVersion } from '../http/errors'
import type { ServedOperation, ServedOperations } from '../http/operation'
import { getSettings, setModuleEnabled, type ModuleName } from '../modules/workspace'
import { appContextOf } from './appContext'
import { findSwitchVersion, insertSwitchVersionIfMissing, lockSwitchVersion, updateSwitchVersion } from './moduleSwitch.repo'

/**
 * A module that can be switched off for the workspace. The state is workspace_settings.modules
 * (the profile shows it); module_switch_versions versions each switch's changes. While a module
 * is off, every operation of it but its switch answers 403 with the module's code.
 */
export interface ModuleSwitch {
  /** The member of workspace_settings.modules. */
  setting: ModuleName
  /** Who may read and flip the switch. */
  permission: string
  /** The switch's own operations (they answer while the module is off: that is how it comes back on). */
  operations: { get: string; update: string }
  /** The 403 answered while the module is off. */
  disabled: { code: string; message: string }
  /** Members the switch's answer carries between Enabled and RowVersion (the Boards' localized defaults). */
  details?: (db: Db, request: FastifyRequest) => Promise<object>
}

export interface ModuleSwitchState {
  Enabled: boolean
  RowVersion: string
}

async function switchRowVersion(db: Db, setting: ModuleName): Promise<string> {
  await insertSwitchVersionIfMissing(db, setting, randomUUID())
  return (await findSwitchVersion(db, setting))!
}

export async function isModuleEnabled(db: Db, setting: ModuleName): Promise<boolean> {
  return (await getSettings(db)).modules[setting].Enabled
}

/** Throws the module's 403 while it is off. */
export async function requireModuleOn(db: Db, moduleSwitch: ModuleSwitch): Promise<void> {
  if (await isModuleEnabled(db, moduleSwitch.setting)) return
  const error = forbidden(moduleSwitch.disabled.message, {})
  error.problem.code = moduleSwitch.disabled.code
  throw error
}

async function readSwitch(db: Db, moduleSwitch: ModuleSwitch, request: FastifyRequest) {
  return {
    Enabled: await isModuleEnabled(db, moduleSwitch.setting),
    ...(moduleSwitch.details ? await moduleSwitch.details(db, request) : {}),
    RowVersion: await switchRowVersion(db, moduleSwitch.setting),
  }
}

async function updateSwitch(db: Db, moduleSwitch: ModuleSwitch, input: ModuleSwitchState, request: FastifyRequest) {
  const updated = await db.transaction(async (tx) => {
    await switchRowVersion(tx, moduleSwitch.setting)
    await lockSwitchVersion(tx, moduleSwitch.setting)
    const current = await readSwitch(tx, moduleSwitch, request)
    if (input.RowVersion !== current.RowVersion) throw staleRowVersion(current)
    await setModuleEnabled(tx, moduleSwitch.setting, input.Enabled)
    await updateSwitchVersion(tx, moduleSwitch.setting, randomUUID())
    return readSwitch(tx, moduleSwitch, request)
  })
  await appContextOf(db).events.emit('module.switched', { Module: moduleSwitch.setting, Enabled: updated.Enabled })
  return updated
}

/** The switch's body as the contract describes it (every module switch takes the same two members). */
function switchState(body: unknown): ModuleSwitchState {
  const { Enabled, RowVersion } = (typeof body === 'object' && body !== null ? body : {}) as Partial<Record<keyof ModuleSwitchState, unknown>>
  if (typeof Enabled !== 'boolean' || typeof RowVersion !== 'string') throw badRequest('workspace.validation', 'Enabled and RowVersion are required.')
  return { Enabled, RowVersion }
}

/** The switch's two operations (read, update). */
export function moduleSwitchOperations(moduleSwitch: ModuleSwitch): ServedOperations {
  const requiredPermissions = [moduleSwitch.permission]
  return {
    [moduleSwitch.operations.get]: { requiredPermissions, handle: ({ db, request }) => readSwitch(db, moduleSwitch, request) },
    [moduleSwitch.operations.update]: {
      requiredPermissions,
      handle: ({ db, body, request }) => updateSwitch(db, moduleSwitch, switchState(body), request),
    },
  }
}

/** The module's operations, each answering the module's 403 first while the module is off. */
export function switchedOperations(moduleSwitch: ModuleSwitch, operations: ServedOperations): ServedOperations {
  const guarded: ServedOperations = {}
  for (const [operationId, definition] of Object.entries(operations)) {
    if (!definition) continue
    const switched: ServedOperation = {
      ...definition,
      async handle(context) {
        await requireModuleOn(context.db, moduleSwitch)
        return definition.handle(context)
      },
    }
    guarded[operationId] = switched
  }
  return guarded
}
