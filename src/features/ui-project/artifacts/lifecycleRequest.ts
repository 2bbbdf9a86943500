import type { ProjectArtifact as UiArtifact } from '@/platform/source-project/types'

/** What the user asked for; the lifecycle dialogs confirm it (pin and unpin run at once). */
export type LifecycleRequest =
  | { kind: 'activate'; artifact: UiArtifact }
  | { kind: 'deactivate'; artifact: UiArtifact }
  | { kind: 'rollback' }
  | { kind: 'pin'; artifact: UiArtifact; pinned: boolean }
  | { kind: 'purge'; artifact: UiArtifact }
