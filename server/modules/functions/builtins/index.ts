import { advanceEntitlements } from './advanceEntitlements'
import { buildUiProject } from './buildUiProject'
import { exportReport } from './exportReport'
import { importLegacyOrders } from './importLegacyOrders'
import { nightlyCleanup } from './nightlyCleanup'
import { purgeFileTrash } from './purgeFileTrash'
import { rebuildSearchIndex } from './rebuildSearchIndex'
import { recalculateContractTotals } from './recalculateContractTotals'
import { recalculateField } from './recalculateField'
import { syncLedger } from './syncLedger'
import type { BuiltinFunction } from './types'
import { validateCustomerData } from './validateCustomerData'
import { webhookReceiver } from './webhookReceiver'

/** Every function the host ships; the catalog mirrors them (one version per behaviour change). */
export const builtinFunctions: readonly BuiltinFunction[] = [
  recalculateContractTotals,
  validateCustomerData,
  exportReport,
  syncLedger,
  importLegacyOrders,
  rebuildSearchIndex,
  nightlyCleanup,
  webhookReceiver,
  recalculateField,
  purgeFileTrash,
  advanceEntitlements,
  buildUiProject,
]

export const builtinByKey = new Map(builtinFunctions.map((fn) => [fn.key, fn]))
