import { ref, shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { isApiError, type UiPageGeneratorKind } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import { applyTemplate, generatePage, saveRevision } from '../../api/uiProject'
import type { UiProjectRevision, UiProjectTemplate } from '../../api/uiProject.types'
import { saveErrors, type SaveErrors } from '../saveErrors'
import { afterSave, rebase, stagedChanges } from '../workingCopy'
import { useRevisionCreated } from './queries'
import type { RevisionConflictState } from './useRevisionConflict'
import type { WorkingCopyState } from './useWorkingCopy'

export type SaveOutcome = 'saved' | 'invalid' | 'conflict' | 'failed'

/** Files a revision has that the base had not, or has with other text: what a generator made. */
export function newFiles(base: ReadonlyMap<string, { contentHash: string }>, revision: Pick<UiProjectRevision, 'Files'>): string[] {
  return revision.Files.filter((file) => base.get(file.Path)?.contentHash !== file.ContentHash).map((file) => file.Path)
}

/** The file to show first in a fresh tree: the app's root component, else its entry, else the first. */
export function firstFileToOpen(paths: readonly string[]): string | null {
  const preferred = ['src/App.vue', 'src/main.ts', 'README.md'].find((path) => paths.includes(path))
  return preferred ?? paths.find((path) => path.endsWith('.vue')) ?? paths[0] ?? null
}

/**
 * Every write of the source editor that makes a new working revision: save (all staged changes in
 * one UiProject_SaveRevision from the revision the edits started from), start from a template,
 * generate a page. A 409 raises the one conflict; a 400 puts its messages on the files they name;
 * the staged edits stay until a write succeeds.
 */
export function useSourceWrites(working: WorkingCopyState, conflicts: RevisionConflictState) {
  const { t } = useI18n()
  const notify = useNotify()
  const created = useRevisionCreated()
  const busy = ref(false)
  const errors = shallowRef<SaveErrors | null>(null)

  function adopt(revision: UiProjectRevision, open: string | null): void {
    created(revision)
    working.reset(revision)
    if (open) working.open(open)
  }

  async function save(message: string): Promise<SaveOutcome> {
    const sent = working.copy.value
    const changes = stagedChanges(sent)
    busy.value = true
    errors.value = null
    try {
      const revision = await saveRevision({ BaseRevisionId: sent.baseRevisionId, Message: message, Changes: changes })
      created(revision)
      working.replace(afterSave(sent, working.copy.value, revision))
      notify.success(t('uiProjectSource.save.saved', { number: revision.Number }))
      return 'saved'
    } catch (error) {
      if (isApiError(error) && error.isConflict) {
        await conflicts.raise(error, {
          baseRevisionId: sent.baseRevisionId,
          yours: { summary: t('uiProjectSource.conflict.yoursSave', { n: changes.length }, changes.length), files: changes.map((change) => change.Path) },
          keepMine: (theirs) => {
            working.replace(rebase(working.copy.value, theirs))
            return save(message)
          },
          takeTheirs: (theirs) => working.reset(theirs),
        })
        return 'conflict'
      }
      if (isApiError(error) && error.status === 400) {
        errors.value = saveErrors(error, changes, [...sent.entries.keys()])
        working.setFileErrors(errors.value.byFile)
        if (errors.value.general.length > 0) notify.error(error, 'uiProjectSource.save.failed')
        return 'invalid'
      }
      notify.error(error, 'uiProjectSource.save.failed')
      return 'failed'
    } finally {
      busy.value = false
    }
  }

  async function startFromTemplate(template: UiProjectTemplate, baseRevisionId = working.copy.value.baseRevisionId): Promise<boolean> {
    busy.value = true
    try {
      const revision = await applyTemplate(template.Key, baseRevisionId)
      adopt(revision, firstFileToOpen(revision.Files.map((file) => file.Path)))
      notify.success(t('uiProjectSource.templates.applied', { name: template.DisplayName, number: revision.Number }))
      return true
    } catch (error) {
      if (isApiError(error) && error.isConflict) {
        await conflicts.raise(error, {
          baseRevisionId,
          yours: { summary: t('uiProjectSource.conflict.yoursTemplate', { name: template.DisplayName }), files: [] },
          keepMine: (theirs) => startFromTemplate(template, theirs.Id),
          takeTheirs: (theirs) => working.reset(theirs),
        })
      } else notify.error(error, 'uiProjectSource.templates.failed')
      return false
    } finally {
      busy.value = false
    }
  }

  async function generate(
    request: { entityDefinitionId: string; entityName: string; kind: UiPageGeneratorKind },
    baseRevisionId = working.copy.value.baseRevisionId,
  ): Promise<boolean> {
    const base = working.copy.value.base
    busy.value = true
    try {
      const revision = await generatePage({ EntityDefinitionId: request.entityDefinitionId, Kind: request.kind, BaseRevisionId: baseRevisionId, Message: null })
      const made = newFiles(base, revision)
      adopt(revision, made.find((path) => path.endsWith('.vue')) ?? made[0] ?? null)
      notify.success(t('uiProjectSource.generate.generated', { number: revision.Number }))
      return true
    } catch (error) {
      if (isApiError(error) && error.isConflict) {
        await conflicts.raise(error, {
          baseRevisionId,
          yours: { summary: t('uiProjectSource.conflict.yoursGenerate', { entity: request.entityName }), files: [] },
          keepMine: (theirs) => generate(request, theirs.Id),
          takeTheirs: (theirs) => working.reset(theirs),
        })
      } else notify.error(error, 'uiProjectSource.generate.failed')
      return false
    } finally {
      busy.value = false
    }
  }

  return { busy, errors, save, startFromTemplate, generate, adopt }
}
