import { apiClient, unwrap } from '@/api'
import type {
  FunctionRetentionPreview,
  FunctionRetentionPurgeResult,
  FunctionRetentionSettings,
  FunctionRetentionSettingsUpdate,
} from './functionOperations.types'

const ROOT = '/api/workspace/admin/function-operations/settings/retention'

export function getRetention(signal?: AbortSignal): Promise<FunctionRetentionSettings> {
  return unwrap(apiClient.GET(ROOT, { signal }))
}

export function updateRetention(body: FunctionRetentionSettingsUpdate): Promise<FunctionRetentionSettings> {
  return unwrap(apiClient.PUT(ROOT, { body }))
}

export function previewRetention(mode: number, days: number | null, signal?: AbortSignal): Promise<FunctionRetentionPreview> {
  const query = { Mode: mode as FunctionRetentionSettings['Mode'], ...(days ? { Days: days } : {}) }
  return unwrap(apiClient.GET(`${ROOT}/preview`, { params: { query }, signal }))
}

export function purgeRuns(): Promise<FunctionRetentionPurgeResult> {
  return unwrap(apiClient.POST(`${ROOT}/purge`, {}))
}
