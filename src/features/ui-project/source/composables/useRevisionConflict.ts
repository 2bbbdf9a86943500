import { useSourceProject } from '@/platform/source-project/context'
import { shallowRef } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'
import type { ApiError } from '@/api'

import type { UiProjectRevision } from '../../api/uiProject.types'

/** Someone made a newer working revision than the one a write started from (409). */
export interface RevisionConflict {
  /** The revision the write started from. */
  baseRevisionId: string | null
  /** The working revision now. */
  theirs: UiProjectRevision
  /** What the user was doing, in a few words, and the files it touches. */
  yours: { summary: string; files: string[] }
  /** Does it again on top of theirs. */
  keepMine: (theirs: UiProjectRevision) => Promise<unknown>
  /** Drops it and shows theirs. */
  takeTheirs: (theirs: UiProjectRevision) => void
}

function isRevision(value: unknown): value is UiProjectRevision {
  return !!value && typeof value === 'object' && typeof (value as UiProjectRevision).Id === 'string' && Array.isArray((value as UiProjectRevision).Files)
}

/**
 * The one conflict of the source screens at a time (shown by the one conflict dialog): the current
 * working revision comes with the 409 (its Data) or is read afresh, and the user picks theirs or
 * redoes theirs-plus-mine. Nothing is written until they choose.
 */
export function useRevisionConflict() {
  const { api, keys } = useSourceProject()
  const client = useQueryClient()
  const conflict = shallowRef<RevisionConflict | null>(null)

  async function currentRevision(error: ApiError): Promise<UiProjectRevision> {
    if (isRevision(error.data)) return error.data
    const project = await client.fetchQuery({ queryKey: keys.project, queryFn: ({ signal }) => api.getProject(signal), staleTime: 0 })
    const revisionId = project.WorkingRevisionId
    if (!revisionId) throw error
    return client.fetchQuery({ queryKey: keys.revisions.revision(revisionId), queryFn: ({ signal }) => api.getRevision(revisionId, signal), staleTime: Infinity })
  }

  async function raise(error: ApiError, yours: Omit<RevisionConflict, 'theirs'>): Promise<void> {
    const theirs = await currentRevision(error)
    client.setQueryData(keys.revisions.revision(theirs.Id), theirs)
    void client.invalidateQueries({ queryKey: keys.project })
    void client.invalidateQueries({ queryKey: [...keys.revisions.all, 'list'] })
    conflict.value = { ...yours, theirs }
  }

  async function keepMine(): Promise<void> {
    const current = conflict.value
    conflict.value = null
    if (current) await current.keepMine(current.theirs)
  }

  function takeTheirs(): void {
    const current = conflict.value
    conflict.value = null
    current?.takeTheirs(current.theirs)
  }

  return { conflict, raise, keepMine, takeTheirs }
}

export type RevisionConflictState = ReturnType<typeof useRevisionConflict>
