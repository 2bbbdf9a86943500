import type { Db, SqlValue } from '../db'
import type { AppEvents } from './appEvents'
import type { AppStateKey } from './appState'
import { systemClock, type Clock } from './clock'
import { createEventBus, type EventBus } from './events'

/**
 * What one running application shares with its modules: the database, one clock, one event bus,
 * and the state each module keeps per application (job runtime, caches, storage location).
 * `createApp` opens it once; handlers get it as `context.app`.
 */
export interface AppContext {
  /** The database; its transactions reach this context too (appContextOf(tx)). */
  readonly db: Db
  /** Now, as the application sees it (AppOptions.clock in tests). */
  readonly clock: Clock
  readonly events: EventBus<AppEvents>
  /** A module's own per-application state (defineAppState). */
  state<T>(key: AppStateKey<T>): T
}

interface BoundContext extends AppContext {
  useClock(clock: Clock): void
}

// The one binding of a database to its application: code that holds only a Db (services, the
// function host, the seed) reaches the same context as the app serving it.
const contexts = new WeakMap<Db, BoundContext>()

function createAppContext(db: Db): BoundContext {
  let now: Clock = systemClock
  const shared: Db = {
    query: <T>(sql: string, params?: readonly SqlValue[]) => db.query<T>(sql, params),
    transaction: (fn) => db.transaction((tx) => {
      contexts.set(tx, context)
      return fn(tx)
    }),
    afterCommit: (work) => db.afterCommit(work),
  }
  const context: BoundContext = {
    db: shared,
    clock: () => now(),
    events: createEventBus<AppEvents>(),
    state: (key) => key.of(context),
    useClock(clock) {
      now = clock
    },
  }
  return context
}

function boundContextOf(db: Db): BoundContext {
  let context = contexts.get(db)
  if (!context) {
    context = createAppContext(db)
    contexts.set(db, context)
    contexts.set(context.db, context)
  }
  return context
}

/** The application context of this database, made on first use. */
export function appContextOf(db: Db): AppContext {
  return boundContextOf(db)
}

/** The context `createApp` serves: one per database, running on the given clock. */
export function openAppContext(db: Db, clock: Clock = systemClock): AppContext {
  const context = boundContextOf(db)
  context.useClock(clock)
  return context
}
