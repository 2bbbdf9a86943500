import { useSourceProject } from '@/platform/source-project/context'
import { shallowRef } from 'vue'
import { useI18n } from 'vue-i18n'
import { isApiError, type UiPageGeneratorKind } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'
import { useEditFlow } from '@/platform/edit/useEditFlow'
import type { UiProjectFileEdit, UiProjectRevision, UiProjectTemplate } from '../../api/uiProject.types'
import { issuePlace, saveErrors, type SaveErrors } from '../saveErrors'
import { afterSave, rebase, stagedChanges } from '../workingCopy'
import { useRevisionCreated } from './queries'
import type { RevisionConflict, RevisionConflictState } from './useRevisionConflict'
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

/** One write of the source editor that makes a new working revision. */
interface SourceWrite {
  send: () => Promise<UiProjectRevision>
  done: (revision: UiProjectRevision) => void
  /** What the user was doing, for the conflict dialog. */
  yours: Omit<RevisionConflict, 'theirs'>
  /** i18n key naming a failure for the notifier. */
  failedKey: string
  /** A save's refusals land on the files (and the message) they name. */
  placesOf?: { changes: UiProjectFileEdit[]; files: string[] }
}

/**
 * Every write of the source editor that makes a new working revision: save (all staged changes in
 * one UiProject_SaveRevision from the revision the edits started from), start from a template,
 * generate a page. Each goes through the edit flow: a 409 raises the one conflict; a 400 puts its
 * messages on the files they name; the staged edits stay until a write succeeds.
 */
export function useSourceWrites(working: WorkingCopyState, conflicts: RevisionConflictState) {
  const { api } = useSourceProject()
  const { t } = useI18n()
  const notify = useNotify()
  const created = useRevisionCreated()
  const errors = shallowRef<SaveErrors | null>(null)
  let current: SourceWrite | null = null
  let outcome: SaveOutcome = 'failed'

  function running(): SourceWrite {
    if (!current) throw new Error('No source write is running.')
    return current
  }

  const flow = useEditFlow<never, UiProjectRevision>({
    save: () => running().send(),
    onSaved: (revision) => {
      outcome = 'saved'
      running().done(revision)
    },
    errors: {
      conflict: async (error) => {
        outcome = 'conflict'
        await conflicts.raise(error, running().yours)
      },
      fieldOf: (issue) => {
        const places = running().placesOf
        return places ? issuePlace(issue, places.changes, places.files) : null
      },
      fields: (_byPlace, error) => {
        const places = running().placesOf
        if (!places) return
        outcome = 'invalid'
        errors.value = saveErrors(error, places.changes, places.files)
        working.setFileErrors(errors.value.byFile)
      },
      other: (error) => {
        const write = running()
        // A refused save that names no file still counts as refused, not as failed.
        if (write.placesOf && outcome !== 'invalid' && isApiError(error) && error.status === 400) {
          outcome = 'invalid'
          errors.value = saveErrors(error, write.placesOf.changes, write.placesOf.files)
          working.setFileErrors(errors.value.byFile)
        }
        notify.error(error, write.failedKey)
      },
    },
  })

  async function run(write: SourceWrite): Promise<SaveOutcome> {
    current = write
    outcome = 'failed'
    await flow.run()
    return outcome
  }

  function adopt(revision: UiProjectRevision, open: string | null): void {
    created(revision)
    working.reset(revision)
    if (open) working.open(open)
  }

  async function save(message: string): Promise<SaveOutcome> {
    const sent = working.copy.value
    const changes = stagedChanges(sent)
    errors.value = null
    return run({
      send: () => api.saveRevision({ BaseRevisionId: sent.baseRevisionId, Message: message, Changes: changes }),
      done: (revision) => {
        created(revision)
        working.replace(afterSave(sent, working.copy.value, revision))
        notify.success(t('uiProjectSource.save.saved', { number: revision.Number }))
      },
      yours: {
        baseRevisionId: sent.baseRevisionId,
        yours: { summary: t('uiProjectSource.conflict.yoursSave', { n: changes.length }, changes.length), files: changes.map((change) => change.Path) },
        keepMine: (theirs) => {
          working.replace(rebase(working.copy.value, theirs))
          return save(message)
        },
        takeTheirs: (theirs) => working.reset(theirs),
      },
      failedKey: 'uiProjectSource.save.failed',
      placesOf: { changes, files: [...sent.entries.keys()] },
    })
  }

  async function startFromTemplate(template: UiProjectTemplate, baseRevisionId = working.copy.value.baseRevisionId): Promise<boolean> {
    const outcome = await run({
      send: () => api.applyTemplate(template.Key, baseRevisionId),
      done: (revision) => {
        adopt(revision, firstFileToOpen(revision.Files.map((file) => file.Path)))
        notify.success(t('uiProjectSource.templates.applied', { name: template.DisplayName, number: revision.Number }))
      },
      yours: {
        baseRevisionId,
        yours: { summary: t('uiProjectSource.conflict.yoursTemplate', { name: template.DisplayName }), files: [] },
        keepMine: (theirs) => startFromTemplate(template, theirs.Id),
        takeTheirs: (theirs) => working.reset(theirs),
      },
      failedKey: 'uiProjectSource.templates.failed',
    })
    return outcome === 'saved'
  }

  async function generate(
    request: { entityDefinitionId: string; entityName: string; kind: UiPageGeneratorKind },
    baseRevisionId = working.copy.value.baseRevisionId,
  ): Promise<boolean> {
    const base = working.copy.value.base
    const outcome = await run({
      send: () => api.generatePage!({ EntityDefinitionId: request.entityDefinitionId, Kind: request.kind, BaseRevisionId: baseRevisionId, Message: null }),
      done: (revision) => {
        const made = newFiles(base, revision)
        adopt(revision, made.find((path) => path.endsWith('.vue')) ?? made[0] ?? null)
        notify.success(t('uiProjectSource.generate.generated', { number: revision.Number }))
      },
      yours: {
        baseRevisionId,
        yours: { summary: t('uiProjectSource.conflict.yoursGenerate', { entity: request.entityName }), files: [] },
        keepMine: (theirs) => generate(request, theirs.Id),
        takeTheirs: (theirs) => working.reset(theirs),
      },
      failedKey: 'uiProjectSource.generate.failed',
    })
    return outcome === 'saved'
  }

  return { busy: flow.saving, errors, save, startFromTemplate, generate, adopt }
}
