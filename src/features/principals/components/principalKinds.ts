import type { ResponsibilityGroup, Role, User } from '../api/principals.types'

/** The three kinds of principal; each names its locale messages (`principals.<kind>.*`) and its route. */
export type PrincipalKind = 'users' | 'roles' | 'groups'

export type Principal = User | Role | ResponsibilityGroup

/** Where a kind's list lives. */
export function principalListPath(kind: PrincipalKind): string {
  return `/principals/${kind}`
}

/** Where one principal is edited. */
export function principalPath(kind: PrincipalKind, id: string): string {
  return `${principalListPath(kind)}/${encodeURIComponent(id)}`
}

/** The name people know a principal by: a user's user name, a role's or group's name. */
export function principalName(item: Principal): string {
  return 'UserName' in item ? item.UserName : item.Name
}

/** How many users hold it (roles only); deleting something held takes access away from them. */
export function principalHolders(item: Principal): number {
  return 'UserCount' in item ? item.UserCount : 0
}
