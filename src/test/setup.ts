import { afterEach, beforeAll, beforeEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { disableAutoUnmount, enableAutoUnmount } from '@vue/test-utils'
import { ensureLanguage, i18n } from '@/app/plugins/i18n'
import { clearNotifications } from '@/platform/composables/notifications'

// Vuetify measures elements; happy-dom has no layout, so these only need to exist.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver
globalThis.visualViewport ??= window.visualViewport

// Files share one module graph (isolate: false): the previous file's hook belongs to that file.
disableAutoUnmount()
enableAutoUnmount(afterEach)

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
  clearNotifications()
})

beforeAll(async () => {
  await ensureLanguage('de')
})
