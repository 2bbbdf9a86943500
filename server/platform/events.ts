import { failureDetails } from '../http/failureLog'

/** A listener of one event; a failing listener never fails the change that already happened. */
export type EventListener<P> = (payload: P) => void | Promise<void>

/** Typed publish/subscribe: the event map names each event and its payload. */
export interface EventBus<Events extends object> {
  /** Subscribes; answers the unsubscribe function. */
  on<K extends keyof Events>(event: K, listener: EventListener<Events[K]>): () => void
  /** Tells every listener of the event, one after the other, and waits for them. */
  emit<K extends keyof Events>(event: K, payload: Events[K]): Promise<void>
}

export function createEventBus<Events extends object>(): EventBus<Events> {
  const listeners: { [K in keyof Events]?: Set<EventListener<Events[K]>> } = {}
  return {
    on(event, listener) {
      const set = listeners[event] ?? new Set()
      listeners[event] = set
      set.add(listener)
      return () => set.delete(listener)
    },
    async emit(event, payload) {
      for (const listener of [...(listeners[event] ?? [])]) {
        try {
          await listener(payload)
        } catch (error) {
          console.error(`${String(event)} listener failed`, failureDetails(error))
        }
      }
    },
  }
}
