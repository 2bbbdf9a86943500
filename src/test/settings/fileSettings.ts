// Arrangements of the file-settings tests (not part of the app).
import { RouterView } from 'vue-router'
import { vi } from 'vitest'
import { configureApi } from '@/api/index'
import { collectFeatureRoutes } from '@/app/featureRoutes'
import { useSessionStore } from '@/app/session'
import { flush, renderWithApp } from '@/test/render'
import { makeProfile, stubFetch } from '@/test/profiles'
import type { FilePolicyVerdict, FileSystemSettings } from '@/features/settings/files/fileSettings.types'

export { buttonIn, dialog, fail, field, ok, type } from '@/test/entities/rules'

export const SETTINGS = 'GET /api/workspace/filesystem/settings'
export const UPDATE = 'PUT /api/workspace/filesystem/settings'
export const POLICY_TEST = 'POST /api/workspace/filesystem/policy/test'

export const HASH = '9f2c4a1be07d3c55aa6b0e91f4d2c8b7e6a5d4c3b2a1908f7e6d5c4b3a291807'

export function savedSettings(members: Partial<FileSystemSettings> = {}): FileSystemSettings {
  return {
    StorageType: 1,
    RootPath: null,
    FolderStrategy: 1,
    ConstantFolderName: null,
    AllowedMimeTypes: ['application/pdf', 'image/*'],
    TrashRetentionTimeHours: 720,
    RowVersion: 'rv-1',
    FileTypeRules: [
      { Extensions: ['pdf'], MimeTypes: ['application/pdf'] },
      { Extensions: ['png', 'jpg'], MimeTypes: ['image/png', 'image/jpeg'] },
    ],
    FileTypePolicyVersion: 3,
    FileTypePolicyHash: HASH,
    MaxUploadSizeBytes: 1024 ** 3,
    ...members,
  }
}

export function refusedVerdict(members: Partial<FilePolicyVerdict> = {}): FilePolicyVerdict {
  return {
    Allowed: false,
    Code: 'workspace.files.policy.mimeMismatch',
    Message: 'The type image/gif is not allowed for .png files.',
    FileName: 'photo.png',
    Extension: 'png',
    MimeType: 'image/gif',
    RuleIndex: 1,
    Rule: { Extensions: ['png', 'jpg'], MimeTypes: ['image/png', 'image/jpeg'] },
    AllowedMimeTypesForExtension: ['image/png'],
    DetectedContentType: null,
    PolicyVersion: 3,
    PolicyHash: HASH,
    ...members,
  }
}

export function signInAs(role: 'Admin' | 'Configurator' | 'Operator'): void {
  const session = useSessionStore()
  session.token = 'token'
  session.profile = makeProfile({ Roles: [role], Permissions: role === 'Admin' ? ['settings.manage', 'files.manage'] : ['files.manage'] })
}

/** Opens `path` of the settings routes (layout and tabs included) with the API answering `answers`. */
export async function renderSettings(path: string, answers: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch(answers)
  vi.stubGlobal('fetch', stub.fetchStub)
  configureApi({ baseUrl: 'http://api.test' })
  const { wrapper, router } = await renderWithApp(RouterView, { routes: collectFeatureRoutes(), initialPath: path })
  await flush()
  await flush()
  return { wrapper, router: router!, calls: stub.calls }
}

/** The JSON body of the last call to `endpoint` (`METHOD /path`). */
export function lastBody(calls: { method: string; url: string; body: string | null }[], endpoint: string): unknown {
  const [method, path] = endpoint.split(' ')
  const call = calls.filter((entry) => entry.method === method && new URL(entry.url).pathname === path).at(-1)
  return call ? JSON.parse(call.body ?? 'null') : undefined
}

/** Waits out the tester's debounce and the answer. */
export async function afterDebounce(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 300))
  await flush()
  await flush()
}

/** Adds `text` as chips to the combobox input (a trailing comma commits it, as when typing). */
export async function addChips(input: HTMLInputElement, text: string): Promise<void> {
  input.focus()
  input.value = `${text},`
  input.dispatchEvent(new Event('input'))
  await flush()
}
