import { computed, shallowRef, type ComputedRef, type ShallowRef, type WritableComputedRef } from 'vue'
import { stringifyQuery, useRoute, useRouter, type LocationQuery, type Router } from 'vue-router'

/** Changes to the query string: a string sets a parameter, null removes it; parameters not named stay. */
export type UrlQueryChanges = Record<string, string | null>

export interface UrlQueryWriteOptions {
  /** Replace the current history entry (a view detail such as a tab) instead of adding one. */
  replace?: boolean
}

export interface UrlQuery {
  /** The query the screen shows: the one last asked for, the route's once the navigation has ended. */
  query: ComputedRef<LocationQuery>
  /** The first value of a parameter, or null. */
  param: (name: string) => string | null
  update: (changes: UrlQueryChanges, options?: UrlQueryWriteOptions) => void
  /** Where a link with these changes leads (the same screen, the query changed), for `:to`. */
  link: (changes: UrlQueryChanges) => { query: LocationQuery }
  /**
   * This screen with only these parameters, as an app path (for `AppRowLink`): the short deep link
   * to one thing on it. Built without resolving a route, and it does not change with the rest of the query.
   */
  pathWith: (params: Record<string, string>) => string
  /** Goes to a whole new query (built from `query` by a list's filter rules). */
  set: (next: LocationQuery, options?: UrlQueryWriteOptions) => void
}

// One pending query per router: every part of a screen that writes to the URL builds on the others'
// changes, even before the navigation to them has finished.
const pendingByRouter = new WeakMap<Router, ShallowRef<LocationQuery | null>>()

function pendingOf(router: Router): ShallowRef<LocationQuery | null> {
  let pending = pendingByRouter.get(router)
  if (!pending) {
    pending = shallowRef<LocationQuery | null>(null)
    pendingByRouter.set(router, pending)
  }
  return pending
}

export function firstValue(query: LocationQuery, name: string): string | null {
  const value = query[name]
  const first = Array.isArray(value) ? value[0] : value
  return typeof first === 'string' ? first : null
}

function sameQuery(a: LocationQuery, b: LocationQuery): boolean {
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every((key) => String(a[key]) === String(b[key]) && Array.isArray(a[key]) === Array.isArray(b[key]))
}

/** The route's query string as state: read it, and write changes to it (the only way the app does). */
export function useUrlQuery(): UrlQuery {
  const route = useRoute()
  const router = useRouter()
  const pending = pendingOf(router)
  // The query asked for and the route's once it lands are equal: what reads it renders once, not twice.
  const query = computed<LocationQuery>((previous) => {
    const next = pending.value ?? route.query
    return previous && sameQuery(previous, next) ? previous : next
  })

  function set(next: LocationQuery, options: UrlQueryWriteOptions = {}): void {
    pending.value = next
    // Whether it lands or a guard refuses it, the route is what counts afterwards.
    const navigation = options.replace ? router.replace({ query: next }) : router.push({ query: next })
    void navigation.finally(() => {
      if (pending.value === next) pending.value = null
    })
  }

  function withChanges(changes: UrlQueryChanges): LocationQuery {
    const next: LocationQuery = { ...query.value }
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) delete next[name]
      else next[name] = value
    }
    return next
  }

  function update(changes: UrlQueryChanges, options: UrlQueryWriteOptions = {}): void {
    set(withChanges(changes), options)
  }

  function pathWith(params: Record<string, string>): string {
    const search = stringifyQuery(params)
    return search ? `${route.path}?${search}` : route.path
  }

  return { query, param: (name) => firstValue(query.value, name), update, link: (changes) => ({ query: withChanges(changes) }), pathWith, set }
}

export interface UrlParamOptions<T> extends UrlQueryWriteOptions {
  /** The value for a missing or unreadable parameter; written values equal to it leave the URL. */
  fallback: T
  /** The value a raw parameter stands for; null when it is unreadable. */
  parse: (raw: string) => T | null
  format?: (value: T) => string
  /** Other parameters cleared with each change (say `page`, which means other rows after a filter). */
  resets?: readonly string[]
}

/** One query parameter as a read/write value (`parse: (raw) => raw` for plain text). */
export function useUrlParam<T = string>(name: string, options: UrlParamOptions<T>): WritableComputedRef<T> {
  const url = useUrlQuery()
  const format = options.format ?? String
  const value = computed<T>({
    get: () => {
      const raw = url.param(name)
      return raw === null ? options.fallback : (options.parse(raw) ?? options.fallback)
    },
    set: (next) => {
      if (next === value.value) return
      const formatted = next === options.fallback || next === null ? null : format(next)
      const resets = Object.fromEntries((options.resets ?? []).map((reset) => [reset, null]))
      url.update({ ...resets, [name]: formatted }, { replace: options.replace })
    },
  })
  return value
}
