/**
 * An extension point: the module that defines it reads what every module contributes (the function
 * host's builtin functions, the files module's resource resolvers). A module contributes through its
 * descriptor (`contributes`); the entries live in the application context, installed with the
 * modules, so nothing depends on which files happen to be imported.
 */
export interface Registry<T> {
  readonly name: string
  /** Entries for a module descriptor's `contributes`. */
  with(...entries: T[]): Contribution
}

export interface Contribution {
  readonly registry: Registry<unknown>
  readonly entries: readonly unknown[]
}

export function defineRegistry<T>(name: string): Registry<T> {
  const registry: Registry<T> = {
    name,
    with: (...entries) => ({ registry: registry as Registry<unknown>, entries }),
  }
  return registry
}

/** The entries of each registry, in the order of the modules that contributed them. */
export class Contributions {
  private readonly entries = new Map<Registry<unknown>, unknown[]>()

  constructor(contributions: readonly Contribution[]) {
    for (const { registry, entries } of contributions) this.entries.set(registry, [...(this.entries.get(registry) ?? []), ...entries])
  }

  of<T>(registry: Registry<T>): readonly T[] {
    // Entries of a registry were typed by its `with`.
    return (this.entries.get(registry as Registry<unknown>) ?? []) as T[]
  }
}
