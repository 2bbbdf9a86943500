import type { RouteLocationNamedRaw } from 'vue-router'
import { functionOperationsPaths as paths } from '../routes'
import { formatRunFilters } from '../runs/runFilters'

/** The run list filtered to the runs of one publication, HTTP endpoint or trigger binding. */
export function runsOf(key: 'PublicationId' | 'HttpEndpointId' | 'TriggerBindingId', id: string): RouteLocationNamedRaw {
  return paths.runsWhere(formatRunFilters({ [key]: id }))
}
