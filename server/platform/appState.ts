/**
 * State a module keeps per application (its job runtime, caches, storage location, registries):
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

/** A registry modules contribute to by key (file owners by ModuleKey …), per application. */
export type RegistryKey<T> = AppStateKey<Map<string, T>>

export function defineRegistry<T>(name: string): RegistryKey<T> {
  return defineAppState(name, () => new Map<string, T>())
}

/** One entry a module descriptor adds to a registry when the application starts. */
export interface Contribution {
  readonly registry: string
  readonly key: string
  install(context: object): void
}

export function contribute<T>(registry: RegistryKey<T>, key: string, value: T): Contribution {
  return {
    registry: registry.name,
    key,
    install(context) {
      const entries = registry.of(context)
      // Apps opened again on the same database contribute the same entries again.
      if (entries.has(key) && entries.get(key) !== value) throw new Error(`${registry.name}: ${key} is contributed twice.`)
      entries.set(key, value)
    },
  }
}
