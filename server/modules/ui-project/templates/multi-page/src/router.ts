import { createRouter, createWebHashHistory } from 'vue-router'
import AboutPage from './pages/AboutPage.vue'
import CustomersList from './pages/CustomersList.vue'
import HomePage from './pages/HomePage.vue'

// Hash routes keep the app's navigation inside the host page's own URL. The paths match workspace.json.
export const router = createRouter({
  history: createWebHashHistory(),
  routes: [
    { path: '/', name: 'home', component: HomePage },
    { path: '/customers', name: 'customers', component: CustomersList },
    { path: '/about', name: 'about', component: AboutPage },
  ],
})
