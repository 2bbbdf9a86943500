import type { RouteRecordRaw } from 'vue-router'

export const errorsRoutes: RouteRecordRaw[] = [
  {
    path: '/forbidden',
    name: 'forbidden',
    component: () => import('./views/ForbiddenView.vue'),
    meta: { titleKey: 'errors.forbidden.title' },
  },
  {
    path: '/:pathMatch(.*)*',
    name: 'not-found',
    component: () => import('./views/NotFoundView.vue'),
    meta: { titleKey: 'errors.notFound.title' },
  },
]
