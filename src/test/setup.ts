import { afterEach, beforeAll, beforeEach } from 'vitest'
import { createPinia, setActivePinia } from 'pinia'
import { enableAutoUnmount } from '@vue/test-utils'
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

enableAutoUnmount(afterEach)

beforeEach(() => {
  localStorage.clear()
  setActivePinia(createPinia())
  i18n.global.locale.value = 'en'
  clearNotifications()
})

beforeAll(async () => {
  await ensureLanguage('de')
})
