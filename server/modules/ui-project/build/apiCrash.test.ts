import { spawn, spawnSync } from 'node:child_process'
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { procAvailable, processGroupMembers, processStartTime } from './processTree'
import { removeStaleSandboxes, sandboxPrefix } from './sandbox'
import { tsxLoaderUrl } from './toolchainPaths'

/** What a crash of the API (kill -9) leaves behind: no build process, and no sandbox after the next start. */

const work = realpathSync(mkdtempSync(join(tmpdir(), 'ui-build-crash-test-')))
afterAll(() => rmSync(work, { recursive: true, force: true }))

// A stand-in for the API: starts a build child exactly as the runner does, and prints its pid.
// The child starts a grandchild and then computes without yielding, as vue-tsc does.
const childScript = [
  "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' })",
  'const until = Date.now() + 120000',
  'while (Date.now() < until) {}',
].join('\n')
const apiScript = `
import { runSandboxedChild } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'sandboxedChild.ts')).href)}
void runSandboxedChild({
  nodeArgs: ['-e', ${JSON.stringify(childScript)}],
  cwd: ${JSON.stringify(work)},
  readRoots: [${JSON.stringify(work)}],
  signal: new AbortController().signal,
  onSpawn: (pid) => console.log(pid),
})
`

describe.runIf(procAvailable)('when the API is killed', () => {
  it('kills its build child and the child\'s whole process group within seconds, even while the child computes', async () => {
    const api = spawn(process.execPath, ['--import', tsxLoaderUrl(), '--input-type=module', '-e', apiScript], { stdio: ['ignore', 'pipe', 'inherit'] })
    const childPid = await new Promise<number>((resolve, reject) => {
      api.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())))
      api.once('exit', (code) => reject(new Error(`The stand-in API ended (${code}) before starting its child.`)))
    })
    // The child and its grandchild run, and keep running while the API lives.
    await expect.poll(() => processGroupMembers(childPid).length, { timeout: 10_000 }).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(processGroupMembers(childPid)).toHaveLength(2)

    api.kill('SIGKILL')
    await expect.poll(() => processGroupMembers(childPid), { timeout: 5000, interval: 100 }).toEqual([])
  }, 30_000)
})

describe('the sweep of stale sandboxes', () => {
  it('removes sandboxes whose owner died and keeps live, foreign and linked folders', async () => {
    const parent = join(work, 'tmp')
    mkdirSync(parent)
    // A process that has ended: its pid names no running process with that start time.
    const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
    const deadPid = Number(ended.stdout.trim())
    const dead = `${sandboxPrefix}${deadPid}-${processStartTime(process.pid) ?? 'x'}-abc123`
    const live = `${sandboxPrefix}${process.pid}-${processStartTime(process.pid) ?? 'x'}-def456`
    const unownedOld = `${sandboxPrefix}Xy12Zq`
    const foreign = [`${sandboxPrefix}notes`, 'other-tool-123', `${sandboxPrefix}1-2-3`]
    for (const name of [dead, live, unownedOld, ...foreign]) {
      mkdirSync(join(parent, name))
      writeFileSync(join(parent, name, 'file.txt'), name)
    }
    // A link named like a dead owner's sandbox: neither it nor what it points to is touched.
    const target = join(work, 'linked-target')
    mkdirSync(target)
    writeFileSync(join(target, 'keep.txt'), 'keep')
    const link = `${sandboxPrefix}${deadPid}-1-lnk999`
    symlinkSync(target, join(parent, link))

    const removed = await removeStaleSandboxes(parent, Date.now())
    expect(removed).toEqual([dead])
    expect(readdirSync(parent).sort()).toEqual([live, unownedOld, ...foreign, link].sort())
    expect(readdirSync(target)).toEqual(['keep.txt'])
    expect(lstatSync(join(parent, link)).isSymbolicLink()).toBe(true)

    // An unowned folder (older versions) goes once it is older than any build.
    expect(await removeStaleSandboxes(parent, Date.now() + 2 * 60 * 60 * 1000)).toEqual([unownedOld])
  })
})
