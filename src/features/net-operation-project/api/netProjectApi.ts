import type { SourceProjectApi } from '@/platform/source-project/api'
import * as calls from './netProject'

/** The Net Operation Project's calls as the shared source-project screens use them. */
export const netProjectApi: SourceProjectApi = calls
