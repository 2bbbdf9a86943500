import { exportReport } from './exportReport'
import { importLegacyOrders } from './importLegacyOrders'
import { nightlyCleanup } from './nightlyCleanup'
import { rebuildSearchIndex } from './rebuildSearchIndex'
import { signPayload } from './signPayload'
import { syncLedger } from './syncLedger'
import type { Db } from '../../../db'
import { appContextOf } from '../../../platform/appContext'
import { defineRegistry } from '../../../platform/registry'
import type { BuiltinFunction } from './types'
import { validateCustomerData } from './validateCustomerData'
import { webhookReceiver } from './webhookReceiver'

/**
 * Every function the host ships; the catalog mirrors them (one version per behaviour change).
 * A module whose work runs as a function contributes its builtin through its descriptor, so the
 * host never imports the modules it runs for.
 */
export const builtinFunctionRegistry = defineRegistry<BuiltinFunction>('builtin functions')

/** The host's own builtins (the functions module contributes them). */
export const hostBuiltins: readonly BuiltinFunction[] = [
  validateCustomerData, exportReport, syncLedger, importLegacyOrders, rebuildSearchIndex, nightlyCleanup, webhookReceiver, signPayload,
]

export function builtinFunctions(db: Db): readonly BuiltinFunction[] {
  return appContextOf(db).contributions(builtinFunctionRegistry)
}

export function builtinByKey(db: Db, key: string): BuiltinFunction | undefined {
  return builtinFunctions(db).find((fn) => fn.key === key)
}
