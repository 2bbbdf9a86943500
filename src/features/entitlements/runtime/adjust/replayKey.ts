import { newOperationKey } from '@/features/boards/runtime/intentKey'

/**
 * The IdempotencyKey of one adjust dialog: made when the dialog opens and sent with every try of the
 * same values, so a retry after a lost answer is applied once. Values that differ from the last try
 * are a new intent and get a new key; `renew()` forces one (after the server said the state moved).
 */
export function createAdjustKey(makeKey: () => string = newOperationKey) {
  let key = makeKey()
  let sentValues: string | null = null
  return {
    /** The key for a request with these values (everything but the key itself). */
    keyFor(values: unknown): string {
      const text = JSON.stringify(values)
      if (sentValues !== null && sentValues !== text) key = makeKey()
      sentValues = text
      return key
    },
    renew(): void {
      key = makeKey()
      sentValues = null
    },
    current: (): string => key,
  }
}
