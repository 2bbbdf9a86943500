import { existsSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { demoCredentials } from '../seed/demoData'
import { deadProcessId, useDataDirProcesses } from '../test/serverProcess'
import { openDb } from './index'

const lockName = 'workspace-api.lock'
const serviceKey = { Authorization: `Bearer ${demoCredentials.integration.apiKey}`, 'Content-Type': 'application/json' }

async function createRole(url: string, name: string): Promise<number> {
  const response = await fetch(`${url}/api/workspace/admin/roles`, { method: 'POST', headers: serviceKey, body: JSON.stringify({ Name: name }) })
  return response.status
}

// The lock guards PGlite's data directory; with DATABASE_URL (the PostgreSQL pass) the same test
// already ran on PGlite, and PostgreSQL guards its own data directory.
describe.skipIf(Boolean(process.env.DATABASE_URL))('one API process per PGlite data directory', () => {
  const processes = useDataDirProcesses('workspace-lock-')
  const start = (env?: Record<string, string>) => processes.start(env)

  it('refuses a second process on the same data directory before it opens it, and the first keeps its data', async () => {
    const first = start()
    const url = await first.listening
    expect(await createRole(url, 'Before the second')).toBe(200)

    const second = start()
    expect(await second.exited).not.toBe(0)
    expect(second.output()).toContain(`${processes.dataDir} is in use by another workspace API process (PID ${first.pid}`)
    expect(second.output()).not.toContain('listening on')

    expect(await createRole(url, 'After the second')).toBe(200)
    expect(await first.stop()).toBe(0)
    // Closing released the lock: this process may open the directory and finds both writes.
    expect(existsSync(join(processes.dataDir, lockName))).toBe(false)
    const db = await openDb({ dataDir: processes.dataDir })
    try {
      const roles = await db.query<{ name: string }>("SELECT name FROM roles WHERE name LIKE '%the second' ORDER BY name")
      expect(roles.map((role) => role.name)).toEqual(['After the second', 'Before the second'])
    } finally {
      await db.close()
    }
  }, 120_000)

  it('refuses a second open of the same data directory inside one process', async () => {
    const db = await openDb({ dataDir: processes.dataDir })
    try {
      await expect(openDb({ dataDir: processes.dataDir })).rejects.toThrow(/is in use by another workspace API process/)
    } finally {
      await db.close()
    }
  }, 60_000)

  it('takes over a lock whose process no longer runs, and says so', async () => {
    const deadPid = await deadProcessId()
    writeFileSync(join(processes.dataDir, lockName), `${JSON.stringify({ pid: deadPid, host: hostname(), startedAt: '2026-01-01T00:00:00.000Z' })}\n`)
    const server = start()
    const url = await server.listening
    expect(server.output()).toContain(`took over the lock of process ${deadPid}`)
    expect(await createRole(url, 'After the takeover')).toBe(200)
    expect(await server.stop()).toBe(0)
  }, 120_000)
})
