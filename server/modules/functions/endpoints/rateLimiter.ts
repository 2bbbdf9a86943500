/**
 * Calls per minute per endpoint and caller, counted in this process (one server serves the
 * workspace). A fixed one-minute window: simple to reason about, and a caller learns from
 * Retry-After when the next window opens.
 */

interface Window {
  startsAt: number
  count: number
}

const windowMs = 60_000
const windows = new Map<string, Window>()

/** Seconds until the caller may call again, or 0 when this call is within the limit (and counted). */
export function rateLimitWait(endpointId: string, callerKey: string, limitPerMinute: number, nowMs: number): number {
  const key = `${endpointId}\u0000${callerKey}`
  let window = windows.get(key)
  if (!window || nowMs - window.startsAt >= windowMs) {
    if (windows.size > 10_000) prune(nowMs)
    window = { startsAt: nowMs, count: 0 }
    windows.set(key, window)
  }
  if (window.count >= limitPerMinute) return Math.max(1, Math.ceil((window.startsAt + windowMs - nowMs) / 1000))
  window.count += 1
  return 0
}

function prune(nowMs: number): void {
  for (const [key, window] of windows) if (nowMs - window.startsAt >= windowMs) windows.delete(key)
}

/** Forgets every window (an endpoint's limit changed, or a test starts afresh). */
export function resetRateLimits(endpointId?: string): void {
  if (!endpointId) return windows.clear()
  for (const key of windows.keys()) if (key.startsWith(`${endpointId}\u0000`)) windows.delete(key)
}
