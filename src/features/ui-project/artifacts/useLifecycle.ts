import { useSourceProject } from '@/platform/source-project/context'
import { useProjectText } from '@/platform/source-project/useProjectText'
import { ref, shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { useQueryClient } from '@tanstack/vue-query'
import { UiArtifactStatus, enumName, isApiError, type ApiError } from '@/api'
import type { ConflictField } from '@/platform/components/AppConflictDialog.vue'
import { useNotify } from '@/platform/composables/useNotify'

import type { ProjectArtifact, ProjectLifecycleResult, ProjectState } from '@/platform/source-project/types'

export type LifecycleAction =
  | { kind: 'activate'; artifact: ProjectArtifact }
  | { kind: 'deactivate'; artifact: ProjectArtifact }
  | { kind: 'rollback' }
  | { kind: 'pin'; artifact: ProjectArtifact; pinned: boolean }
  | { kind: 'purge'; artifact: ProjectArtifact }

/** A 409 shown in the one conflict dialog: what the server has now beside what the action expected. */
export interface LifecycleConflict {
  fields: ConflictField[]
  theirs: Record<string, unknown>
  yours: Record<string, unknown>
  /** "Keep mine": the same action again, on the current versions. */
  retry: () => Promise<void>
}

const isArtifact = (value: unknown): value is ProjectArtifact => typeof value === 'object' && value !== null && 'RowVersion' in value && 'Id' in value

/** The current artifact a 409 carries: the lifecycle result's `Artifact`, or the artifact itself (pin). */
export function conflictArtifact(data: unknown): ProjectArtifact | null {
  if (isArtifact(data)) return data
  const inner = typeof data === 'object' && data !== null ? (data as { Artifact?: unknown }).Artifact : undefined
  return isArtifact(inner) ? inner : null
}

/** What an action changes on its artifact. */
export function intendedChange(action: LifecycleAction): Partial<ProjectArtifact> {
  switch (action.kind) {
    case 'activate':
      return { IsActive: true }
    case 'deactivate':
      return { IsActive: false }
    case 'pin':
      return { IsPinned: action.pinned }
    case 'purge':
      return { AssetsAvailable: false }
    default:
      return {}
  }
}

/** The last part of a 409 code: `uiProject.artifact.alreadyPurged` → `alreadyPurged`. */
export const refusalName = (code: string | undefined): string => code?.split('.').pop() ?? 'unknown'

/**
 * Activate, deactivate, roll back, pin and purge, each sent with the row versions the page showed.
 * Success updates the caches and says so (and, when the answer asks for it, that open workspace
 * apps must be refreshed). A stale row version (someone changed the artifact or the project since)
 * opens the conflict dialog with theirs beside yours; every other refusal is explained.
 */
export function useArtifactLifecycle() {
  const { api, keys, textPrefix } = useSourceProject()
  const { t } = useI18n()
  const projectText = useProjectText()
  const notify = useNotify()
  const client = useQueryClient()
  const pending = ref<LifecycleAction['kind'] | null>(null)
  const conflict = shallowRef<LifecycleConflict | null>(null)

  const label = (artifact: ProjectArtifact | undefined) => t('uiProjectBuilds.artifact.name', { number: artifact?.BuildNumber ?? '?' })

  function send(action: LifecycleAction, project: ProjectState | undefined): Promise<ProjectLifecycleResult | ProjectArtifact> {
    switch (action.kind) {
      case 'activate':
        return api.activateArtifact(action.artifact.Id ?? '', action.artifact.RowVersion ?? '', project?.RowVersion ?? null)
      case 'deactivate':
        return api.deactivateArtifact(action.artifact.Id ?? '', action.artifact.RowVersion ?? '')
      case 'rollback':
        return api.rollback(project?.RowVersion ?? '')
      case 'pin':
        return api.pinArtifact(action.artifact.Id ?? '', action.pinned, action.artifact.RowVersion ?? '')
      case 'purge':
        return api.purgeArtifact(action.artifact.Id ?? '', action.artifact.RowVersion ?? '')
    }
  }

  function refresh(): void {
    void client.invalidateQueries({ queryKey: keys.artifacts.all })
    void client.invalidateQueries({ queryKey: keys.project })
  }

  function announce(action: LifecycleAction, answer: ProjectLifecycleResult | ProjectArtifact): void {
    const result = 'Artifact' in answer || 'RefreshRequired' in answer ? (answer as ProjectLifecycleResult) : null
    const artifact = result ? result.Artifact : (answer as ProjectArtifact)
    if (artifact?.Id) client.setQueryData(keys.artifacts.artifact(artifact.Id), artifact)
    const name = label(artifact)
    if (action.kind === 'pin') notify.success(t(action.pinned ? 'uiProjectBuilds.lifecycle.pinned' : 'uiProjectBuilds.lifecycle.unpinned', { name }))
    else notify.success(projectText('uiProjectBuilds', `lifecycle.done.${action.kind}`, { name }))
    if (result?.RefreshRequired && action.kind !== 'purge') notify.info(t('uiProjectBuilds.lifecycle.refreshRequired'))
  }

  async function openConflict(action: LifecycleAction, error: ApiError, project: ProjectState | undefined): Promise<void> {
    if (error.hasCode(`${textPrefix}.project.stale`) || action.kind === 'rollback') {
      const current = await api.getProject()
      client.setQueryData(keys.project, current)
      const active = (id: string | null | undefined) => (id ? (client.getQueryData<ProjectArtifact[]>(keys.artifacts.list)?.find((a) => a.Id === id)?.BuildNumber ?? id) : null)
      conflict.value = {
        fields: [{ key: 'active', label: t('uiProjectBuilds.lifecycle.conflict.active') }],
        theirs: { active: active(current.ActiveArtifactId) ?? t('uiProjectBuilds.lifecycle.conflict.none') },
        yours: { active: active(project?.ActiveArtifactId) ?? t('uiProjectBuilds.lifecycle.conflict.none') },
        retry: async () => void (await run(action, current)),
      }
      return
    }
    if (!('artifact' in action)) return
    const theirs = conflictArtifact(error.data) ?? (await api.getArtifact(action.artifact.Id ?? ''))
    client.setQueryData(keys.artifacts.artifact(theirs.Id ?? ''), theirs)
    const yes = t('uiProjectBuilds.common.yes')
    const no = t('uiProjectBuilds.common.no')
    const flag = (value: unknown) => (value ? yes : no)
    conflict.value = {
      fields: [
        { key: 'IsActive', label: t('uiProjectBuilds.fields.active'), format: flag },
        { key: 'IsPinned', label: t('uiProjectBuilds.fields.pinned'), format: flag },
        { key: 'AssetsAvailable', label: t('uiProjectBuilds.fields.assetsAvailable'), format: flag },
        { key: 'Status', label: t('uiProjectBuilds.fields.status'), format: (value) => t(`uiProjectBuilds.artifactStatus.${enumName(UiArtifactStatus, value) ?? 'Ready'}`) },
      ],
      theirs: { ...theirs },
      // "Your change": the version the page showed with what the action does to it.
      yours: { ...action.artifact, ...intendedChange(action) },
      retry: async () => {
        const fresh = client.getQueryData<ProjectState>(keys.project) ?? project
        await run({ ...action, artifact: theirs } as LifecycleAction, fresh)
      },
    }
  }

  /** Runs the action; true when it was done. */
  async function run(action: LifecycleAction, project: ProjectState | undefined): Promise<boolean> {
    pending.value = action.kind
    try {
      announce(action, await send(action, project))
      return true
    } catch (error) {
      if (isApiError(error) && error.isConflict) {
        const stale = error.hasCode('uiProject.artifact.stale') || error.hasCode(`${textPrefix}.project.stale`)
        if (stale) await openConflict(action, error, project).catch((failure: unknown) => notify.error(failure))
        else notify.warning(t('uiProjectBuilds.lifecycle.refused', { reason: error.issues[0]?.Message || t(`uiProjectBuilds.lifecycle.codes.${refusalName(error.code)}`) }))
      } else {
        notify.error(error)
      }
      return false
    } finally {
      pending.value = null
      refresh()
    }
  }

  return { run, pending, conflict }
}
