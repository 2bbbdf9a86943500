import type { RouteRecordRaw } from 'vue-router'

const design = { requiredPermissions: ['boards.configure'], module: 'Boards' as const }
const use = { requiredPermissions: ['boards.use'], module: 'Boards' as const }

export const boardsRoutes: RouteRecordRaw[] = [
  {
    path: '/boards',
    name: 'boards',
    component: () => import('./views/BoardListView.vue'),
    meta: { ...use, titleKey: 'boardsDesigner.list.title' },
  },
  {
    path: '/boards/:boardId/design/:tab?/:fieldId?',
    name: 'board-designer',
    component: () => import('./designer/BoardDesignerView.vue'),
    props: (route) => ({
      boardId: String(route.params.boardId),
      tab: typeof route.params.tab === 'string' && route.params.tab !== '' ? route.params.tab : 'workflow',
      // The data-model tab's open field (the entity builder's field editor).
      fieldId: typeof route.params.fieldId === 'string' && route.params.fieldId !== '' ? route.params.fieldId : null,
    }),
    meta: { ...design, titleKey: 'boardsDesigner.designer.title' },
  },
  {
    path: '/boards/:boardIdOrKey/flow',
    name: 'board-flow',
    component: () => import('./runtime/BoardFlowView.vue'),
    props: (route) => ({ boardIdOrKey: String(route.params.boardIdOrKey) }),
    meta: { ...use, titleKey: 'boardsRuntime.flow.title' },
  },
  {
    path: '/boards/:boardIdOrKey',
    name: 'board',
    component: () => import('./runtime/BoardRuntimeView.vue'),
    props: (route) => ({ boardIdOrKey: String(route.params.boardIdOrKey) }),
    meta: { ...use, titleKey: 'boardsRuntime.board.title' },
  },
]
