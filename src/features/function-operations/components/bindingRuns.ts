import type { RouteLocationNamedRaw } from 'vue-router'
import { functionOperationsPaths as paths } from '../routes'
import { formatRunFilters } from '../runs/runFilters'

/** The run list filtered to the runs of one publication or HTTP endpoint. */
export function runsOf(key: 'PublicationId' | 'HttpEndpointId', id: string): RouteLocationNamedRaw {
  return paths.runsWhere(formatRunFilters({ [key]: id }))
}
