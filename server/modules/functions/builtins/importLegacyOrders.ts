import type { BuiltinFunction } from './types'

class LegacyFormatError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LegacyFormatError'
  }
}

/** Imports orders from the legacy system; the legacy files carry currencies it cannot map, so it throws. */
export const importLegacyOrders: BuiltinFunction = {
  key: 'import-legacy-orders',
  displayName: 'Import legacy orders',
  description: 'Imports orders exported by the legacy ERP.',
  supportsCancellation: false,
  timeoutMs: 60_000,
  maxAttempts: 3,
  version: 3,
  async run(context) {
    const order = typeof context.arguments.orderNumber === 'number' ? context.arguments.orderNumber : 4711 + Math.floor(Math.random() * 1000)
    context.log(`reading order ${order}`)
    throw new LegacyFormatError(`Order ${order} has the unknown currency "XEU".`)
  },
}
