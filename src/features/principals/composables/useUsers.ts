import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { createUser, deleteUser, getUser, listUsers, searchUsers, updateUser } from '../api/users'
import { principalsKeys } from '../queryKeys'
import type { User, UserCreate, UserSortField, UserUpdate } from '../principals.types'

export const USER_SORT_KEYS: readonly UserSortField[] = ['UserName', 'DisplayName', 'Email', 'UserType', 'CreatedAt', 'ModifiedAt']

export function useUsersList(state: UrlListState) {
  return useServerList({ state, sortKeys: USER_SORT_KEYS, params: (base) => base, queryKey: principalsKeys.users.list, fetchPage: listUsers })
}

export function useUser(userId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => principalsKeys.users.detail(toValue(userId) ?? '')),
    queryFn: () => getUser(toValue(userId) ?? ''),
    enabled: computed(() => !!toValue(userId)),
  })
}

/** Users matching a search, for pickers. */
export function useUserOptions(search: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => principalsKeys.userOptions(toValue(search))),
    queryFn: () => searchUsers(toValue(search)),
    select: (page) => page.Items,
  })
}

/** A user change moves role user counts and group member counts too. */
function invalidateAfterUserChange(client: ReturnType<typeof useQueryClient>, saved?: User): void {
  if (saved) client.setQueryData(principalsKeys.users.detail(saved.Id), saved)
  void client.invalidateQueries({ queryKey: principalsKeys.users.lists() })
  void client.invalidateQueries({ queryKey: principalsKeys.roles.all })
  void client.invalidateQueries({ queryKey: principalsKeys.groups.all })
}

export function useSaveUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { userId: string | null; create?: UserCreate; update?: UserUpdate }) =>
      input.userId && input.update ? updateUser(input.userId, input.update) : createUser(input.create as UserCreate),
    onSuccess: (saved) => invalidateAfterUserChange(client, saved),
  })
}

export function useDeleteUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (user: Pick<User, 'Id' | 'RowVersion'>) => deleteUser(user.Id, user.RowVersion),
    onSuccess: (_id, user) => client.removeQueries({ queryKey: principalsKeys.users.detail(user.Id) }),
    // A refused (stale) delete refetches too, so the lists show what changed.
    onSettled: () => invalidateAfterUserChange(client),
  })
}
