/**
 * Slows down password guessing at sign-in. Only failed sign-ins count, in three counters:
 *
 * - one user name from one client address (strict): a guesser at one account from one place;
 * - one client address, any user names (looser): one place trying many accounts;
 * - one user name from any address (loosest): many places trying one account. It holds back only
 *   addresses that have not signed in as that user before, so a distributed attack on an account
 *   cannot keep its owner out.
 *
 * Once a counter reaches its limit, the next attempt waits 1 s, doubling with every further failure
 * up to the longest wait; every wait ends. A counter is forgotten after a quiet period,
 * and a successful sign-in clears its own address's counters. Attempts refused while waiting are
 * not failures, so they do not extend the wait. State is in memory, per process.
 */

export interface LoginThrottleSettings {
  /** Failures of one user name from one address after which attempts wait. */
  failuresPerUserAndAddress: number
  /** Failures from one address, any user names, after which attempts wait. */
  failuresPerAddress: number
  /** Failures of one user name from any address after which attempts from unknown addresses wait. */
  failuresPerUser: number
  /** The longest wait, in seconds. */
  maxWaitSeconds: number
}

export const defaultLoginThrottleSettings: LoginThrottleSettings = {
  failuresPerUserAndAddress: 5,
  failuresPerAddress: 20,
  failuresPerUser: 50,
  maxWaitSeconds: 15 * 60,
}

const firstWaitMs = 1000
/** Quiet time after the last failure (or the end of its wait) that forgets a counter. */
const forgetAfterMs = 15 * 60_000
/** How long an address that signed in as a user stays known for it. */
const knownAddressMs = 30 * 24 * 60 * 60_000
/** Bound on remembered counters and known addresses; expired entries go first, then the oldest. */
const maxEntries = 10_000

interface Counter {
  failures: number
  lastFailureAt: number
  waitUntil: number
}

class Counters {
  private readonly entries = new Map<string, Counter>()

  constructor(private readonly limit: number, private readonly maxWaitMs: number) {}

  /** Milliseconds until attempts may go on (0: now). */
  waitFor(key: string, now: number): number {
    const counter = this.current(key, now)
    return counter ? Math.max(0, counter.waitUntil - now) : 0
  }

  fail(key: string, now: number): void {
    const counter = this.current(key, now) ?? { failures: 0, lastFailureAt: now, waitUntil: 0 }
    counter.failures += 1
    counter.lastFailureAt = now
    const beyond = counter.failures - this.limit
    if (beyond >= 0) counter.waitUntil = now + Math.min(this.maxWaitMs, firstWaitMs * 2 ** Math.min(beyond, 30))
    this.entries.delete(key)
    this.entries.set(key, counter)
    prune(this.entries, (entry) => Math.max(entry.lastFailureAt, entry.waitUntil) + forgetAfterMs <= now)
  }

  clear(key: string): void {
    this.entries.delete(key)
  }

  private current(key: string, now: number): Counter | undefined {
    const counter = this.entries.get(key)
    if (counter && Math.max(counter.lastFailureAt, counter.waitUntil) + forgetAfterMs <= now) {
      this.entries.delete(key)
      return undefined
    }
    return counter
  }
}

function prune<T>(entries: Map<string, T>, expired: (entry: T) => boolean): void {
  if (entries.size <= maxEntries) return
  for (const [key, entry] of entries) if (expired(entry)) entries.delete(key)
  // Insertion order is age order: drop the oldest beyond the bound.
  for (const key of entries.keys()) {
    if (entries.size <= maxEntries) break
    entries.delete(key)
  }
}

export interface LoginThrottle {
  /** Seconds the attempt must wait before it is even checked (0: go ahead). */
  retryAfterSeconds(user: string, address: string, now: Date): number
  recordFailure(user: string, address: string, now: Date): void
  recordSuccess(user: string, address: string, now: Date): void
}

/** `user` is the account's id when it exists, else the name as typed (lower case). */
export function createLoginThrottle(settings: Partial<LoginThrottleSettings> = {}): LoginThrottle {
  const limits = { ...defaultLoginThrottleSettings, ...settings }
  const maxWaitMs = limits.maxWaitSeconds * 1000
  const byUserAndAddress = new Counters(limits.failuresPerUserAndAddress, maxWaitMs)
  const byAddress = new Counters(limits.failuresPerAddress, maxWaitMs)
  const byUser = new Counters(limits.failuresPerUser, maxWaitMs)
  /** `user\naddress` → when that address last signed in as that user. */
  const knownAddresses = new Map<string, number>()

  const pair = (user: string, address: string) => `${user}\n${address}`
  const isKnown = (user: string, address: string, now: number) => (knownAddresses.get(pair(user, address)) ?? -Infinity) + knownAddressMs > now

  return {
    retryAfterSeconds(user, address, now) {
      const at = now.getTime()
      const waits = [byUserAndAddress.waitFor(pair(user, address), at), byAddress.waitFor(address, at)]
      if (!isKnown(user, address, at)) waits.push(byUser.waitFor(user, at))
      return Math.ceil(Math.max(...waits) / 1000)
    },
    recordFailure(user, address, now) {
      const at = now.getTime()
      byUserAndAddress.fail(pair(user, address), at)
      byAddress.fail(address, at)
      byUser.fail(user, at)
    },
    recordSuccess(user, address, now) {
      const at = now.getTime()
      byUserAndAddress.clear(pair(user, address))
      byAddress.clear(address)
      knownAddresses.delete(pair(user, address))
      knownAddresses.set(pair(user, address), at)
      prune(knownAddresses, (signedInAt) => signedInAt + knownAddressMs <= at)
    },
  }
}
