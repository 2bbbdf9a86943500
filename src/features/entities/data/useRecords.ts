import { computed, toValue, type MaybeRefOrGetter } from 'vue'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/vue-query'
import type { UrlListState } from '@/platform/composables/useUrlState'
import { useServerList } from '@/platform/lists/useServerList'
import { entitiesKeys } from '../api/queryKeys'
import type { ArchiveFilter, EntityRecord, FieldValues, RecordListParams } from './records.types'
import {
  archiveRecord,
  createRecord,
  deleteRecord,
  getRecord,
  listRecordChanges,
  listRecords,
  lookupRecords,
  patchRecord,
  restoreRecord,
  type MutationResult,
} from './recordsApi'

/** The server-side page of records the data tab shows, driven by the URL state. */
export function useRecordList(
  entityId: MaybeRefOrGetter<string>,
  state: UrlListState,
  sortKeys: readonly string[],
  archive: MaybeRefOrGetter<ArchiveFilter>,
) {
  return useServerList({
    state,
    sortKeys,
    params: (base): RecordListParams => ({ ...base, archiveState: toValue(archive) }),
    queryKey: (params) => entitiesKeys.records.list(toValue(entityId), params),
    fetchPage: (params, signal) => listRecords(toValue(entityId), params, signal),
  })
}

export function useRecord(entityId: MaybeRefOrGetter<string>, instanceId: MaybeRefOrGetter<string | null>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.records.detail(toValue(entityId), toValue(instanceId) ?? '')),
    queryFn: () => getRecord(toValue(entityId), toValue(instanceId) ?? ''),
    enabled: computed(() => !!toValue(instanceId)),
    // The editor must start from the current RowVersion.
    staleTime: 0,
  })
}

export const RECORD_CHANGES_PAGE_SIZE = 20

/** One page of a record's changes history, newest first; the page before stays while the next loads. */
export function useRecordChanges(
  entityId: MaybeRefOrGetter<string>,
  instanceId: MaybeRefOrGetter<string>,
  page: MaybeRefOrGetter<number>,
  enabled: MaybeRefOrGetter<boolean>,
) {
  return useQuery({
    enabled: computed(() => toValue(enabled)),
    queryKey: computed(() => entitiesKeys.records.changes(toValue(entityId), toValue(instanceId), toValue(page))),
    queryFn: ({ signal }) => listRecordChanges(toValue(entityId), toValue(instanceId), toValue(page), RECORD_CHANGES_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  })
}

/** Record writes; each refreshes the lists and the definition's record count. */
export function useRecordMutations(entityId: MaybeRefOrGetter<string>) {
  const client = useQueryClient()
  const id = () => toValue(entityId)
  function settled(result?: MutationResult): void {
    if (result?.Instance) client.setQueryData(entitiesKeys.records.detail(id(), result.InstanceId), result.Instance)
    void client.invalidateQueries({ queryKey: [...entitiesKeys.records.all(id()), 'list'] })
    void client.invalidateQueries({ queryKey: [...entitiesKeys.records.all(id()), 'lookup'] })
    // The record gains an entry in its changes history.
    void client.invalidateQueries({ queryKey: [...entitiesKeys.records.all(id()), 'changes'] })
    void client.invalidateQueries({ queryKey: entitiesKeys.definitions.detail(id()) })
    void client.invalidateQueries({ queryKey: entitiesKeys.definitions.lists() })
  }
  const onSettled = (result: MutationResult | undefined) => settled(result)
  return {
    create: useMutation({ mutationFn: (fields: FieldValues) => createRecord(id(), fields), onSettled }),
    patch: useMutation({
      mutationFn: (input: { record: Pick<EntityRecord, 'Id' | 'RowVersion'>; fields: FieldValues }) =>
        patchRecord(id(), input.record.Id, input.record.RowVersion, input.fields),
      onSettled,
    }),
    archive: useMutation({
      mutationFn: (record: Pick<EntityRecord, 'Id' | 'RowVersion'>) => archiveRecord(id(), record.Id, record.RowVersion),
      onSettled,
    }),
    restore: useMutation({
      mutationFn: (record: Pick<EntityRecord, 'Id' | 'RowVersion'>) => restoreRecord(id(), record.Id, record.RowVersion),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (record: Pick<EntityRecord, 'Id' | 'RowVersion'>) => deleteRecord(id(), record.Id, record.RowVersion),
      onSuccess: (_result, record) => client.removeQueries({ queryKey: entitiesKeys.records.detail(id(), record.Id) }),
      onSettled: () => settled(),
    }),
  }
}

/** Records of the referenced entity matching the picker's search. */
export function useRecordLookup(targetEntityId: MaybeRefOrGetter<string | null | undefined>, search: MaybeRefOrGetter<string>) {
  return useQuery({
    queryKey: computed(() => entitiesKeys.records.lookup(toValue(targetEntityId) ?? '', toValue(search))),
    queryFn: () => lookupRecords(toValue(targetEntityId) ?? '', toValue(search)),
    enabled: computed(() => !!toValue(targetEntityId)),
    placeholderData: keepPreviousData,
  })
}
