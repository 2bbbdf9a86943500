/** Reading and extending the project's workspace.json, keeping every member the generator does not own. */

export const workspaceJsonPath = 'workspace.json'

export interface WorkspacePageEntry {
  key: string
  title: string
  path: string
  component: string
}

type JsonObject = { [member: string]: unknown }

export type WorkspaceDocument = { ok: true; document: JsonObject; pages: unknown[] } | { ok: false; reason: 'missing' | 'invalid' }

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value)

export function readWorkspace(tree: ReadonlyMap<string, string>): WorkspaceDocument {
  const text = tree.get(workspaceJsonPath)
  if (text === undefined) return { ok: false, reason: 'missing' }
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!isObject(document)) return { ok: false, reason: 'invalid' }
  const pages = document.pages ?? []
  if (!Array.isArray(pages)) return { ok: false, reason: 'invalid' }
  return { ok: true, document, pages }
}

/** The page entries that are well-formed enough to collide with: objects with a string member. */
export function pageMembers(pages: readonly unknown[], member: keyof WorkspacePageEntry): string[] {
  return pages.flatMap((page) => (isObject(page) && typeof page[member] === 'string' ? [page[member]] : []))
}

export function withPage(document: JsonObject, pages: readonly unknown[], page: WorkspacePageEntry): string {
  return `${JSON.stringify({ ...document, pages: [...pages, page] }, null, 2)}\n`
}
