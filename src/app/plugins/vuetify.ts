import 'vuetify/styles'
import { createVuetify, type ThemeDefinition } from 'vuetify'
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg'
import { createVueI18nAdapter } from 'vuetify/locale/adapters/vue-i18n'
import { useI18n } from 'vue-i18n'
import { i18n } from './i18n'

const light: ThemeDefinition = {
  dark: false,
  colors: {
    background: '#f6f7f9',
    surface: '#ffffff',
    primary: '#1f5fa8',
    secondary: '#4a5a6a',
    error: '#b3261e',
    warning: '#8a5300',
    success: '#1b6e3a',
    info: '#1f5fa8',
  },
  // Vuetify's default (0.6) leaves field labels below WCAG AA contrast on white.
  variables: { 'medium-emphasis-opacity': 0.72 },
}

const dark: ThemeDefinition = {
  dark: true,
  colors: {
    background: '#121417',
    surface: '#1c1f24',
    primary: '#8ab8f0',
    secondary: '#a9b6c3',
    error: '#f2b8b5',
    warning: '#f0c070',
    success: '#8fd6a5',
    info: '#8ab8f0',
  },
}

export const vuetify = createVuetify({
  icons: { defaultSet: 'mdi', aliases, sets: { mdi } },
  locale: { adapter: createVueI18nAdapter({ i18n, useI18n }) },
  theme: { defaultTheme: 'system', themes: { light, dark } },
  // House style lives here, not in wrapper components.
  defaults: {
    VTextField: { variant: 'outlined', density: 'comfortable', color: 'primary' },
    VTextarea: { variant: 'outlined', density: 'comfortable', color: 'primary' },
    VSelect: { variant: 'outlined', density: 'comfortable', color: 'primary' },
    VAutocomplete: { variant: 'outlined', density: 'comfortable', color: 'primary' },
    VCombobox: { variant: 'outlined', density: 'comfortable', color: 'primary' },
    VBtn: { variant: 'flat', rounded: 'md', class: 'text-none' },
    VCard: { rounded: 'lg', elevation: 0, border: true },
    VAlert: { variant: 'tonal', density: 'compact', rounded: 'md' },
    VDialog: { maxWidth: 560 },
    VChip: { size: 'small', variant: 'tonal' },
    VList: { density: 'compact' },
  },
})
