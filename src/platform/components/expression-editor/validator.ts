/**
 * Validation while typing: one request per pause (debounced), and only the answer to the newest
 * text counts. An answer arriving while a newer text waits for its turn, or after a newer request
 * went out, is dropped (its offsets would point into text that no longer exists); the superseded
 * request is aborted. Free of Vue and Monaco so it is tested on its own.
 */
export interface LatestValidatorOptions<T> {
  /** Milliseconds of quiet before a request goes out. */
  delay: number
  run: (text: string, signal: AbortSignal) => Promise<T>
  onResult: (result: T, text: string) => void
  onError?: (error: unknown, text: string) => void
  /** True from the first keystroke until the answer for the newest text is in (or failed). */
  onPending?: (pending: boolean) => void
}

export interface LatestValidator {
  /** The text changed: validate it after the pause. */
  request(text: string): void
  /** Validate `text` now (e.g. the initial value, or another context). */
  now(text: string): void
  /** Drop what is waiting and what is in flight. */
  cancel(): void
  dispose(): void
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError'
}

export function createLatestValidator<T>(options: LatestValidatorOptions<T>): LatestValidator {
  let timer: ReturnType<typeof setTimeout> | null = null
  let inFlight: AbortController | null = null
  let sequence = 0
  let disposed = false
  let pending = false

  function setPending(value: boolean): void {
    if (pending === value) return
    pending = value
    options.onPending?.(value)
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }

  function send(text: string): void {
    timer = null
    inFlight?.abort()
    const controller = new AbortController()
    inFlight = controller
    const id = ++sequence
    // Only the newest request, with nothing newer waiting, may answer.
    const current = () => !disposed && id === sequence && timer === null
    let promise: Promise<T>
    try {
      promise = options.run(text, controller.signal)
    } catch (error) {
      promise = Promise.reject(error)
    }
    promise.then(
      (result) => {
        if (!current()) return
        inFlight = null
        setPending(false)
        options.onResult(result, text)
      },
      (error: unknown) => {
        if (!current()) return
        inFlight = null
        setPending(false)
        if (!isAbort(error)) options.onError?.(error, text)
      },
    )
  }

  function cancel(): void {
    clearTimer()
    inFlight?.abort()
    inFlight = null
    sequence++
    setPending(false)
  }

  return {
    request(text) {
      if (disposed) return
      clearTimer()
      setPending(true)
      timer = setTimeout(() => send(text), options.delay)
    },
    now(text) {
      if (disposed) return
      clearTimer()
      setPending(true)
      send(text)
    },
    cancel,
    dispose() {
      cancel()
      disposed = true
    },
  }
}
