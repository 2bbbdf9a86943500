/** A version-4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface IdempotencyKey {
  /** The key for a request with this body (everything but the key itself). */
  keyFor: (body: unknown) => string
  /** The key the next request gets, when it carries no body to compare (one confirmation, one dialog). */
  current: () => string
  /** Starts a new intent: after a success, or after the server said the state moved on. */
  renew: () => void
}

/**
 * The idempotency key of one user intent, made when the intent starts: the same request sent again
 * (a retry after a lost answer) carries the same key, so the server applies it once; a request with
 * other content is a new intent with a new key.
 */
export function createIdempotencyKey(makeKey: () => string = newIdempotencyKey): IdempotencyKey {
  let key = makeKey()
  let sentBody: string | null = null
  return {
    keyFor(body) {
      const text = JSON.stringify(body)
      if (sentBody !== null && sentBody !== text) key = makeKey()
      sentBody = text
      return key
    },
    current: () => key,
    renew() {
      key = makeKey()
      sentBody = null
    },
  }
}
