import { apiClient, unwrap } from '@/api'
import type { FilePolicyTestRequest, FilePolicyVerdict, FileSystemSettings, FileSystemSettingsUpdate } from './fileSettings.types'

const SETTINGS = '/api/workspace/filesystem/settings'

export function getFileSettings(signal?: AbortSignal): Promise<FileSystemSettings> {
  return unwrap(apiClient.GET(SETTINGS, { signal }))
}

export function updateFileSettings(body: FileSystemSettingsUpdate): Promise<FileSystemSettings> {
  return unwrap(apiClient.PUT(SETTINGS, { body }))
}

/** The verdict an upload of this name, type and content would get; a refusal is an answer, not an error. */
export function testFilePolicy(body: FilePolicyTestRequest, signal?: AbortSignal): Promise<FilePolicyVerdict> {
  return unwrap(apiClient.POST('/api/workspace/filesystem/policy/test', { body, signal }))
}
