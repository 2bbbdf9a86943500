import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import {
  createRole,
  deleteRole,
  getRole,
  listAllRoles,
  listPermissions,
  listRoles,
  setRolePermissions,
  updateRole,
} from '../api/roles'
import { principalsKeys } from '../queryKeys'
import type { Role, RoleCreate, RoleSortField, RoleUpdate } from '../principals.types'

export const ROLE_SORT_KEYS: readonly RoleSortField[] = ['Name', 'UserCount', 'CreatedAt', 'ModifiedAt']

export function useRolesList(state: UrlListState) {
  return useServerList({ state, sortKeys: ROLE_SORT_KEYS, params: (base) => base, queryKey: principalsKeys.roles.list, fetchPage: listRoles })
}

export function useRoleOptions() {
  return useQuery({ queryKey: principalsKeys.roles.options(), queryFn: listAllRoles, select: (page) => page.Items })
}

export function useRole(roleId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => principalsKeys.roles.detail(toValue(roleId) ?? '')),
    queryFn: () => getRole(toValue(roleId) ?? ''),
    enabled: computed(() => !!toValue(roleId)),
  })
}

export function usePermissionCatalog() {
  // The catalog changes only with a release.
  return useQuery({ queryKey: principalsKeys.permissions, queryFn: listPermissions, staleTime: Infinity })
}

function invalidateRoles(client: ReturnType<typeof useQueryClient>, saved?: Role): void {
  if (saved) client.setQueryData(principalsKeys.roles.detail(saved.Id), saved)
  void client.invalidateQueries({ queryKey: principalsKeys.roles.lists() })
  void client.invalidateQueries({ queryKey: principalsKeys.roles.options() })
  // Users show role names.
  void client.invalidateQueries({ queryKey: principalsKeys.users.all })
}

export function useSaveRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { roleId: string | null; create?: RoleCreate; update?: RoleUpdate }) =>
      input.roleId && input.update ? updateRole(input.roleId, input.update) : createRole(input.create as RoleCreate),
    onSuccess: (saved) => invalidateRoles(client, saved),
  })
}

export function useSetRolePermissions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { roleId: string; permissionKeys: string[] }) =>
      setRolePermissions(input.roleId, input.permissionKeys),
    onSuccess: (_keys, input) => {
      void client.invalidateQueries({ queryKey: principalsKeys.roles.detail(input.roleId) })
      void client.invalidateQueries({ queryKey: principalsKeys.roles.lists() })
      // What the caller may do with the role's holders and their groups follows its permissions.
      void client.invalidateQueries({ queryKey: principalsKeys.users.all })
      void client.invalidateQueries({ queryKey: principalsKeys.groups.all })
    },
  })
}

export function useDeleteRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (role: Pick<Role, 'Id' | 'RowVersion'>) => deleteRole(role.Id, role.RowVersion),
    onSuccess: (_id, role) => client.removeQueries({ queryKey: principalsKeys.roles.detail(role.Id) }),
    // A refused (stale) delete refetches too, so the lists show what changed.
    onSettled: () => invalidateRoles(client),
  })
}
