import type { Component } from 'vue'

/**
 * The UI project feature as other features see it. Its source, revision and build screens work on
 * whichever source project the parent route provides (@/platform/source-project), so the Net
 * Operation Project shows them for its own files and builds.
 */
export const sourceProjectViews: Record<'source' | 'revisions' | 'compare' | 'builds' | 'build', () => Promise<Component>> = {
  source: () => import('./views/SourceEditorView.vue'),
  revisions: () => import('./views/RevisionHistoryView.vue'),
  compare: () => import('./views/RevisionCompareView.vue'),
  builds: () => import('./views/BuildListView.vue'),
  build: () => import('./views/BuildDetailView.vue'),
}
export { default as SourceProjectTabs } from './components/UiProjectTabs.vue'
export { default as WorkingRevisionCard } from './builds/components/WorkingRevisionCard.vue'
export { default as RecentBuildsCard } from './builds/components/RecentBuildsCard.vue'
export { default as ArtifactLifecycleDialogs } from './artifacts/components/ArtifactLifecycleDialogs.vue'
export { useUiProjectAccess as useProjectAccess } from './builds/access'
export { canRollBack } from './artifacts/artifactActions'
export type { LifecycleRequest } from './artifacts/lifecycleRequest'
export { default as HashText } from './artifacts/components/HashText.vue'
export { default as UserLabel } from './artifacts/components/UserLabel.vue'
export { default as BuildStatusChip } from './builds/components/BuildStatusChip.vue'
export { useBuildFormat } from './builds/useBuildFormat'
export { default as ArtifactRowMenu } from './artifacts/components/ArtifactRowMenu.vue'
export { default as ArtifactStatusChip } from './artifacts/components/ArtifactStatusChip.vue'
