import { sourceProjectKeys } from '@/platform/source-project/queryKeys'

/** The one place for the UI project feature's vue-query keys; mutations invalidate by these prefixes. */
export const uiProjectKeys = sourceProjectKeys('ui-project')
