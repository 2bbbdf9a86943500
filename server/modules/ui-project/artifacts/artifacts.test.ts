import { createHash, randomUUID } from 'node:crypto'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type Envelope, type TestApi } from '../../../test/testApi'
import { A, insertRevision, miniProject, startBuildAs, waitForBuild } from '../../../test/fixtures/ui-project/builds'
import type { BuildDto } from '../builds/builds.mappers'
import type { ArtifactDto, UiLifecycleResult as LifecycleResult } from './artifacts.mappers'

/**
 * One real build (beforeAll) of a small project with a style, so that it has both assets: the
 * templates' own builds are runner.test.ts's. Every lifecycle case works on it and on copies of
 * its row, which cost nothing to make.
 */

interface AssetLinks {
  ArtifactId: string
  JavaScriptUrl: string
  JavaScriptIntegrity: string
  CssUrl: string
  CssIntegrity: string
  HostContractVersion: number
  WebAppVersion: string
  ArtifactHash: string
  ExpiresAt: string
}

let api: TestApi
let admin: string
let configurator: string
let operator: string
let build: BuildDto
let artifact: ArtifactDto
let buildMs = 0

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const sri = (data: Buffer) => `sha384-${createHash('sha384').update(data).digest('base64')}`
const installedVersion = (name: string) => (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version

beforeAll(async () => {
  api = await startTestApi({ functionHost: 'timers' })
  ;[admin, configurator, operator] = await Promise.all([api.login('admin'), api.login('configurator'), api.login('operator')])
  await insertRevision(api.db, miniProject({
    'src/App.vue': '<script setup lang="ts">\nimport { ref } from \'vue\'\n\nconst count = ref(1)\n</script>\n\n<template>\n  <p class="count">{{ count }}</p>\n</template>\n\n<style>\n.count { color: #1565c0; }\n</style>\n',
  }))
  const started = Date.now()
  const queued = await startBuildAs(api.request, configurator, 'build')
  build = await waitForBuild(api.request, admin, queued.Id)
  buildMs = Date.now() - started
  if (!build.ArtifactId) throw new Error(`The build did not store an artifact: ${JSON.stringify(build.Failure)} ${build.ErrorSummary}`)
  artifact = await getArtifact(build.ArtifactId)
}, 300_000)
afterAll(async () => {
  console.info(`ui-project artifacts: the build took ${buildMs} ms`)
  await api?.close()
})

async function getArtifact(id: string): Promise<ArtifactDto> {
  const response = await api.request<Envelope<ArtifactDto>>('GET', `${A}/artifacts/${id}`, { token: admin })
  expect(response.status).toBe(200)
  return response.body.Data
}

async function lifecycle(path: string, body: object, token = operator) {
  return api.request<Envelope<LifecycleResult>>('POST', `${A}${path}`, { token, body })
}

async function projectRowVersion(): Promise<string> {
  const response = await api.request<Envelope<{ ProjectRowVersion: string }>>('GET', '/api/workspace/ui-project/active', { token: operator })
  return response.body.Data.ProjectRowVersion
}

/** A copy of the built artifact's row (bytes and all) under a new id, inactive and fresh. */
async function copyArtifact(changes: { hostContractVersion?: number } = {}): Promise<ArtifactDto> {
  const id = randomUUID()
  await api.db.query(
    `INSERT INTO ui_project_artifacts (id, project_id, build_id, revision_id, status, is_active, was_active, is_pinned, javascript, css,
       artifact_hash, javascript_content_hash, javascript_integrity, javascript_size_bytes, css_content_hash, css_integrity, css_size_bytes,
       total_size_bytes, page_descriptor_json, locale_descriptor_json, dependency_metadata_json, web_app_version, host_contract_version,
       vue_version, pinia_version, vuetify_version, vite_version, typescript_version, eslint_version, toolchain_fingerprint, created_at, row_version)
     SELECT $2, project_id, build_id, revision_id, 1, false, false, false, javascript, css, artifact_hash, javascript_content_hash,
       javascript_integrity, javascript_size_bytes, css_content_hash, css_integrity, css_size_bytes, total_size_bytes, page_descriptor_json,
       locale_descriptor_json, dependency_metadata_json, web_app_version, coalesce($3, host_contract_version), vue_version, pinia_version,
       vuetify_version, vite_version, typescript_version, eslint_version, toolchain_fingerprint, now(), $4
     FROM ui_project_artifacts WHERE id = $1`,
    [artifact.Id, id, changes.hostContractVersion ?? null, randomUUID()],
  )
  return getArtifact(id)
}

async function assetLinks(id: string, token = operator) {
  return api.request<Envelope<AssetLinks>>('POST', `${A}/artifacts/${id}/asset-links`, { token })
}

async function fetchAsset(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

describe('a successful build', () => {
  it('stores a Ready artifact and records every stage', async () => {
    expect(build).toMatchObject({ Status: 2, Stage: 10, ProgressPercent: 100, Kind: 0, AttemptCount: 1, Failure: null, CancellationRequested: false })
    expect(build.BuildNumber).toBeGreaterThan(0)
    expect(build.Stages.map((stage) => stage.Stage)).toEqual([1, 2, 3, 4, 6, 7, 8, 9, 10])
    for (const stage of build.Stages) expect(stage.CompletedAt).not.toBeNull()
    expect(build.Stages.find((stage) => stage.Stage === 4)!.DurationMs).toBeGreaterThan(0)
    const [job] = await api.db.query<{ status: number }>('SELECT status FROM function_jobs WHERE id = $1', [build.JobId])
    expect(job?.status).toBe(2)
    expect(artifact).toMatchObject({ Status: 1, IsActive: false, WasActive: false, AssetsAvailable: true, AssetsPurgedAt: null, BuildId: build.Id, IsCompatible: true })
    expect(artifact.TotalSizeBytes).toBe(artifact.JavaScriptSizeBytes + artifact.CssSizeBytes)
  })

  it('names the installed toolchain', () => {
    expect(artifact).toMatchObject({
      VueVersion: installedVersion('vue'),
      PiniaVersion: installedVersion('pinia'),
      VuetifyVersion: installedVersion('vuetify'),
      ViteVersion: installedVersion('vite'),
      TypeScriptVersion: installedVersion('typescript'),
      EslintVersion: installedVersion('eslint'),
      HostContractVersion: 1,
      WebAppVersion: '0.1.0',
    })
    expect(artifact.ToolchainFingerprint).toMatch(/\S/)
  })

  it('serves bytes whose hashes and SRI strings are the stored ones, through a short-lived asset token', async () => {
    const links = await assetLinks(artifact.Id)
    expect(links.status).toBe(200)
    expect(links.body.Data).toMatchObject({ ArtifactId: artifact.Id, JavaScriptIntegrity: artifact.JavaScriptIntegrity, CssIntegrity: artifact.CssIntegrity, ArtifactHash: artifact.ArtifactHash })
    expect(links.body.Data.JavaScriptUrl.startsWith(`${api.url}${A}/artifacts/${artifact.Id}/assets/app.js?assetToken=`)).toBe(true)
    expect(links.body.Data.JavaScriptUrl).not.toContain(operator)
    expect(new Date(links.body.Data.ExpiresAt).getTime() - Date.now()).toBeGreaterThan(9 * 60_000)

    const javascript = await fetchAsset(links.body.Data.JavaScriptUrl, { Origin: 'null' })
    expect(javascript.status).toBe(200)
    expect(sha256Hex(javascript.bytes)).toBe(artifact.JavaScriptContentHash)
    expect(sri(javascript.bytes)).toBe(artifact.JavaScriptIntegrity)
    expect(javascript.bytes.length).toBe(artifact.JavaScriptSizeBytes)
    expect(Object.fromEntries(['content-type', 'x-content-type-options', 'cache-control', 'etag', 'access-control-allow-origin', 'cross-origin-resource-policy']
      .map((name) => [name, javascript.headers.get(name)]))).toEqual({
      'content-type': 'text/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=600',
      etag: `"${artifact.JavaScriptContentHash}"`,
      'access-control-allow-origin': '*',
      'cross-origin-resource-policy': 'cross-origin',
    })

    const css = await fetchAsset(links.body.Data.CssUrl)
    expect(css.status).toBe(200)
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    expect(sha256Hex(css.bytes)).toBe(artifact.CssContentHash)
    expect(sri(css.bytes)).toBe(artifact.CssIntegrity)

    const descriptor = (json: string | null) => (json === null ? 'none' : sha256Hex(json))
    const canonical = [
      'ui-artifact-v1',
      `javascript:${sha256Hex(javascript.bytes)}`,
      `css:${sha256Hex(css.bytes)}`,
      `page-descriptor:${descriptor(artifact.PageDescriptorJson)}`,
      `locale-descriptor:${descriptor(artifact.LocaleDescriptorJson)}`,
      `dependency-metadata:${descriptor(artifact.DependencyMetadataJson)}`,
    ].join('\n')
    expect(sha256Hex(canonical)).toBe(artifact.ArtifactHash)
    expect(JSON.parse(artifact.PageDescriptorJson ?? 'null')).toEqual({ Pages: [{ Key: 'home', Title: 'Home', Path: '/', Component: 'src/App.vue' }] })
  })

  it('keeps each stage\'s log and reads it in windows', async () => {
    const compiling = build.Stages.find((stage) => stage.Stage === 4)!
    const log = await api.request<Envelope<{ Lines: string[]; TotalLines: number; Truncated: boolean; Offset: number }>>('GET', `${A}/builds/${build.Id}/logs/4?offset=0&limit=1`, { token: operator })
    expect(log.status).toBe(200)
    expect(log.body.Data).toMatchObject({ Offset: 0, TotalLines: compiling.LogLineCount, Truncated: false })
    expect(log.body.Data.Lines.length).toBe(Math.min(1, compiling.LogLineCount))
    const unreached = await api.request<Envelope<{ Lines: string[]; TotalLines: number }>>('GET', `${A}/builds/${build.Id}/logs/5`, { token: operator })
    expect(unreached.body.Data).toMatchObject({ Lines: [], TotalLines: 0 })
    const far = await api.request<Envelope<{ Lines: string[] }>>('GET', `${A}/builds/${build.Id}/logs/4?offset=2147483647&limit=1000`, { token: operator })
    expect(far.status).toBe(200)
    expect(far.body.Data.Lines).toEqual([])
    for (const stage of ['11', '-1', 'abc', '04x']) {
      expect((await api.request('GET', `${A}/builds/${build.Id}/logs/${stage}`, { token: operator })).status).toBe(400)
    }
    expect((await api.request('GET', `${A}/builds/${build.Id}/logs/4?limit=1001`, { token: operator })).status).toBe(400)
    expect((await api.request('GET', `${A}/builds/nope/logs/4`, { token: operator })).status).toBe(404)
  })
})

describe('asset tokens', () => {
  it('refuse a forged token, a token of another artifact and an expired one', async () => {
    const other = await copyArtifact()
    const links = (await assetLinks(artifact.Id)).body.Data
    const token = new URL(links.JavaScriptUrl).searchParams.get('assetToken')!
    const [expiry] = token.split('.')
    const forged = `${links.JavaScriptUrl.split('?')[0]}?assetToken=${expiry}.${'A'.repeat(43)}`
    const later = `${links.JavaScriptUrl.split('?')[0]}?assetToken=${Number(expiry) + 3600}.${token.split('.')[1]}`
    const foreign = `${api.url}${A}/artifacts/${other.Id}/assets/app.js?assetToken=${encodeURIComponent(token)}`
    for (const url of [forged, later, foreign, `${links.JavaScriptUrl.split('?')[0]}`]) {
      const answer = await fetch(url)
      expect(answer.status).toBe(401)
      expect(((await answer.json()) as { title: string }).title).toBe('Unauthorized')
    }
    api.advance(11 * 60_000)
    try {
      expect((await fetchAsset(links.JavaScriptUrl)).status).toBe(401)
    } finally {
      api.advance(-11 * 60_000)
    }
    expect((await fetchAsset(links.JavaScriptUrl)).status).toBe(200)
  })

  it('let a bearer with View read the assets without a token; an unknown asset name is a 404', async () => {
    const path = `${api.url}${A}/artifacts/${artifact.Id}/assets/app.css`
    expect((await fetchAsset(path, { Authorization: `Bearer ${operator}` })).status).toBe(200)
    expect((await fetchAsset(`${api.url}${A}/artifacts/${artifact.Id}/assets/app.map`, { Authorization: `Bearer ${operator}` })).status).toBe(404)
    expect((await fetchAsset(`${api.url}${A}/artifacts/nope/assets/app.js`, { Authorization: `Bearer ${operator}` })).status).toBe(404)
    expect((await assetLinks('nope')).status).toBe(404)
  })
})

describe('activation', () => {
  it('finds nothing to roll back to before anything was active', async () => {
    const response = await lifecycle('/rollback', { ExpectedProjectRowVersion: await projectRowVersion() })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]!.Code).toBe('uiProject.rollback.noTarget')
  })

  it('keeps exactly one artifact active under 8 concurrent activations', async () => {
    const copies = await Promise.all(Array.from({ length: 8 }, () => copyArtifact()))
    const answers = await Promise.all(copies.map((copy) =>
      lifecycle(`/artifacts/${copy.Id}/activate`, { ExpectedArtifactRowVersion: copy.RowVersion, ExpectedProjectRowVersion: null })))
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(answer.body.Data.RefreshRequired).toBe(true)
    }
    const active = await api.db.query<{ id: string }>('SELECT id FROM ui_project_artifacts WHERE is_active')
    expect(active).toHaveLength(1)
    const [project] = await api.db.query<{ active_artifact_id: string; row_version: string }>("SELECT active_artifact_id, row_version FROM ui_projects WHERE id = 'workspace'")
    expect(project!.active_artifact_id).toBe(active[0]!.id)
    const list = (await api.request<Envelope<ArtifactDto[]>>('GET', `${A}/artifacts`, { token: operator })).body.Data
    expect(list.filter((item) => item.IsActive).map((item) => item.Id)).toEqual([active[0]!.id])
    for (const copy of list.filter((item) => copies.some((made) => made.Id === item.Id) && !item.IsActive)) {
      expect(copy).toMatchObject({ Status: 3, WasActive: true })
      expect(copy.DeactivatedAt).not.toBeNull()
    }
    const winner = list.find((item) => item.IsActive)!
    expect(winner).toMatchObject({ Status: 2, PublishedByUserId: 'usr-operator' })

    // The host page's read: the project row version and the active artifact's links.
    const runtime = await api.request<Envelope<{ ProjectRowVersion: string; Active: AssetLinks | null }>>('GET', '/api/workspace/ui-project/active', { token: operator })
    expect(runtime.body.Data.ProjectRowVersion).toBe(project!.row_version)
    expect(runtime.body.Data.Active?.ArtifactId).toBe(winner.Id)
    expect((await fetchAsset(runtime.body.Data.Active!.JavaScriptUrl)).status).toBe(200)
    expect((await api.request('GET', '/api/workspace/ui-project/active')).status).toBe(401)

    // Activating the active one again changes nothing.
    const again = await lifecycle(`/artifacts/${winner.Id}/activate`, { ExpectedArtifactRowVersion: winner.RowVersion })
    expect(again.status).toBe(200)
    expect(again.body.Data).toMatchObject({ RefreshRequired: false, ProjectRowVersion: project!.row_version })
  })

  it('answers 409 with the current state for a stale artifact or project row version', async () => {
    const copy = await copyArtifact()
    const stale = await lifecycle(`/artifacts/${copy.Id}/activate`, { ExpectedArtifactRowVersion: randomUUID() })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]).toMatchObject({ Code: 'uiProject.artifact.stale', Field: 'ExpectedArtifactRowVersion' })
    expect(stale.body.Data.Artifact.RowVersion).toBe(copy.RowVersion)
    const staleProject = await lifecycle(`/artifacts/${copy.Id}/activate`, { ExpectedArtifactRowVersion: copy.RowVersion, ExpectedProjectRowVersion: randomUUID() })
    expect(staleProject.status).toBe(409)
    expect(staleProject.body.Errors[0]!.Code).toBe('uiProject.project.stale')
    expect(staleProject.body.Data.ProjectRowVersion).toBe(await projectRowVersion())
    expect((await lifecycle('/artifacts/nope/activate', { ExpectedArtifactRowVersion: randomUUID() })).status).toBe(404)
  })

  it('refuses an artifact built for a host contract this installation does not support, naming both', async () => {
    const future = await copyArtifact({ hostContractVersion: 2 })
    expect(future).toMatchObject({ IsCompatible: false })
    expect(future.CompatibilityMessage).toContain('version 2')
    const response = await lifecycle(`/artifacts/${future.Id}/activate`, { ExpectedArtifactRowVersion: future.RowVersion })
    expect(response.status).toBe(409)
    expect(response.body.Errors[0]!.Code).toBe('uiProject.artifact.incompatible')
    expect(response.body.Errors[0]!.Message).toMatch(/host contract version 2.*supports version 1/)
  })

  it('rolls back to the artifact that was active before, and deactivates', async () => {
    const first = await copyArtifact()
    const second = await copyArtifact()
    await lifecycle(`/artifacts/${first.Id}/activate`, { ExpectedArtifactRowVersion: first.RowVersion })
    const activated = await lifecycle(`/artifacts/${second.Id}/activate`, { ExpectedArtifactRowVersion: second.RowVersion })
    expect(activated.status).toBe(200)
    expect((await lifecycle('/rollback', { ExpectedProjectRowVersion: randomUUID() })).status).toBe(409)
    const rolledBack = await lifecycle('/rollback', { ExpectedProjectRowVersion: activated.body.Data.ProjectRowVersion })
    expect(rolledBack.status).toBe(200)
    expect(rolledBack.body.Data).toMatchObject({ RefreshRequired: true, Artifact: { Id: first.Id, IsActive: true, Status: 2 } })
    expect(await getArtifact(second.Id)).toMatchObject({ IsActive: false, Status: 3 })

    const current = rolledBack.body.Data.Artifact
    const notActive = await lifecycle(`/artifacts/${second.Id}/deactivate`, { ExpectedArtifactRowVersion: (await getArtifact(second.Id)).RowVersion })
    expect(notActive.status).toBe(409)
    expect(notActive.body.Errors[0]!.Code).toBe('uiProject.artifact.notActive')
    const deactivated = await lifecycle(`/artifacts/${current.Id}/deactivate`, { ExpectedArtifactRowVersion: current.RowVersion })
    expect(deactivated.status).toBe(200)
    expect(deactivated.body.Data).toMatchObject({ RefreshRequired: true, Artifact: { IsActive: false, Status: 1, DeactivatedByUserId: 'usr-operator' } })
    const runtime = await api.request<Envelope<{ ProjectRowVersion: string; Active: AssetLinks | null }>>('GET', '/api/workspace/ui-project/active', { token: admin })
    expect(runtime.body.Data).toEqual({ ProjectRowVersion: deactivated.body.Data.ProjectRowVersion, Active: null })

    // With none active, a roll back brings back the most recently active one.
    const restored = await lifecycle('/rollback', { ExpectedProjectRowVersion: deactivated.body.Data.ProjectRowVersion })
    expect(restored.status).toBe(200)
    expect(restored.body.Data.Artifact.Id).toBe(first.Id)
  })

  it('pins with the artifact row version', async () => {
    const copy = await copyArtifact()
    const pinned = await api.request<Envelope<ArtifactDto>>('PUT', `${A}/artifacts/${copy.Id}/pin`, { token: operator, body: { IsPinned: true, ExpectedArtifactRowVersion: copy.RowVersion } })
    expect(pinned.status).toBe(200)
    expect(pinned.body.Data.IsPinned).toBe(true)
    expect(pinned.body.Data.RowVersion).not.toBe(copy.RowVersion)
    const stale = await api.request<Envelope<ArtifactDto>>('PUT', `${A}/artifacts/${copy.Id}/pin`, { token: operator, body: { IsPinned: false, ExpectedArtifactRowVersion: copy.RowVersion } })
    expect(stale.status).toBe(409)
    expect(stale.body.Data.RowVersion).toBe(pinned.body.Data.RowVersion)
  })
})

