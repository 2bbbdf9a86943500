import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { createGroup, deleteGroup, getGroup, listAllGroups, listGroups, updateGroup } from '../api/groups'
import { principalsKeys } from '../queryKeys'
import type {
  GroupSortField,
  ResponsibilityGroup,
  ResponsibilityGroupCreate,
  ResponsibilityGroupUpdate,
} from '../principals.types'

export const GROUP_SORT_KEYS: readonly GroupSortField[] = ['Key', 'Name', 'MemberCount', 'CreatedAt', 'ModifiedAt']

export function useGroupsList(state: UrlListState) {
  return useServerList({ state, sortKeys: GROUP_SORT_KEYS, params: (base) => base, queryKey: principalsKeys.groups.list, fetchPage: listGroups })
}

export function useGroupOptions() {
  return useQuery({ queryKey: principalsKeys.groups.options(), queryFn: listAllGroups, select: (page) => page.Items })
}

export function useGroup(groupId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => principalsKeys.groups.detail(toValue(groupId) ?? '')),
    queryFn: () => getGroup(toValue(groupId) ?? ''),
    enabled: computed(() => !!toValue(groupId)),
  })
}

function invalidateGroups(client: ReturnType<typeof useQueryClient>, saved?: ResponsibilityGroup): void {
  if (saved) client.setQueryData(principalsKeys.groups.detail(saved.Id), saved)
  void client.invalidateQueries({ queryKey: principalsKeys.groups.lists() })
  void client.invalidateQueries({ queryKey: principalsKeys.groups.options() })
  // Membership is shown on users as ResponsibilityGroupIds.
  void client.invalidateQueries({ queryKey: principalsKeys.users.all })
}

export function useSaveGroup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: {
      groupId: string | null
      create?: ResponsibilityGroupCreate
      update?: ResponsibilityGroupUpdate
    }) =>
      input.groupId && input.update
        ? updateGroup(input.groupId, input.update)
        : createGroup(input.create as ResponsibilityGroupCreate),
    onSuccess: (saved) => invalidateGroups(client, saved),
  })
}

export function useDeleteGroup() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (group: Pick<ResponsibilityGroup, 'Id' | 'RowVersion'>) => deleteGroup(group.Id, group.RowVersion),
    onSuccess: (_id, group) => client.removeQueries({ queryKey: principalsKeys.groups.detail(group.Id) }),
    // A refused (stale) delete refetches too, so the lists show what changed.
    onSettled: () => invalidateGroups(client),
  })
}
