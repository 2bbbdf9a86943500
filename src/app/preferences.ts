import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import { isLanguage, type Language } from '@/locales'

export type ThemePreference = 'light' | 'dark' | 'system'

interface PersistedPreferences {
  language: Language | null
  theme: ThemePreference
}

export const PREFERENCES_STORAGE_KEY = 'workspace-admin.preferences'

function readPersisted(): PersistedPreferences {
  try {
    const parsed = JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}') as Partial<PersistedPreferences>
    const theme = parsed.theme === 'light' || parsed.theme === 'dark' ? parsed.theme : 'system'
    return { language: isLanguage(parsed.language) ? parsed.language : null, theme }
  } catch {
    return { language: null, theme: 'system' }
  }
}

/** UI preferences of this browser: language override (null follows the profile) and theme. */
export const usePreferencesStore = defineStore('preferences', () => {
  const initial = readPersisted()
  const language = ref<Language | null>(initial.language)
  const theme = ref<ThemePreference>(initial.theme)

  watch([language, theme], () => {
    const data: PersistedPreferences = { language: language.value, theme: theme.value }
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(data))
  })

  return { language, theme }
})
