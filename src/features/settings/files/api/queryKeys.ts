import type { FilePolicyTestRequest } from './fileSettings.types'

/** The one place for the file-settings screen's vue-query keys. */
export const fileSettingsKeys = {
  all: ['fileSettings'] as const,
  settings: () => ['fileSettings', 'settings'] as const,
  policyTests: () => ['fileSettings', 'policyTest'] as const,
  policyTest: (request: FilePolicyTestRequest) => ['fileSettings', 'policyTest', request] as const,
}
