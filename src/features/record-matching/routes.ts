import type { RouteRecordRaw } from 'vue-router'

// Profiles are entity configuration: the same access as the entity builder. Scanning and reviewing
// is open to everyone signed in (a scan sees only the records its owner may read).
const access = { requiredPermissions: ['entities.configure'] }

export const recordMatchingRoutes: RouteRecordRaw[] = [
  {
    path: '/duplicates',
    name: 'record-matching',
    component: () => import('./views/DuplicatesHomeView.vue'),
    meta: { titleKey: 'recordMatching.profiles.title' },
  },
  {
    // ?entity= the entity a new profile matches.
    path: '/duplicates/new',
    name: 'record-matching-new',
    component: () => import('./views/ProfileDesignerView.vue'),
    props: { profileId: null },
    meta: { ...access, titleKey: 'recordMatching.designer.newTitle' },
  },
  {
    path: '/duplicates/:profileId/edit',
    name: 'record-matching-edit',
    component: () => import('./views/ProfileDesignerView.vue'),
    props: (route) => ({ profileId: String(route.params.profileId) }),
    meta: { ...access, titleKey: 'recordMatching.designer.title' },
  },
  {
    // ?archive= the scan's archive scope, ?page=, ?band= and ?rule= filter, ?group= one group opened.
    path: '/duplicates/:profileId',
    name: 'record-matching-scan',
    component: () => import('./views/ScanView.vue'),
    props: (route) => ({ profileId: String(route.params.profileId) }),
    meta: { titleKey: 'recordMatching.scan.title' },
  },
]
