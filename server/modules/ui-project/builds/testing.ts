import { createHash, randomUUID } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import type { Db } from '../../../db'
import type { Envelope, TestResponse } from '../../../test/testApi'
import { lockProject, projectId } from '../project.repo'
import { BuildStatus } from './buildModel'
import type { BuildDto } from './builds.mappers'

/** Test helpers of the build and artifact tests: revisions written straight to the tables, polling, process checks. */

export const A = '/api/workspace/admin/ui-project'

type Request = <T = Envelope>(method: string, path: string, options?: { body?: unknown; token?: string }) => Promise<TestResponse<T>>

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** A revision of these files (as the source module would store it); the working one unless told otherwise. */
export async function insertRevision(db: Db, files: ReadonlyMap<string, string>, options: { working?: boolean } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, new Date())
    const id = randomUUID()
    const number = project.last_revision_number + 1
    const hashes = [...files].map(([path, text]) => [path, sha256(text), text] as const)
    for (const [, hash, text] of hashes) {
      await tx.query('INSERT INTO ui_project_blobs (content_hash, content, size_bytes) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [hash, text, Buffer.byteLength(text)])
    }
    await tx.query(
      `INSERT INTO ui_project_revisions (id, project_id, number, parent_revision_id, message, source, author_user_id, created_at, content_hash, file_count, total_size_bytes)
       VALUES ($1, $2, $3, $4, 'test revision', 0, NULL, $5, $6, $7, $8)`,
      [id, projectId, number, project.working_revision_id, new Date(), sha256(hashes.map(([path, hash]) => `${path}\0${hash}\n`).join('')), files.size,
        hashes.reduce((sum, [, , text]) => sum + Buffer.byteLength(text), 0)],
    )
    for (const [path, hash] of hashes) {
      await tx.query('INSERT INTO ui_project_revision_files (revision_id, path, content_hash) VALUES ($1, $2, $3)', [id, path, hash])
    }
    const working = options.working === false ? project.working_revision_id : id
    await tx.query('UPDATE ui_projects SET last_revision_number = $2, working_revision_id = $3 WHERE id = $1', [projectId, number, working])
    return id
  })
}

/**
 * A valid project of five files without Vuetify: its type-check takes a fraction of a template's,
 * so failing checks and builds stay cheap. `extra` adds or replaces files.
 */
export function miniProject(extra: Record<string, string> = {}): Map<string, string> {
  const workspace = { name: 'Mini', version: '0.1.0', hostContractVersion: 1, pages: [{ key: 'home', title: 'Home', path: '/', component: 'src/App.vue' }], locales: ['en'] }
  return new Map(Object.entries({
    'workspace.json': `${JSON.stringify(workspace, null, 2)}\n`,
    'src/locales/en.json': '{ "home.title": "Home" }\n',
    'src/App.vue': '<script setup lang="ts">\nimport { ref } from \'vue\'\n\nconst count = ref(1)\n</script>\n\n<template>\n  <div>{{ count }}</div>\n</template>\n',
    'src/env.d.ts': "declare module '*.vue' {\n  import type { DefineComponent } from 'vue'\n  const component: DefineComponent<object, object, unknown>\n  export default component\n}\n",
    'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
    ...extra,
  }))
}

export async function startBuildAs(request: Request, token: string, kind: 'build' | 'check', revisionId: string | null = null): Promise<BuildDto> {
  const response = await request<Envelope<BuildDto>>('POST', `${A}/builds`, { token, body: { Kind: kind === 'check' ? 1 : 0, RevisionId: revisionId } })
  if (response.status !== 200) throw new Error(`StartBuild answered ${response.status}: ${JSON.stringify(response.body)}`)
  return response.body.Data
}

export async function getBuild(request: Request, token: string, buildId: string): Promise<BuildDto> {
  const response = await request<Envelope<BuildDto>>('GET', `${A}/builds/${buildId}`, { token })
  if (response.status !== 200) throw new Error(`GetBuild answered ${response.status}`)
  return response.body.Data
}

/** Polls the build until `done` holds (by default: it has ended). */
export async function waitForBuild(
  request: Request,
  token: string,
  buildId: string,
  done: (build: BuildDto) => boolean = (build) => build.Status !== BuildStatus.Queued && build.Status !== BuildStatus.Running,
  timeoutMs = 240_000,
): Promise<BuildDto> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const build = await getBuild(request, token, buildId)
    if (done(build)) return build
    if (Date.now() > until) throw new Error(`Build ${buildId} did not get there in time: ${JSON.stringify({ Status: build.Status, Stage: build.Stage })}`)
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}

function processTable(): Array<{ pid: number; ppid: number; pgid: number; zombie: boolean }> {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,pgid=,stat='], { encoding: 'utf8' }).trim().split('\n').map((line) => {
    const [pid, ppid, pgid, stat] = line.trim().split(/\s+/)
    return { pid: Number(pid), ppid: Number(ppid), pgid: Number(pgid), zombie: (stat ?? '').startsWith('Z') }
  })
}

/** Every live process below this one: pid → process group. */
export function descendantProcesses(): Map<number, number> {
  const table = processTable()
  const found = new Map<number, number>()
  let frontier = new Set([process.pid])
  while (frontier.size > 0) {
    const children = table.filter((row) => frontier.has(row.ppid) && !found.has(row.pid) && !row.zombie)
    for (const row of children) found.set(row.pid, row.pgid)
    frontier = new Set(children.map((row) => row.pid))
  }
  return found
}

/** Processes still alive among these, or in their own process groups (the runner starts each child in a group of its own). */
export function survivors(processes: ReadonlyMap<number, number>): number[] {
  const table = processTable()
  const ownGroup = table.find((row) => row.pid === process.pid)?.pgid
  const groups = new Set([...processes.values()].filter((group) => group !== ownGroup))
  return table.filter((row) => !row.zombie && (processes.has(row.pid) || groups.has(row.pgid))).map((row) => row.pid)
}
