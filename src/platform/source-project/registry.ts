import type { SourceProjectContext } from './context'

/** The source projects whose pages have loaded, by key: what a page's `meta.sourceProject` names. */
const projects = new Map<string, SourceProjectContext>()

export function registerSourceProject(context: SourceProjectContext): void {
  projects.set(context.key, context)
}

export function registeredSourceProject(key: string | undefined): SourceProjectContext | null {
  return key === undefined ? null : (projects.get(key) ?? null)
}
