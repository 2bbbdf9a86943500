/**
 * The one way into Monaco: `loadMonaco()` imports the editor runtime on first use, so Monaco is
 * never part of a screen's own chunk, let alone the initial load. A failed load (a chunk that did
 * not arrive) is not cached: the next call tries again.
 */
export type MonacoRuntime = typeof import('./monacoRuntime')

let loading: Promise<MonacoRuntime> | null = null

export function loadMonaco(): Promise<MonacoRuntime> {
  loading ??= import('./monacoRuntime').catch((error: unknown) => {
    loading = null
    throw error
  })
  return loading
}
