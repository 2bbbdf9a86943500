import { createApp } from 'vue'
import { createPinia } from 'pinia'
import { createVuetify } from 'vuetify'
import {
  VApp,
  VAppBar,
  VAppBarNavIcon,
  VAppBarTitle,
  VCard,
  VCardText,
  VChip,
  VContainer,
  VDataTable,
  VList,
  VListItem,
  VMain,
  VNavigationDrawer,
} from 'vuetify/components'
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg'
import { de, en } from 'vuetify/locale'
import 'vuetify/styles'
import App from './App.vue'
import { locale } from './i18n'
import { router } from './router'

// Only the components the app uses are registered, so the bundle carries only their code and styles.
const vuetify = createVuetify({
  components: {
    VApp,
    VAppBar,
    VAppBarNavIcon,
    VAppBarTitle,
    VCard,
    VCardText,
    VChip,
    VContainer,
    VDataTable,
    VList,
    VListItem,
    VMain,
    VNavigationDrawer,
  },
  icons: { defaultSet: 'mdi', aliases, sets: { mdi } },
  // Vuetify's own texts (the data table's footer) in the app's language.
  locale: { locale: locale.value, fallback: 'en', messages: { en, de } },
})

createApp(App).use(createPinia()).use(router).use(vuetify).mount('#app')
