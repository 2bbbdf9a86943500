import { mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processGroupMembers } from './processTree'
import { childHeapLimitMb, childNiceness, networkNamespacePrefix, parentPidVariable, readRootsVariable, runSandboxedChild } from './sandboxedChild'

describe('runSandboxedChild', () => {
  const cwd = realpathSync(mkdtempSync(join(tmpdir(), 'sandboxed-child-test-')))
  afterAll(() => rmSync(cwd, { recursive: true, force: true }))

  async function run(script: string) {
    return runSandboxedChild({ nodeArgs: ['-e', script], cwd, readRoots: [cwd], signal: new AbortController().signal })
  }

  it('starts the child with a minimal environment, its heap limit, both guards and the watch on its parent', async () => {
    process.env.DATABASE_URL_FOR_TEST = 'postgres://secret@localhost/x'
    try {
      const result = await run(
        "console.log(JSON.stringify({ env: Object.keys(process.env).sort(), heapMb: require('v8').getHeapStatistics().heap_size_limit / 1024 / 1024, cwd: process.cwd(), args: process.execArgv }))",
      )
      expect(result.exitCode).toBe(0)
      const seen = JSON.parse(result.stdout) as { env: string[]; heapMb: number; cwd: string; args: string[] }
      expect(seen.env).toEqual(['FORCE_COLOR', 'NODE_ENV', 'NO_COLOR', 'PATH', parentPidVariable, readRootsVariable].sort())
      expect(seen.heapMb).toBeGreaterThanOrEqual(childHeapLimitMb)
      expect(seen.heapMb).toBeLessThan(childHeapLimitMb + 256)
      expect(seen.cwd).toBe(cwd)
      expect(seen.args.join(' ')).toMatch(/parentWatch\.mjs.*networkGuard\.mjs.*readGuard\.mjs/)
    } finally {
      delete process.env.DATABASE_URL_FOR_TEST
    }
  })

  it('runs the child below the host\'s priority, so the API keeps its share of the processor', async () => {
    const result = await run("console.log(require('os').getPriority())")
    expect(result.exitCode).toBe(0)
    expect(Number(result.stdout)).toBeGreaterThanOrEqual(childNiceness)
  })

  it.runIf(networkNamespacePrefix() !== null)('starts the child in a network namespace without interfaces but the loopback', async () => {
    const result = await run("console.log(JSON.stringify(Object.keys(require('os').networkInterfaces())))")
    expect(result.exitCode).toBe(0)
    const interfaces = JSON.parse(result.stdout) as string[]
    expect(interfaces.filter((name) => name !== 'lo')).toEqual([])
  })

  it('kills the child\'s whole process group when the signal aborts', async () => {
    const controller = new AbortController()
    let pid = 0
    const ended = runSandboxedChild({
      nodeArgs: ['-e', "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); setInterval(() => {}, 1000)"],
      cwd,
      readRoots: [cwd],
      signal: controller.signal,
      onSpawn: (started) => {
        pid = started
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    controller.abort()
    const result = await ended
    expect(result.killed).toBe(true)
    expect(result.signal).toBe('SIGKILL')
    // Zombies aside (the grandchild waits to be reaped by init), nothing of the group is left.
    await expect.poll(() => processGroupMembers(pid)).toEqual([])
  })
})
