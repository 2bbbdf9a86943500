import { sourceProjectKeys } from '@/platform/source-project/queryKeys'

/** The one place for the Net Operation Project feature's vue-query keys (the shared ones, plus the generated classes). */
export const netProjectKeys = { ...sourceProjectKeys('net-operation-project'), generated: ['net-operation-project', 'generated'] as const }
