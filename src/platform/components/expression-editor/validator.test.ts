import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLatestValidator } from './validator'

interface Call {
  text: string
  signal: AbortSignal
  resolve: (value: string) => void
  reject: (error: unknown) => void
}

/** A validator whose requests stay open until the test answers them. */
function setup(delay = 250) {
  const calls: Call[] = []
  const results: [string, string][] = []
  const errors: unknown[] = []
  const pending: boolean[] = []
  const validator = createLatestValidator<string>({
    delay,
    run: (text, signal) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ text, signal, resolve, reject })
      }),
    onResult: (result, text) => results.push([result, text]),
    onError: (error) => errors.push(error),
    onPending: (value) => pending.push(value),
  })
  return { validator, calls, results, errors, pending }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('createLatestValidator', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends one request after a pause in typing, with the last text', async () => {
    const { validator, calls } = setup()
    validator.request('a')
    await vi.advanceTimersByTimeAsync(100)
    validator.request('am')
    await vi.advanceTimersByTimeAsync(100)
    validator.request('amo')
    await vi.advanceTimersByTimeAsync(249)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.text)).toEqual(['amo'])
  })

  it('takes only the answer to the newest request; an older one arriving later is dropped and was aborted', async () => {
    const { validator, calls, results } = setup()
    validator.request('a')
    await vi.advanceTimersByTimeAsync(250)
    validator.request('ab')
    await vi.advanceTimersByTimeAsync(250)
    expect(calls.map((call) => call.text)).toEqual(['a', 'ab'])
    expect(calls[0]?.signal.aborted).toBe(true)

    calls[1]?.resolve('result of ab')
    await settle()
    calls[0]?.resolve('result of a')
    await settle()
    expect(results).toEqual([['result of ab', 'ab']])
  })

  it('drops an answer that arrives while newer text waits for its turn', async () => {
    const { validator, calls, results } = setup()
    validator.request('a')
    await vi.advanceTimersByTimeAsync(250)
    validator.request('ab')
    calls[0]?.resolve('result of a')
    await settle()
    expect(results).toEqual([])

    await vi.advanceTimersByTimeAsync(250)
    calls[1]?.resolve('result of ab')
    await settle()
    expect(results).toEqual([['result of ab', 'ab']])
  })

  it('validates at once with now(), superseding what was waiting', async () => {
    const { validator, calls, results } = setup()
    validator.request('typed')
    validator.now('reset')
    expect(calls.map((call) => call.text)).toEqual(['reset'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    calls[0]?.resolve('ok')
    await settle()
    expect(results).toEqual([['ok', 'reset']])
  })

  it('reports failures of the newest request, but not aborts', async () => {
    const { validator, calls, errors } = setup()
    validator.now('a')
    calls[0]?.reject(new DOMException('aborted', 'AbortError'))
    await settle()
    expect(errors).toEqual([])

    validator.now('b')
    const failure = new Error('offline')
    calls[1]?.reject(failure)
    await settle()
    expect(errors).toEqual([failure])
  })

  it('is pending from the first keystroke until the newest answer is in', async () => {
    const { validator, calls, pending } = setup()
    validator.request('a')
    validator.request('ab')
    await vi.advanceTimersByTimeAsync(250)
    expect(pending).toEqual([true])
    calls[0]?.resolve('done')
    await settle()
    expect(pending).toEqual([true, false])
  })

  it('answers nothing after cancel() or dispose()', async () => {
    const { validator, calls, results } = setup()
    validator.now('a')
    validator.cancel()
    expect(calls[0]?.signal.aborted).toBe(true)
    calls[0]?.resolve('late')
    await settle()

    validator.request('b')
    validator.dispose()
    await vi.advanceTimersByTimeAsync(1000)
    validator.request('c')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
    expect(results).toEqual([])
  })
})
