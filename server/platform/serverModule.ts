import type { FastifyInstance } from 'fastify'
import type { OperationHandlers } from '../http/operation'
import type { UniqueConflict } from '../http/reply'
import type { AppContext } from './appContext'
import type { AppEvents } from './appEvents'
import type { EventListener } from './events'
import type { ModuleSwitch } from './moduleSwitch'
import type { Contribution } from './registry'

/** A subscription of a module to one event of the application's bus. */
export interface ModuleListener {
  readonly event: keyof AppEvents
  /** Subscribes to the application's bus; answers the unsubscribe function. */
  subscribe(app: AppContext): () => void
}

/** Subscribes a module to an event; the listener is made with the application's context. */
export function listen<K extends keyof AppEvents>(event: K, listener: (app: AppContext) => EventListener<AppEvents[K]>): ModuleListener {
  return { event, subscribe: (app) => app.events.on(event, listener(app)) }
}

/**
 * How a server module declares itself, once, in `server/modules/<m>/module.ts`: `createApp` serves
 * its operations (guarded by its switch), subscribes its listeners to the bus, hands its
 * contributions to the registries of the application context and runs its hooks.
 */
export interface ServerModule {
  readonly name: string
  /** Handlers by operationId (operations without a handler are not served). */
  readonly operations?: OperationHandlers
  /** While off, every operation above answers the switch's 403; the switch's own operations are added. */
  readonly moduleSwitch?: ModuleSwitch
  readonly listeners?: readonly ModuleListener[]
  /** Its entries in other modules' registries (builtin functions, resource resolvers, …). */
  readonly contributes?: readonly Contribution[]
  /** The 409 issue of each unique constraint (or index) of its tables, for writes that race past its checks. */
  readonly uniqueConstraints?: Readonly<Record<string, UniqueConflict>>
  /** Request parsing its operations need (content types, form bodies). */
  readonly http?: (server: FastifyInstance) => void
  /** Runs when the application starts, before it serves requests. */
  readonly startup?: (app: AppContext) => void | Promise<void>
  /** Runs when the application closes. */
  readonly shutdown?: (app: AppContext) => void | Promise<void>
}

export function defineModule(module: ServerModule): ServerModule {
  return module
}

/** Everything the modules contribute, for the application context. */
export const contributionsOf = (modules: readonly ServerModule[]): Contribution[] => modules.flatMap((module) => module.contributes ?? [])
