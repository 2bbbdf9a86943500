import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { ApiError, apiClient, configureApi, unwrap, type Schemas } from '@/api'
import { pushNotification } from '@/platform/composables/notifications'
import { i18n } from './plugins/i18n'
import { normalizeBaseUrl } from './runtimeConfig'

export type WorkspaceUserProfile = Schemas['WorkspaceUserProfile']
export type SignInMethod = 'password' | 'apiKey'

export interface Installation {
  baseUrl: string
  versionLabel: string | null
}

interface PersistedSession {
  baseUrl: string
  /** The description version the installation was checked to serve; kept so a reload need not fetch its description again. */
  versionLabel?: string | null
  token: string | null
  method: SignInMethod
}

export const SESSION_STORAGE_KEY = 'workspace-admin.session'

function readPersisted(): Partial<PersistedSession> {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return parsed && typeof parsed === 'object' ? (parsed as Partial<PersistedSession>) : {}
  } catch {
    return {}
  }
}

function normalizePermission(key: string): string {
  return key.trim().toLowerCase()
}

export const useSessionStore = defineStore('session', () => {
  const installation = ref<Installation>({ baseUrl: '', versionLabel: null })
  const token = ref<string | null>(null)
  const method = ref<SignInMethod>('password')
  const profile = ref<WorkspaceUserProfile | null>(null)
  /** True while a request was refused with 401 during use; the re-authentication dialog shows. */
  const reauthRequired = ref(false)

  const isSignedIn = computed(() => token.value !== null && profile.value !== null)
  const permissionSet = computed(() => new Set((profile.value?.Permissions ?? []).map(normalizePermission)))

  function hasRole(name: string): boolean {
    return profile.value?.Roles.includes(name) ?? false
  }
  function hasAnyRole(names: string[]): boolean {
    return names.some(hasRole)
  }
  function hasPermission(key: string): boolean {
    return permissionSet.value.has(normalizePermission(key))
  }
  function isModuleEnabled(name: string): boolean {
    const modules = profile.value?.Modules as Record<string, { Enabled?: boolean } | undefined> | undefined
    return modules?.[name]?.Enabled === true
  }

  function persist(): void {
    const { baseUrl, versionLabel } = installation.value
    const data: PersistedSession = { baseUrl, versionLabel, token: token.value, method: method.value }
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(data))
  }

  function applyApiConfig(): void {
    configureApi({
      baseUrl: installation.value.baseUrl,
      getToken: () => token.value,
      onUnauthorized: () => {
        // Only a session in use can expire; sign-in and restore handle their own 401.
        if (isSignedIn.value) reauthRequired.value = true
      },
      onWarnings: (warnings) => {
        for (const warning of warnings) pushNotification('warning', warning.Message)
      },
      // The server answers its messages (validation rules, ...) in the language the UI shows.
      getLocale: () => i18n.global.locale.value,
    })
  }

  /** Points the app at an installation (from config.json, the stored session or the sign-in screen). */
  function setInstallation(baseUrl: string, versionLabel: string | null = null): void {
    const normalized = normalizeBaseUrl(baseUrl)
    if (normalized !== installation.value.baseUrl) {
      token.value = null
      profile.value = null
    }
    installation.value = { baseUrl: normalized, versionLabel }
    applyApiConfig()
    persist()
  }

  function toProfile(data: WorkspaceUserProfile): WorkspaceUserProfile {
    // The access token belongs in `token`, not in the profile shown around the app.
    const { AccessToken: _accessToken, ...rest } = data as WorkspaceUserProfile & { AccessToken?: string | null }
    return rest as WorkspaceUserProfile
  }

  async function signIn(userNameOrEmail: string, password: string): Promise<void> {
    const data = await unwrap(
      apiClient.POST('/api/workspace/auth/login', { body: { UserNameOrEmail: userNameOrEmail, Password: password } }),
    )
    const accessToken = (data as { AccessToken?: string | null }).AccessToken
    if (!accessToken) throw new Error('The installation returned no access token.')
    token.value = accessToken
    method.value = 'password'
    profile.value = toProfile(data as WorkspaceUserProfile)
    reauthRequired.value = false
    persist()
  }

  async function fetchProfile(): Promise<WorkspaceUserProfile> {
    return toProfile((await unwrap(apiClient.GET('/api/workspace/auth/me'))) as WorkspaceUserProfile)
  }

  async function signInWithApiKey(key: string): Promise<void> {
    const previous = { token: token.value, method: method.value }
    token.value = key.trim()
    try {
      profile.value = await fetchProfile()
    } catch (error) {
      token.value = previous.token
      method.value = previous.method
      throw error
    }
    method.value = 'apiKey'
    reauthRequired.value = false
    persist()
  }

  /**
   * Ends the session here at once and revokes its access token on the server. The revoke is best
   * effort: an unreachable server never keeps anyone signed in. A service API key is not revoked
   * (administrators manage keys), so nothing is sent for it.
   */
  async function signOut(): Promise<void> {
    const revoked = method.value === 'password' ? token.value : null
    token.value = null
    profile.value = null
    reauthRequired.value = false
    persist()
    if (!revoked) return
    try {
      await apiClient.POST('/api/workspace/auth/logout', { headers: { Authorization: `Bearer ${revoked}` } })
    } catch {
      // Signed out here all the same; the token expires on the server in time.
    }
  }

  /** Restores the stored session; a rejected token is dropped, an unreachable installation keeps it. */
  async function restore(defaultBaseUrl = ''): Promise<void> {
    const stored = readPersisted()
    const baseUrl = normalizeBaseUrl(stored.baseUrl || defaultBaseUrl)
    // The label checked for this very address, never for another one the app now points at.
    const checked = stored.baseUrl && normalizeBaseUrl(stored.baseUrl) === baseUrl && typeof stored.versionLabel === 'string'
    installation.value = { baseUrl, versionLabel: checked ? (stored.versionLabel ?? null) : null }
    token.value = typeof stored.token === 'string' && stored.token ? stored.token : null
    method.value = stored.method === 'apiKey' ? 'apiKey' : 'password'
    applyApiConfig()
    if (!token.value || !installation.value.baseUrl) return
    try {
      profile.value = await fetchProfile()
    } catch (error) {
      profile.value = null
      if (error instanceof ApiError && (error.isUnauthorized || error.isForbidden)) {
        token.value = null
        persist()
      }
    }
  }

  return {
    installation,
    token,
    method,
    profile,
    reauthRequired,
    isSignedIn,
    hasRole,
    hasAnyRole,
    hasPermission,
    isModuleEnabled,
    setInstallation,
    signIn,
    signInWithApiKey,
    signOut,
    restore,
  }
})

export type SessionStore = ReturnType<typeof useSessionStore>
