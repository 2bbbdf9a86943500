/** A version-4 UUID; `crypto.randomUUID` exists only in secure contexts, `getRandomValues` everywhere. */
export function newOperationKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The idempotency key of one user intent: the same request sent again (a retry after a network
 * failure) carries the same key, so the server applies it once; a request with other content is a
 * new intent with a new key. `settle()` after a success starts afresh.
 */
export function createReplayKey() {
  let last: { body: string; key: string } | null = null
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body)
      if (last?.body !== text) last = { body: text, key: newOperationKey() }
      return last.key
    },
    settle(): void {
      last = null
    },
  }
}
