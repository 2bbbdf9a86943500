import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router'
import { pageComponent, pages } from './pages'

// Hash routes keep the app's navigation inside the host page's own URL; the routes are workspace.json's pages.
const routes: RouteRecordRaw[] = pages.flatMap((page) => {
  const component = pageComponent(page)
  return component ? [{ path: page.path, name: page.key, component }] : []
})

export const router = createRouter({ history: createWebHashHistory(), routes })
