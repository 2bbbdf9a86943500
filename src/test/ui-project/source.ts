// Shared arrangements of the source screens' component tests (not part of the app).
import { RouterView } from 'vue-router'
import { vi } from 'vitest'
import { configureApi } from '@/api/index'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, ok } from '@/test/profiles'
import { uiProjectRoutes } from '@/features/ui-project/routes'
import type { UiProject, UiProjectRevision } from '@/features/ui-project/api/uiProject.types'

export const A = '/api/workspace/admin/ui-project'

export { ok }
export const fail = (status: number, issues: { Code: string; Message: string; Field?: string; Target?: string }[], data: unknown = null) => ({
  status,
  body: { Success: false, Data: data, Errors: issues.map((issue) => ({ Metadata: {}, ...issue })), Warnings: null },
})

type Answer = { status: number; body: unknown }
/** Answers by `METHOD path`; a function sees the whole URL (e.g. the `path` of a file read). */
export type Answers = Record<string, Answer | ((url: URL) => Answer)>
export interface Call {
  method: string
  url: URL
  body: string | null
}

export function stubApi(answers: Answers) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const body = request.method === 'GET' ? null : await request.text()
    calls.push({ method: request.method, url, body })
    const answer = answers[`${request.method} ${url.pathname}`]
    const resolved = typeof answer === 'function' ? answer(url) : answer
    if (!resolved) throw new TypeError('Failed to fetch')
    if (resolved.body instanceof Blob) return new Response(resolved.body, { status: resolved.status, headers: { 'Content-Type': 'application/zip' } })
    return new Response(JSON.stringify(resolved.body), { status: resolved.status, headers: { 'Content-Type': 'application/json' } })
  })
  configureApi({ baseUrl: 'http://api.test' })
  return calls
}

export const bodyOf = (call: Call | undefined): unknown => JSON.parse(call?.body ?? 'null')

/** Signs in someone who may change the source (a configurator), or who may only read it. */
export function signIn(access: 'manage' | 'read' = 'manage'): void {
  const session = useSessionStore()
  session.token = 'token'
  session.profile =
    access === 'manage'
      ? makeProfile({ Roles: ['Configurator'], Permissions: ['uiproject.view', 'uiproject.source.manage', 'entities.configure'] })
      : makeProfile({ Roles: ['Operator'], Permissions: ['uiproject.view'] })
}

export function makeProject(overrides: Partial<UiProject> = {}): UiProject {
  return {
    Id: 'workspace',
    DisplayName: 'Workspace UI',
    WorkingRevisionId: 'rev-3',
    WorkingRevisionNumber: 3,
    ActiveArtifactId: null,
    RowVersion: 'rv-project',
    SupportedHostContractVersions: [1],
    Toolchain: { Vue: '3.5', Pinia: '3', Vuetify: '4', Vite: '8', TypeScript: '5.9', Eslint: '10', Fingerprint: 'fp' },
    Limits: { MaxFiles: 500, MaxFileBytes: 524288, MaxTotalBytes: 8388608, MaxZipBytes: 10485760 },
    ...overrides,
  }
}

export const texts: Record<string, string> = {
  'src/App.vue': '<template>\n  <h1>Hello</h1>\n</template>\n',
  'src/main.ts': "import { createApp } from 'vue'\nimport App from './App.vue'\n\ncreateApp(App).mount('#app')\n",
  'src/pages/Home.vue': '<template><p>Home</p></template>\n',
  'README.md': '# Workspace UI\n',
}

export function makeRevision(overrides: Partial<UiProjectRevision> = {}, files: Record<string, string> = texts): UiProjectRevision {
  return {
    Id: 'rev-3',
    ProjectId: 'workspace',
    Number: 3,
    ParentRevisionId: 'rev-2',
    Message: 'Header',
    Source: 0,
    AuthorUserId: 'usr-admin',
    AuthorDisplayName: 'Ada Admin',
    CreatedAt: '2026-11-28T10:00:00Z',
    ContentHash: 'tree-3',
    FileCount: Object.keys(files).length,
    TotalSizeBytes: Object.values(files).reduce((sum, text) => sum + text.length, 0),
    IsWorking: true,
    Files: Object.entries(files).map(([Path, text]) => ({ Path, ContentHash: `h-${Path}-${text.length}`, SizeBytes: text.length })),
    ...overrides,
  }
}

/** The file reads of a revision's texts. */
export function fileAnswer(revisionId: string, files: Record<string, string> = texts) {
  return (url: URL) => {
    const path = url.searchParams.get('path') ?? ''
    const content = files[path]
    if (content === undefined) return fail(404, [{ Code: 'workspace.notFound', Message: `"${path}" is not a file of this revision.` }])
    return ok({ RevisionId: revisionId, Path: path, Content: content, ContentHash: `h-${path}`, SizeBytes: content.length })
  }
}

export { fakeCodeRuntime, type FakeCodeEditor } from '@/test/platform/fakeCodeRuntime'

const mounted: { unmount: () => void }[] = []
export function cleanUp(): void {
  mounted.splice(0).forEach((wrapper) => wrapper.unmount())
  vi.unstubAllGlobals()
}

/** Opens a route of the feature and waits until `ready` shows. */
export async function renderSource(path: string, ready: string) {
  const { wrapper, router } = await renderWithApp(RouterView, { routes: uiProjectRoutes, initialPath: path })
  mounted.push(wrapper)
  await waitFor(ready)
  await flush()
  return { wrapper, router: router! }
}

export async function waitFor(selector: string, root: ParentNode = document): Promise<Element> {
  let found: Element | null = null
  await vi.waitFor(
    () => {
      found = root.querySelector(selector)
      if (!found) throw new Error(`${selector} is not there yet`)
    },
    { timeout: 5000 },
  )
  return found as unknown as Element
}

export const dialog = (): HTMLElement => {
  const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1)
  if (!found) throw new Error('no dialog is open')
  return found
}

export function button(root: ParentNode, text: string | RegExp): HTMLButtonElement {
  const matches = (value: string | null | undefined) => (typeof text === 'string' ? value?.trim() === text : !!value && text.test(value.trim()))
  const found = [...root.querySelectorAll<HTMLButtonElement>('button, a')].find((element) => matches(element.textContent) || matches(element.getAttribute('aria-label')))
  if (!found) throw new Error(`no button ${String(text)}`)
  return found as HTMLButtonElement
}

export async function type(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  input.value = value
  input.dispatchEvent(new Event('input'))
  await flush()
}

export { flush }
