import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineAppState } from '../../platform/appState'

/**
 * Keeps completion and chunk writes of one session apart in this process: completion closes the
 * session to new writes, waits for the writes under way, and only then checksums and moves the
 * part file, so no late chunk can change bytes after they were verified. Completions of one
 * session run one after the other.
 */

interface Gate {
  writing: number
  closed: boolean
  holders: number
  whenIdle: Array<() => void>
  queue: Promise<void>
}

/** The gates of the sessions this process is writing or completing, by session id. */
const gates = defineAppState('files.uploadGates', () => new Map<string, Gate>())

function gateOf(db: Db, sessionId: string): Gate {
  const byId = appContextOf(db).state(gates)
  let gate = byId.get(sessionId)
  if (!gate) {
    gate = { writing: 0, closed: false, holders: 0, whenIdle: [], queue: Promise.resolve() }
    byId.set(sessionId, gate)
  }
  return gate
}

function release(db: Db, sessionId: string, gate: Gate): void {
  gate.holders -= 1
  if (gate.holders === 0) appContextOf(db).state(gates).delete(sessionId)
}

/** Starts a chunk write; null while the session is being completed. The answer ends the write. */
export function beginChunkWrite(db: Db, sessionId: string): (() => void) | null {
  const gate = gateOf(db, sessionId)
  if (gate.closed) return null
  gate.writing += 1
  gate.holders += 1
  return () => {
    gate.writing -= 1
    if (gate.writing === 0) for (const resolve of gate.whenIdle.splice(0)) resolve()
    release(db, sessionId, gate)
  }
}

/** Runs fn with the session closed to chunk writes, once the writes under way have ended. */
export async function withWritesClosed<T>(db: Db, sessionId: string, fn: () => Promise<T>): Promise<T> {
  const gate = gateOf(db, sessionId)
  gate.holders += 1
  const previous = gate.queue
  let done!: () => void
  gate.queue = new Promise((resolve) => (done = resolve))
  await previous
  gate.closed = true
  try {
    if (gate.writing > 0) await new Promise<void>((resolve) => gate.whenIdle.push(resolve))
    return await fn()
  } finally {
    gate.closed = false
    done()
    release(db, sessionId, gate)
  }
}
