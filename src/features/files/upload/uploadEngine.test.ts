import { describe, expect, it, vi } from 'vitest'
import { FakeUploadServer } from '@/test/files/fakeUploadServer'
import { createUploadEngine, type UploadEngineOptions } from './uploadEngine'
import { chunksOf, missingRanges } from './ranges'

const owner = { ModuleKey: 'entities', ResourceKind: 'record', ContextResourceId: 'def-1', ResourceObjectId: 'rec-1' }

function file(name: string, text: string, type = 'text/plain'): File {
  return new File([text], name, { type })
}

/** Lets the engine's promise chains run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}

function setup(server: FakeUploadServer, options: Partial<UploadEngineOptions> = {}) {
  const sleep = vi.fn(async () => undefined)
  const completed: string[] = []
  const engine = createUploadEngine({
    api: server.api,
    owner,
    hash: async (blob) => `sha-of-${await blob.text()}`,
    sleep,
    onCompleted: (item) => completed.push(item.fileName),
    ...options,
  })
  const item = (name: string) => {
    const found = engine.items().find((entry) => entry.fileName === name)
    if (!found) throw new Error(`no row for ${name}`)
    return found
  }
  return { engine, sleep, completed, item }
}

const offsets = (server: FakeUploadServer) => server.chunkCalls.map((call) => call.offset)

describe('byte ranges', () => {
  it('finds the gaps between the ranges present and splits them into chunks', () => {
    const present = [{ Start: 0, End: 4 }, { Start: 8, End: 10 }]
    expect(missingRanges(present, 14)).toEqual([{ Start: 4, End: 8 }, { Start: 10, End: 14 }])
    expect(missingRanges([], 0)).toEqual([])
    expect(missingRanges([{ Start: 0, End: 14 }], 14)).toEqual([])
    expect(chunksOf([{ Start: 10, End: 19 }], 4)).toEqual([{ Start: 10, End: 14 }, { Start: 14, End: 18 }, { Start: 18, End: 19 }])
  })
})

describe('upload engine', () => {
  it('sends a file in chunks of the session size at their offsets and completes with its SHA-256', async () => {
    const server = new FakeUploadServer(4)
    const { engine, item, completed } = setup(server)
    engine.add([file('notes.txt', 'abcdefghij')])
    await settle()

    expect(offsets(server)).toEqual([0, 4, 8])
    expect(server.chunkCalls.map((call) => call.length)).toEqual([4, 4, 2])
    const row = item('notes.txt')
    expect(row.state).toBe('done')
    expect(row.sentBytes).toBe(10)
    expect(server.stored(row.sessionId ?? '')).toBe('abcdefghij')
    expect(server.completions).toEqual([{ uploadId: row.sessionId, checksum: 'sha-of-abcdefghij' }])
    expect(completed).toEqual(['notes.txt'])
  })

  it('completes a file over the hashing limit without a checksum (the server computes one)', async () => {
    const server = new FakeUploadServer(4)
    const hash = vi.fn(async () => 'never')
    const { engine } = setup(server, { hash, hashLimitBytes: 5 })
    engine.add([file('big.txt', 'abcdefghij')])
    await settle()
    expect(hash).not.toHaveBeenCalled()
    expect(server.completions[0]?.checksum).toBeNull()
  })

  it('uploads at most two files at once', async () => {
    const server = new FakeUploadServer(4)
    server.holdChunks = true
    const { engine } = setup(server)
    engine.add([file('a.txt', 'aaaa'), file('b.txt', 'bbbb'), file('c.txt', 'cccc')])
    await settle()
    expect(engine.items().map((row) => row.state)).toEqual(['uploading', 'uploading', 'queued'])
    expect(server.heldChunks).toBe(2)

    server.releaseChunk()
    await settle()
    expect(engine.items().map((row) => row.state)).toEqual(['done', 'uploading', 'uploading'])
    server.holdChunks = false
    server.releaseChunk()
    server.releaseChunk()
    await settle()
    expect(engine.items().every((row) => row.state === 'done')).toBe(true)
  })

  it('retries a chunk after a network error with a pause in between, and goes on', async () => {
    const server = new FakeUploadServer(4)
    const { engine, sleep, item } = setup(server)
    server.failNextChunks = 2
    engine.add([file('notes.txt', 'abcdefgh')])
    await settle()

    expect(offsets(server)).toEqual([0, 0, 0, 4])
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(item('notes.txt').state).toBe('done')
  })

  it('after three failed tries shows a network failure; Retry sends only what the server lacks', async () => {
    const server = new FakeUploadServer(4)
    const { engine, item } = setup(server)
    // The first chunk arrives, then the connection drops for three tries.
    server.failAt.set(4, 3)
    engine.add([file('notes.txt', 'abcdefghijkl')])
    await settle()

    const failed = item('notes.txt')
    expect(failed.state).toBe('failed')
    expect(failed.retryable).toBe(true)
    expect(failed.message).toBeNull()
    expect(failed.sentBytes).toBe(4)
    expect(offsets(server)).toEqual([0, 4, 4, 4])

    engine.resume(failed.id)
    await settle()
    expect(offsets(server)).toEqual([0, 4, 4, 4, 4, 8])
    expect(item('notes.txt').sessionId).toBe(failed.sessionId)
    expect(server.sessions.size).toBe(1)
    expect(server.stored(failed.sessionId ?? '')).toBe('abcdefghijkl')
    expect(item('notes.txt').state).toBe('done')
  })

  it('pauses by abandoning the chunk in flight and resumes from the ranges the server holds', async () => {
    const server = new FakeUploadServer(4)
    server.holdChunks = true
    const { engine, item } = setup(server)
    engine.add([file('notes.txt', 'abcdefghijkl')])
    await settle()
    server.releaseChunk()
    await settle()
    expect(item('notes.txt').sentBytes).toBe(4)

    // The chunk at 4 is in flight.
    engine.pause(item('notes.txt').id)
    await settle()
    expect(item('notes.txt').state).toBe('paused')
    expect(server.heldChunks).toBe(0)

    server.holdChunks = false
    engine.resume(item('notes.txt').id)
    await settle()
    expect(offsets(server)).toEqual([0, 4, 4, 8])
    expect(item('notes.txt').state).toBe('done')
    expect(server.stored(item('notes.txt').sessionId ?? '')).toBe('abcdefghijkl')
  })

  it('resumes a session whose ranges have gaps by sending only the gaps', async () => {
    const server = new FakeUploadServer(4)
    server.holdChunks = true
    const { engine, item } = setup(server)
    engine.add([file('notes.txt', 'abcdefghijkl')])
    await settle()
    engine.pause(item('notes.txt').id)
    await settle()
    // Another tab (or an earlier attempt) had sent the middle and the end.
    const sessionId = item('notes.txt').sessionId ?? ''
    server.holdChunks = false
    await server.api.putChunk(sessionId, 8, new Blob(['ijkl']), new AbortController().signal)
    server.chunkCalls.length = 0

    engine.resume(item('notes.txt').id)
    await settle()
    expect(offsets(server)).toEqual([0, 4])
    expect(server.stored(sessionId)).toBe('abcdefghijkl')
  })

  it('marks a file the policy refuses as refused with the server message and does not retry', async () => {
    const server = new FakeUploadServer(4)
    server.refusedNames.set('tool.exe', 'Files ending in .exe are not allowed (rule 2).')
    const { engine, item, sleep } = setup(server)
    engine.add([file('tool.exe', 'MZ..'), file('ok.txt', 'fine')])
    await settle()

    const refused = item('tool.exe')
    expect(refused.state).toBe('refused')
    expect(refused.message).toBe('Files ending in .exe are not allowed (rule 2).')
    expect(refused.retryable).toBe(false)
    expect(sleep).not.toHaveBeenCalled()
    engine.resume(refused.id)
    await settle()
    expect(item('tool.exe').state).toBe('refused')
    expect(item('ok.txt').state).toBe('done')
  })

  it('cancel discards the session on the server and removes the row', async () => {
    const server = new FakeUploadServer(4)
    server.holdChunks = true
    const { engine } = setup(server)
    engine.add([file('notes.txt', 'abcdefgh')])
    await settle()
    const row = engine.items()[0]
    await engine.cancel(row?.id ?? '')
    await settle()
    expect(engine.items()).toEqual([])
    expect(server.aborted).toEqual([row?.sessionId])
    expect(server.completions).toEqual([])
  })

  it('sends the missing bytes once more when the server says the upload is incomplete', async () => {
    const server = new FakeUploadServer(4)
    const { engine, item } = setup(server)
    const realPut = server.api.putChunk
    let dropped = false
    // The first answer says the chunk at 4 arrived though it did not (a proxy replayed an old answer).
    server.api.putChunk = async (uploadId, offset, chunk, signal) => {
      if (offset === 4 && !dropped) {
        dropped = true
        return server.api.get(uploadId, signal)
      }
      return realPut(uploadId, offset, chunk, signal)
    }
    engine.add([file('notes.txt', 'abcdefgh')])
    await settle()
    expect(server.completions).toHaveLength(2)
    expect(item('notes.txt').state).toBe('done')
  })
})
