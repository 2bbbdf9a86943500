import { ApiError, fetchInstallationInfo } from '@/api'

export type InstallationProblem = 'unreachable' | 'notWorkspace' | 'invalidAddress'

export type InstallationCheck =
  | { ok: true; versionLabel: string; title: string }
  | { ok: false; reason: InstallationProblem; detail?: string }

/** Asks `baseUrl` for its configuration description and says whether this app can work with it. */
export async function checkInstallation(baseUrl: string): Promise<InstallationCheck> {
  try {
    const info = await fetchInstallationInfo(baseUrl)
    return { ok: true, versionLabel: info.versionLabel, title: info.title }
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return { ok: false, reason: 'unreachable' }
    return { ok: false, reason: 'notWorkspace', detail: error instanceof Error ? error.message : undefined }
  }
}
