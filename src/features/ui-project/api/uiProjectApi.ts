import type { SourceProjectApi } from '@/platform/source-project/api'
import * as calls from './uiProject'

/** The UI project's calls as the shared source-project screens use them (each read from the module when called). */
export const uiProjectApi: SourceProjectApi = calls