describe('purge', () => {
  it('refuses the active artifact and a stale row version, then drops the bytes and keeps the metadata', async () => {
    const active = (await api.request<Envelope<ArtifactDto[]>>('GET', `${A}/artifacts`, { token: operator })).body.Data.find((item) => item.IsActive)!
    const refused = await lifecycle(`/artifacts/${active.Id}/purge`, { ExpectedArtifactRowVersion: active.RowVersion })
    expect(refused.status).toBe(409)
    expect(refused.body.Errors[0]!.Code).toBe('uiProject.artifact.active')

    const copy = await copyArtifact()
    const links = (await assetLinks(copy.Id)).body.Data
    const stale = await lifecycle(`/artifacts/${copy.Id}/purge`, { ExpectedArtifactRowVersion: randomUUID() })
    expect(stale.status).toBe(409)
    expect(stale.body.Errors[0]!.Code).toBe('uiProject.artifact.stale')
    expect(stale.body.Data.Artifact).toMatchObject({ Id: copy.Id, RowVersion: copy.RowVersion, AssetsAvailable: true })

    const purged = await lifecycle(`/artifacts/${copy.Id}/purge`, { ExpectedArtifactRowVersion: copy.RowVersion })
    expect(purged.status).toBe(200)
    expect(purged.body.Data.RefreshRequired).toBe(false)
    const after = purged.body.Data.Artifact
    expect(after.AssetsAvailable).toBe(false)
    expect(after.AssetsPurgedAt).not.toBeNull()
    expect(after.RowVersion).not.toBe(copy.RowVersion)
    const { AssetsAvailable: _a, AssetsPurgedAt: _p, RowVersion: _r, ...kept } = copy
    expect(after).toMatchObject(kept)

    expect((await fetchAsset(links.JavaScriptUrl)).status).toBe(409)
    expect((await assetLinks(copy.Id)).status).toBe(409)
    const again = await lifecycle(`/artifacts/${copy.Id}/purge`, { ExpectedArtifactRowVersion: after.RowVersion })
    expect(again.body.Errors[0]!.Code).toBe('uiProject.artifact.alreadyPurged')
    const activate = await lifecycle(`/artifacts/${copy.Id}/activate`, { ExpectedArtifactRowVersion: after.RowVersion })
    expect(activate.status).toBe(409)
    expect(activate.body.Errors[0]!.Code).toBe('uiProject.artifact.purged')
    expect((await lifecycle('/artifacts/nope/purge', { ExpectedArtifactRowVersion: randomUUID() })).status).toBe(404)
  })
})

