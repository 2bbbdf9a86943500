import { ApiError, type ApiIssue } from '@/api'
import { useNotify } from '@/platform/composables/useNotify'

/** Where each kind of failed save goes. */
export interface SaveErrorRoutes {
  /** A 409: the edits were based on a version that moved on. Absent, a 409 is one more failure. */
  conflict?: (error: ApiError) => void | Promise<void>
  /** Only a 409 with this code is a conflict (another 409 is a failure). */
  conflictCode?: string
  /** Messages of the issues that name a member, by its path (`Limits[1].Key`). Absent, they are failures. */
  fields?: (byField: Record<string, string[]>, error: ApiError) => void
  /** The field an issue lands on; default its Field path (a screen whose fields are files maps paths to files). */
  fieldOf?: (issue: ApiIssue) => string | null
  /** Everything else, with the key naming what failed; by default the one notifier. */
  other?: (error: unknown, errorContextKey: string | undefined) => void
  /** i18n key naming what failed, for the notifier. */
  errorContextKey?: string
}

function withIssues(error: ApiError, issues: ApiIssue[]): ApiError {
  return new ApiError({ kind: error.kind, status: error.status, issues, problem: error.problem, data: error.data })
}

/**
 * Sends a failed save where it belongs: a conflict to the conflict dialog, field issues beside their
 * fields, the rest (only what no field shows) to the notifier. A conflict handler that fails in turn
 * (loading the current version) is a failure too.
 */
export async function routeSaveError(error: unknown, routes: SaveErrorRoutes): Promise<void> {
  const notify = useNotify()
  const other = (failure: unknown) => (routes.other ? routes.other(failure, routes.errorContextKey) : notify.error(failure, routes.errorContextKey))
  try {
    if (error instanceof ApiError && error.isConflict && routes.conflict && (!routes.conflictCode || error.hasCode(routes.conflictCode))) {
      await routes.conflict(error)
      return
    }
    if (error instanceof ApiError && routes.fields) {
      const fieldOf = routes.fieldOf ?? ((issue: ApiIssue) => issue.Field ?? null)
      const byField: Record<string, string[]> = {}
      const general: ApiIssue[] = []
      for (const issue of error.issues) {
        const field = fieldOf(issue)
        if (field) (byField[field] ??= []).push(issue.Message)
        else general.push(issue)
      }
      if (Object.keys(byField).length > 0) {
        routes.fields(byField, error)
        if (general.length > 0) other(withIssues(error, general))
        return
      }
    }
    other(error)
  } catch (followUp) {
    other(followUp)
  }
}
