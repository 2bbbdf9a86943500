import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import { useSessionStore } from '@/app/session'

export interface SavedRunView {
  id: string
  name: string
  /** The run list's query string without `?`, e.g. `status=Timeout&function=fn-1`. */
  query: string
}

const STORAGE_PREFIX = 'workspace-admin.function-run-views.'

function read(userId: string): SavedRunView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_PREFIX + userId) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (item): item is SavedRunView =>
        !!item && typeof item.id === 'string' && typeof item.name === 'string' && typeof item.query === 'string',
    )
  } catch {
    return []
  }
}

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`
}

/** Named run-list filters of the signed-in user, kept in this browser (per user). */
export const useSavedRunViewsStore = defineStore('functionOperations.savedRunViews', () => {
  const session = useSessionStore()
  const userId = computed(() => session.profile?.UserId ?? 'anonymous')
  const views = ref<SavedRunView[]>(read(userId.value))

  // Another user signing in on this browser sees their own views.
  watch(userId, (id) => (views.value = read(id)))
  watch(views, (list) => localStorage.setItem(STORAGE_PREFIX + userId.value, JSON.stringify(list)), { deep: true })

  function save(name: string, query: string): SavedRunView {
    const trimmed = name.trim()
    // The same name replaces the earlier view: names are how users tell views apart.
    const existing = views.value.find((view) => view.name.toLowerCase() === trimmed.toLowerCase())
    if (existing) {
      existing.query = query
      return existing
    }
    const view = { id: newId(), name: trimmed, query }
    views.value.push(view)
    return view
  }
  function rename(id: string, name: string): void {
    const view = views.value.find((candidate) => candidate.id === id)
    if (view && name.trim()) view.name = name.trim()
  }
  function remove(id: string): void {
    views.value = views.value.filter((view) => view.id !== id)
  }
  return { views, save, rename, remove }
})