describe('permissions', () => {
  it('let operators publish but not build, and need View for the assets', async () => {
    const build = await api.request('POST', `${A}/builds`, { token: operator, body: { Kind: 1 } })
    expect(build.status).toBe(403)
    await api.db.query(`DELETE FROM role_permissions WHERE role_id = 'role-operator' AND permission_key = 'uiproject.view'`)
    try {
      const asset = await fetchAsset(`${api.url}${A}/artifacts/${artifact.Id}/assets/app.js`, { Authorization: `Bearer ${operator}` })
      expect(asset.status).toBe(403)
      expect((await api.request('GET', `${A}/artifacts`, { token: operator })).status).toBe(403)
    } finally {
      await api.db.query(`INSERT INTO role_permissions (role_id, permission_key) VALUES ('role-operator', 'uiproject.view')`)
    }
    await api.db.query(`DELETE FROM role_permissions WHERE role_id = 'role-operator' AND permission_key = 'uiproject.publish'`)
    try {
      const copy = await copyArtifact()
      expect((await lifecycle(`/artifacts/${copy.Id}/activate`, { ExpectedArtifactRowVersion: copy.RowVersion })).status).toBe(403)
    } finally {
      await api.db.query(`INSERT INTO role_permissions (role_id, permission_key) VALUES ('role-operator', 'uiproject.publish')`)
    }
  })
})
