import { mount, type ComponentMountingOptions } from '@vue/test-utils'
import { getActivePinia, createPinia } from 'pinia'
import { VueQueryPlugin } from '@tanstack/vue-query'
import { installEditGuard } from '@/platform/composables/useEditGuard'
import { createRouter, createMemoryHistory, type RouteRecordRaw, type Router } from 'vue-router'
import { createVuetify } from 'vuetify'
import { aliases, mdi } from 'vuetify/iconsets/mdi-svg'
import type { Component } from 'vue'
import { i18n } from '@/app/plugins/i18n'
import { createQueryClient } from '@/app/plugins/query'

export interface RenderOptions<C extends Component> {
  props?: ComponentMountingOptions<C>['props']
  slots?: ComponentMountingOptions<C>['slots']
  /** Routes of a memory router; `initialPath` is opened before mounting. */
  routes?: RouteRecordRaw[]
  initialPath?: string
  attachTo?: HTMLElement | string
  /** What the component's ancestors would provide (a source project, …). */
  provide?: Record<symbol, unknown>
}

/**
 * Mounts `component` with the app's plugins (Vuetify, i18n, Pinia, vue-query and optionally a
 * memory router), as a user would meet it.
 */
export async function renderWithApp<C extends Component>(component: C, options: RenderOptions<C> = {}) {
  const vuetify = createVuetify({ icons: { defaultSet: 'mdi', aliases, sets: { mdi } } })
  const pinia = getActivePinia() ?? createPinia()
  let router: Router | undefined
  if (options.routes) {
    router = createRouter({ history: createMemoryHistory(), routes: options.routes })
    installEditGuard(router)
    await router.push(options.initialPath ?? '/')
    await router.isReady()
  }
  const queryClient = createQueryClient()
  const plugins = [vuetify, i18n, pinia, ...(router ? [router] : [])]
  const wrapper = mount(component as Component, {
    props: options.props as Record<string, unknown>,
    slots: options.slots as Record<string, unknown>,
    attachTo: options.attachTo ?? document.body,
    global: { plugins: [...plugins, [VueQueryPlugin, { queryClient }]], provide: options.provide ?? {} },
  })
  return { wrapper, router, queryClient }
}

/** Lets pending promises and Vue updates settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
}
