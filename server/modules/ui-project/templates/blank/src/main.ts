import { createApp } from 'vue'
import { createPinia } from 'pinia'
import { createVuetify } from 'vuetify'
import { VApp, VContainer, VMain } from 'vuetify/components'
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg'
import 'vuetify/styles'
import App from './App.vue'

// Only the components the app uses are registered, so the bundle carries only their code and styles.
const vuetify = createVuetify({
  components: { VApp, VContainer, VMain },
  icons: { defaultSet: 'mdi', aliases, sets: { mdi } },
})

createApp(App).use(createPinia()).use(vuetify).mount('#app')
