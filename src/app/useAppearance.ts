import { computed, watch } from 'vue'
import { useTheme } from 'vuetify'
import { languageFromLocale, type Language } from '@/locales'
import { setLanguage } from './plugins/i18n'
import { usePreferencesStore } from './preferences'
import { useSessionStore } from './session'

function browserLanguage(): Language {
  return languageFromLocale(typeof navigator === 'undefined' ? 'en' : navigator.language)
}

/** The language to show: the user's choice, else the profile's locale, else the browser's. */
export function effectiveLanguage(choice: Language | null, profileLocale: string | null | undefined): Language {
  return choice ?? (profileLocale ? languageFromLocale(profileLocale) : browserLanguage())
}

/** Keeps the i18n language and the Vuetify theme in step with the profile and the user's preferences. */
export function useAppearance(): void {
  const session = useSessionStore()
  const preferences = usePreferencesStore()
  const theme = useTheme()

  const language = computed<Language>(() => effectiveLanguage(preferences.language, session.profile?.Locale))
  // Signed out, only the sign-in messages are needed; signed-in routes load the rest before they show.
  watch(language, (value) => void setLanguage(value, session.isSignedIn ? 'all' : 'shell'), { immediate: true })
  watch(
    () => preferences.theme,
    (name) => void theme.change(name),
    { immediate: true },
  )
}
