import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { killProcessGroup, parseVmRssBytes, procAvailable, processGroupMembers, processTreeRssBytes } from './processTree'

describe('parseVmRssBytes', () => {
  it('reads VmRSS in bytes', () => {
    expect(parseVmRssBytes('Name:\tnode\nVmPeak:\t 2000 kB\nVmRSS:\t   51200 kB\nThreads:\t7\n')).toBe(51200 * 1024)
    expect(parseVmRssBytes('Name:\tkthreadd\n')).toBeNull()
  })
})

describe.runIf(procAvailable)('process trees', () => {
  it('measures a process tree and kills its whole group', async () => {
    // A parent that starts a child and both wait: the kill must reach the grandchild too.
    const parent = spawn(process.execPath, ['-e', "require('child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'inherit' }); setInterval(() => {}, 1000)"], {
      detached: true,
      stdio: 'ignore',
    })
    const pid = parent.pid ?? 0
    const closed = new Promise((resolve) => parent.once('exit', resolve))
    await expect.poll(() => processGroupMembers(pid).length, { timeout: 5000 }).toBe(2)
    expect(processTreeRssBytes(pid)).toBeGreaterThan(20 * 1024 * 1024)
    killProcessGroup(pid)
    await closed
    await expect.poll(() => processGroupMembers(pid), { timeout: 5000 }).toEqual([])
  })
})
