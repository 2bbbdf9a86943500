import { ApiError } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'

/** Where each kind of failed save goes. */
export interface SaveErrorRoutes {
  /** A 409: the edits were based on a version that moved on. Absent, a 409 is one more failure. */
  conflict?: (error: ApiError) => void | Promise<void>
  /** Only a 409 with this code is a conflict (another 409 is a failure). */
  conflictCode?: string
  /** Messages of the issues that name a member, by its path (`Limits[1].Key`). Absent, they are failures. */
  fields?: (byField: Record<string, string[]>) => void
  /** Everything else; by default the one notifier. */
  other?: (error: unknown) => void
  /** i18n key naming what failed, for the notifier. */
  errorContextKey?: string
}

function withoutFieldIssues(error: ApiError): ApiError {
  return new ApiError({ kind: error.kind, status: error.status, issues: error.generalIssues(), problem: error.problem, data: error.data })
}

/**
 * Sends a failed save where it belongs: a conflict to the conflict dialog, field issues beside their
 * fields, the rest (only what no field shows) to the notifier. A conflict handler that fails in turn
 * (loading the current version) is a failure too.
 */
export async function routeSaveError(error: unknown, routes: SaveErrorRoutes): Promise<void> {
  const notify = useNotify()
  const other = routes.other ?? ((failure: unknown) => notify.error(failure, routes.errorContextKey))
  try {
    if (error instanceof ApiError && error.isConflict && routes.conflict && (!routes.conflictCode || error.hasCode(routes.conflictCode))) {
      await routes.conflict(error)
      return
    }
    if (error instanceof ApiError && routes.fields) {
      const byField = error.fieldErrors()
      if (Object.keys(byField).length > 0) {
        routes.fields(byField)
        if (error.generalIssues().length > 0) other(withoutFieldIssues(error))
        return
      }
    }
    other(error)
  } catch (followUp) {
    other(followUp)
  }
}
