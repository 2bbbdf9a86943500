import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../../../db'
import { demoCredentials } from '../../../seed/demoData'
import { prepareDatabase, spawnServer, useDataDirProcesses, type ServerProcess } from '../../../test/serverProcess'
import { createTestDatabase, type TestDatabase } from '../../../test/testDatabase'
import { insertRevision, miniProject } from '../../../test/fixtures/ui-project/builds'

/**
 * Asset links must keep working on every API process that serves the same data: after a restart
 * and on another process beside it. Real processes, since one process would share its key anyway.
 */

const artifactId = randomUUID()
const serviceKey = { Authorization: `Bearer ${demoCredentials.integration.apiKey}` }
const oldSecret = 'old-secret-of-at-least-thirty-two-characters'
const newSecret = 'new-secret-of-at-least-thirty-two-characters'

/** An artifact row with a few bytes of JavaScript: enough to sign and serve links for, no build needed. */
async function insertArtifact(db: Db): Promise<void> {
  const revisionId = await insertRevision(db, miniProject())
  const buildId = randomUUID()
  const now = new Date()
  await db.query(
    `INSERT INTO ui_project_builds (id, project_id, revision_id, build_number, kind, status, stage, requested_by_user_id, requested_at, artifact_id, row_version)
     VALUES ($1, 'workspace', $2, 1, 0, 3, 5, 'usr-admin', $3, $4, $5)`,
    [buildId, revisionId, now, artifactId, randomUUID()],
  )
  await db.query(
    `INSERT INTO ui_project_artifacts (id, project_id, build_id, revision_id, status, javascript, css, artifact_hash, javascript_content_hash,
       javascript_integrity, javascript_size_bytes, css_content_hash, css_integrity, css_size_bytes, total_size_bytes, web_app_version,
       host_contract_version, vue_version, pinia_version, vuetify_version, vite_version, typescript_version, eslint_version,
       toolchain_fingerprint, created_at, row_version)
     VALUES ($1, 'workspace', $2, $3, 1, convert_to('console.log(1)', 'UTF8'), convert_to('p{}', 'UTF8'), 'hash', 'js-hash', 'sha384-js', 14,
       'css-hash', 'sha384-css', 3, 17, '1.0.0', 1, '3', '3', '3', '7', '5', '9', 'toolchain', $4, $5)`,
    [artifactId, buildId, revisionId, now, randomUUID()],
  )
}

/** The artifact's JavaScript link as `server` hands it out. */
async function javascriptUrl(server: ServerProcess): Promise<string> {
  const url = await server.listening
  const response = await fetch(`${url}/api/workspace/admin/ui-project/artifacts/${artifactId}/asset-links`, { method: 'POST', headers: serviceKey })
  expect(response.status).toBe(200)
  return ((await response.json()) as { Data: { JavaScriptUrl: string } }).Data.JavaScriptUrl
}

/** The status `server` answers for a link another process handed out. */
async function statusOn(server: ServerProcess, link: string): Promise<number> {
  const { pathname, search } = new URL(link)
  return (await fetch(`${await server.listening}${pathname}${search}`)).status
}

const forgedFrom = (link: string) => link.replace(/(assetToken=\d+\.)[^&]+/, `$1${'A'.repeat(43)}`)

// The data directory is PGlite's; the PostgreSQL pass runs the database case below instead.
describe.skipIf(Boolean(process.env.DATABASE_URL))('asset tokens across restarts on one data directory', () => {
  const processes = useDataDirProcesses('workspace-asset-token-', insertArtifact)
  const start = (env?: Record<string, string>) => processes.start(env)

  it('a link handed out before a restart still opens the asset after it; a forged one does not', async () => {
    const first = start()
    const link = await javascriptUrl(first)
    expect(await first.stop()).toBe(0)

    const second = start()
    expect(await statusOn(second, link)).toBe(200)
    expect(await statusOn(second, forgedFrom(link))).toBe(401)
    expect(await second.stop()).toBe(0)

    // The key was made once, readable by its owner only, and never written to the log.
    const secretFile = join(processes.dataDir, 'asset-token.secret')
    expect(statSync(secretFile).mode & 0o777).toBe(0o600)
    const secret = readFileSync(secretFile, 'utf8').trim()
    expect(secret.length).toBeGreaterThanOrEqual(43)
    for (const server of [first, second]) expect(server.output()).not.toContain(secret)
  }, 180_000)

  it('ASSET_TOKEN_SECRET rotation: the first secret signs, every listed one verifies', async () => {
    const before = start({ ASSET_TOKEN_SECRET: oldSecret })
    const link = await javascriptUrl(before)
    expect(await before.stop()).toBe(0)

    const rotated = start({ ASSET_TOKEN_SECRET: `${newSecret},${oldSecret}` })
    expect(await statusOn(rotated, link)).toBe(200)
    const newLink = await javascriptUrl(rotated)
    expect(await rotated.stop()).toBe(0)

    const retired = start({ ASSET_TOKEN_SECRET: newSecret })
    expect(await statusOn(retired, newLink)).toBe(200)
    expect(await statusOn(retired, link)).toBe(401)
    expect(await retired.stop()).toBe(0)
    for (const server of [before, rotated, retired]) {
      expect(server.output()).not.toContain(oldSecret)
      expect(server.output()).not.toContain(newSecret)
    }
  }, 240_000)
})

describe.skipIf(!process.env.DATABASE_URL)('asset tokens across processes on one PostgreSQL database', () => {
  let database: TestDatabase | null = null
  let root = ''
  const started: ServerProcess[] = []
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'workspace-asset-token-'))
    database = await createTestDatabase()
    await prepareDatabase({ databaseUrl: database!.databaseUrl }, insertArtifact)
  }, 120_000)
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop()))
    await database?.drop()
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('a link one process hands out opens the asset on another, without ASSET_TOKEN_SECRET', async () => {
    const env = { DATABASE_URL: database!.databaseUrl, FILES_DIR: join(root, 'files') }
    const [one, other] = [spawnServer(env), spawnServer(env)]
    started.push(one, other)
    const link = await javascriptUrl(one)
    expect(await statusOn(other, link)).toBe(200)
    expect(await statusOn(other, forgedFrom(link))).toBe(401)
    expect(await statusOn(one, await javascriptUrl(other))).toBe(200)
  }, 180_000)
})
