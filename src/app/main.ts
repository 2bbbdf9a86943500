import { createApp } from 'vue'
import { createPinia } from 'pinia'
import App from './App.vue'
import { ensureLanguage, i18n } from './plugins/i18n'
import { vuetify } from './plugins/vuetify'
import { createAppRouter, loadFeatureRoutes } from './router'
import { loadRuntimeConfig } from './runtimeConfig'
import { usePreferencesStore } from './preferences'
import { useSessionStore } from './session'
import { effectiveLanguage } from './useAppearance'

async function start(): Promise<void> {
  const app = createApp(App)
  app.use(createPinia())
  app.use(i18n)
  app.use(vuetify)

  // The session must be known before the first route is chosen.
  const config = await loadRuntimeConfig()
  const session = useSessionStore()
  await session.restore(config.apiBaseUrl)
  // Signed in, the feature routes load alongside the messages rather than after them.
  if (session.isSignedIn) void loadFeatureRoutes().catch(() => undefined)
  const language = effectiveLanguage(usePreferencesStore().language, session.profile?.Locale)
  // Signed out, the sign-in screen needs only its own messages; the rest follows in the background.
  await ensureLanguage(language, session.isSignedIn ? 'all' : 'shell')

  // Signed-in routes load the rest of the messages before they show (see router.ts). Until the
  // first screen can render, the page keeps index.html's skeleton rather than going blank.
  const router = createAppRouter()
  app.use(router)
  await router.isReady().catch(() => undefined)
  app.mount('#app')
}

void start()
