/**
 * State a module keeps per application (its job runtime, caches, storage location):
 * one value per application context, made on first use. The module defines the key; the value
 * lives as long as the context.
 */
export interface AppStateKey<T> {
  readonly name: string
  of(context: object): T
}

export function defineAppState<T>(name: string, create: () => T): AppStateKey<T> {
  const values = new WeakMap<object, T>()
  return {
    name,
    of(context) {
      if (values.has(context)) return values.get(context)!
      const value = create()
      values.set(context, value)
      return value
    },
  }
}
