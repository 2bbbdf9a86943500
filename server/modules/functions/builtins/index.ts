import { exportReport } from './exportReport'
import { importLegacyOrders } from './importLegacyOrders'
import { nightlyCleanup } from './nightlyCleanup'
import { rebuildSearchIndex } from './rebuildSearchIndex'
import { syncLedger } from './syncLedger'
import type { BuiltinFunction } from './types'
import { validateCustomerData } from './validateCustomerData'
import { webhookReceiver } from './webhookReceiver'

/**
 * Every function the host ships; the catalog mirrors them (one version per behaviour change).
 * The host's own are listed here; a module whose work runs as a function registers its builtin
 * (so the host never imports the modules it runs for).
 */
const builtins = new Map<string, BuiltinFunction>()

export function registerBuiltinFunction(fn: BuiltinFunction): void {
  builtins.set(fn.key, fn)
}

for (const fn of [validateCustomerData, exportReport, syncLedger, importLegacyOrders, rebuildSearchIndex, nightlyCleanup, webhookReceiver]) {
  registerBuiltinFunction(fn)
}

export function builtinFunctions(): readonly BuiltinFunction[] {
  return [...builtins.values()]
}

export function builtinByKey(key: string): BuiltinFunction | undefined {
  return builtins.get(key)
}
