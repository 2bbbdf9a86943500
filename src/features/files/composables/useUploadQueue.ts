import { computed, onScopeDispose, shallowRef, toValue, type MaybeRefOrGetter } from 'vue'
import { describeError } from '@/platform/composables/describeError'
import { abortUpload, completeUpload, getUpload, putChunk, startUpload } from '../api/files'
import type { ResourceIdentity } from '../api/files.types'
import { createUploadEngine, type UploadItem } from '../upload/uploadEngine'
import { useInvalidateFiles } from './useAttachments'

const FINISHED: readonly UploadItem['state'][] = ['done', 'refused', 'failed']

/**
 * The upload queue of one resource for as long as the component using it lives (the record dialog):
 * the session of each file is remembered there, so pause, retry and resume continue it.
 */
export function useUploadQueue(owner: MaybeRefOrGetter<ResourceIdentity>) {
  const items = shallowRef<UploadItem[]>([])
  const invalidate = useInvalidateFiles(owner)
  const engine = createUploadEngine({
    api: { start: startUpload, get: getUpload, putChunk, complete: completeUpload, abort: abortUpload },
    owner: toValue(owner),
    describe: describeError,
    onChange: () => (items.value = engine.items()),
    onCompleted: invalidate,
  })
  onScopeDispose(() => engine.dispose())

  return {
    items,
    /** Files still on their way (a closing dialog would drop them). */
    pending: computed(() => items.value.filter((item) => !FINISHED.includes(item.state)).length),
    add: (files: Iterable<File>) => engine.add(files),
    pause: engine.pause,
    resume: engine.resume,
    cancel: engine.cancel,
    dismiss: engine.dismiss,
  }
}
