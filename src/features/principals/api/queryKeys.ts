import type { ListParams } from '@/platform/paging/paging.types'

/** The one place for this feature's vue-query keys; mutations invalidate by these prefixes. */
export const principalsKeys = {
  all: ['principals'] as const,
  users: {
    all: ['principals', 'users'] as const,
    lists: () => ['principals', 'users', 'list'] as const,
    list: (params: ListParams) => ['principals', 'users', 'list', params] as const,
    detail: (userId: string) => ['principals', 'users', 'detail', userId] as const,
  },
  roles: {
    all: ['principals', 'roles'] as const,
    lists: () => ['principals', 'roles', 'list'] as const,
    list: (params: ListParams) => ['principals', 'roles', 'list', params] as const,
    /** Every role, for pickers (the list screen pages instead). */
    options: () => ['principals', 'roles', 'options'] as const,
    detail: (roleId: string) => ['principals', 'roles', 'detail', roleId] as const,
  },
  groups: {
    all: ['principals', 'groups'] as const,
    lists: () => ['principals', 'groups', 'list'] as const,
    list: (params: ListParams) => ['principals', 'groups', 'list', params] as const,
    options: () => ['principals', 'groups', 'options'] as const,
    detail: (groupId: string) => ['principals', 'groups', 'detail', groupId] as const,
  },
  /** User search for pickers, e.g. group members. */
  userOptions: (search: string) => ['principals', 'users', 'options', search] as const,
  permissions: ['principals', 'permissions'] as const,
}
