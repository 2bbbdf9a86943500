import { ApiError } from '@/api'
import { t } from '@/app/plugins/i18n'

function joinList(items: readonly string[]): string {
  return items.join(', ')
}

function describeApiError(error: ApiError): string {
  if (error.kind === 'network') return t('notify.network')
  if (error.kind === 'unexpected') return t('notify.unexpectedAnswer')
  if (error.isUnauthorized) return t('notify.unauthorized')
  if (error.isForbidden) {
    const roles = error.requiredRoles
    const permissions = error.requiredPermissions
    if (roles.length > 0) return t('notify.forbiddenRoles', { roles: joinList(roles) })
    if (permissions.length > 0) return t('notify.forbiddenPermissions', { permissions: joinList(permissions) })
    return t('notify.forbidden')
  }
  const messages = error.issues.map((issue) => issue.Message).filter((message) => message)
  if (messages.length > 0) return joinList([...new Set(messages)])
  const problemText = error.problem?.detail ?? error.problem?.title
  if (problemText) return problemText
  if (error.status === 404) return t('notify.notFound')
  return t('notify.unexpectedStatus', { status: error.status })
}

/** A sentence a user can read for any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return describeApiError(error)
  if (error instanceof Error && error.message) return error.message
  return t('notify.unexpected')
}
