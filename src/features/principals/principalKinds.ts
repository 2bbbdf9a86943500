import type { RouteLocationNamedRaw } from 'vue-router'
import type { ResponsibilityGroup, Role, User } from './principals.types'

/** The three kinds of principal; each names its locale messages (`principals.<kind>.*`) and its route. */
export type PrincipalKind = 'users' | 'roles' | 'groups'

export type Principal = User | Role | ResponsibilityGroup

/** Each kind's routes (routes.ts): its list, one principal (by its id param) and a new one. */
const kindRoutes: Record<PrincipalKind, { list: string; one: string; param: string; create: string }> = {
  users: { list: 'principals-users', one: 'principals-user', param: 'userId', create: 'principals-user-new' },
  roles: { list: 'principals-roles', one: 'principals-role', param: 'roleId', create: 'principals-role-new' },
  groups: { list: 'principals-groups', one: 'principals-group', param: 'groupId', create: 'principals-group-new' },
}

/** Where a kind's list lives. */
export function principalListPath(kind: PrincipalKind): RouteLocationNamedRaw {
  return { name: kindRoutes[kind].list }
}

/** Where one principal is edited. */
export function principalPath(kind: PrincipalKind, id: string): RouteLocationNamedRaw {
  return { name: kindRoutes[kind].one, params: { [kindRoutes[kind].param]: id } }
}

/** Where a new principal of a kind is created. */
export function newPrincipalPath(kind: PrincipalKind): RouteLocationNamedRaw {
  return { name: kindRoutes[kind].create }
}

/** The name people know a principal by: a user's user name, a role's or group's name. */
export function principalName(item: Principal): string {
  return 'UserName' in item ? item.UserName : item.Name
}

/** How many users hold it (roles only); deleting something held takes access away from them. */
export function principalHolders(item: Principal): number {
  return 'UserCount' in item ? item.UserCount : 0
}
