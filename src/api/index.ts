/** The app's only way to the workspace API: import from `@/api`, never from the generated files in `shared/contract`. */
export { apiClient, configureApi, getApiBaseUrl, unwrap } from './client'
export type { ApiConfig, ApiPaths, ResponseData, Schemas } from './client'
export { ApiError, isApiError } from './errors'
export type { ApiErrorKind, ApiIssue, ApiProblem } from './errors'
export { CONFIG_VERSION_LABEL, InstallationIssue, fetchInstallationInfo } from './installation'
export type { InstallationInfo } from './installation'
export * from './enums'
