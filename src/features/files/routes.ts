import type { RouteRecordRaw } from 'vue-router'

export const filesRoutes: RouteRecordRaw[] = [
  {
    path: '/files/trash',
    name: 'files-trash',
    component: () => import('./views/TrashView.vue'),
    meta: { requiredPermissions: ['files.manage'], titleKey: 'files.trash.title' },
  },
]
