import type { Db, SqlValue } from '../db'
import type { AppEvents } from './appEvents'
import type { AppStateKey } from './appState'
import { systemClock, type Clock } from './clock'
import { createEventBus, type EventBus } from './events'
import { Contributions, type Contribution, type Registry } from './registry'

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
  /** What the installed modules contribute to a registry (their descriptors' `contributes`). */
  contributions<T>(registry: Registry<T>): readonly T[]
}

/** What a context is opened with (what is left out stays as it was; a new context starts on the system clock). */
export interface AppContextOptions {
  clock?: Clock
  contributes?: readonly Contribution[]
}

interface BoundContext extends AppContext {
  open(options: AppContextOptions): void
}

// The one binding of a database to its application: code that holds only a Db (services, the
// function host, the seed) reaches the same context as the app serving it.
const contexts = new WeakMap<Db, BoundContext>()

function createAppContext(db: Db): BoundContext {
  let now: Clock = systemClock
  let contributions: Contributions | null = null
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
    contributions(registry) {
      if (!contributions) {
        throw new Error(`The ${registry.name} are not known: open the application context with its modules first (openAppContext).`)
      }
      return contributions.of(registry)
    },
    open(options) {
      if (options.clock) now = options.clock
      if (options.contributes) contributions = new Contributions(options.contributes)
    },
  }
  return context
}

function boundContextOf(db: Db): BoundContext {
  // A transaction begun on the database itself rather than on the context's (the seed's) belongs to it too.
  if (!contexts.has(db) && db.outer) return boundContextOf(db.outer)
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

/**
 * The context `createApp` serves: one per database, running on the given clock with what its
 * modules contribute.
 */
export function openAppContext(db: Db, options: AppContextOptions = {}): AppContext {
  const context = boundContextOf(db)
  context.open(options)
  return context
}
