import type { RouteLocationRaw } from 'vue-router'
import type { ResourceDisplay } from './files.types'

/** What the server sends inline (images except SVG, which can carry script, and PDFs): what a preview can show. */
export function isPreviewable(mimeType: string): boolean {
  const type = mimeType.toLowerCase()
  return (type.startsWith('image/') && type !== 'image/svg+xml') || type === 'application/pdf'
}

export function isImage(mimeType: string): boolean {
  return mimeType.toLowerCase().startsWith('image/')
}

/** The page a resource display opens, when its OpenTarget names one this app has (an entity record's editor, at its files). */
export function resourceLink(display: ResourceDisplay): RouteLocationRaw | null {
  const target = display.OpenTarget
  if (!display.CanOpen || !target || target.TargetCode !== 'entityRecord') return null
  const { entityDefinitionId, instanceId } = target.Parameters ?? {}
  if (!entityDefinitionId || !instanceId) return null
  return { name: 'entity-data', params: { entityId: entityDefinitionId }, query: { record: instanceId, recordTab: 'files' } }
}
