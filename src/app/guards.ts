import type { NavigationGuardWithThis, RouteLocationNormalized, RouteLocationRaw } from 'vue-router'
import { findMissingAccess, type AccessHolder } from './access'

export interface GuardSession extends AccessHolder {
  readonly isSignedIn: boolean
}

export const SIGN_IN_PATH = '/sign-in'

function safeRedirect(value: unknown): string {
  // Only in-app paths; never an absolute URL handed in through the query string.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : '/'
}

export function redirectTarget(route: RouteLocationNormalized): string {
  return safeRedirect(route.query.redirect)
}

/** Sends anonymous users to sign-in, signed-in users away from it, and the unauthorised to the forbidden page. */
export function createAccessGuard(getSession: () => GuardSession): NavigationGuardWithThis<undefined> {
  return (to): RouteLocationRaw | true => {
    const session = getSession()
    const requiresAuth = to.meta.requiresAuth !== false

    // `signedOut` marks the way out: the layout ends the session once this navigation is allowed.
    if (to.path === SIGN_IN_PATH) return session.isSignedIn && !to.query.signedOut ? redirectTarget(to) : true
    if (!requiresAuth) return true
    if (!session.isSignedIn) {
      return { path: SIGN_IN_PATH, query: to.fullPath === '/' ? {} : { redirect: to.fullPath } }
    }

    const missing = findMissingAccess(to.meta, session)
    if (!missing) return true
    return {
      name: 'forbidden',
      query: {
        from: to.fullPath,
        roles: missing.roles.join(',') || undefined,
        permissions: missing.permissions.join(',') || undefined,
        module: missing.module ?? undefined,
      },
    }
  }
}
