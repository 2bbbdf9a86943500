/** The file tree of a revision: folders from the `/`-separated paths, and its keyboard moves (WAI-ARIA tree). */

export interface TreeFile {
  path: string
  sizeBytes: number
}

export interface FileNode {
  kind: 'file'
  name: string
  path: string
  sizeBytes: number
  /** 0 at the top. */
  depth: number
}

export interface FolderNode {
  kind: 'folder'
  name: string
  path: string
  depth: number
  children: TreeNode[]
  /** Files anywhere below. */
  fileCount: number
  sizeBytes: number
}

export type TreeNode = FileNode | FolderNode

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

/** Folders first, then files; by name as people read it (`page2` before `page10`), code units breaking ties. */
function compareNodes(left: TreeNode, right: TreeNode): number {
  if (left.kind !== right.kind) return left.kind === 'folder' ? -1 : 1
  return collator.compare(left.name, right.name) || (left.name < right.name ? -1 : left.name > right.name ? 1 : 0)
}

function sortTree(nodes: TreeNode[]): TreeNode[] {
  nodes.sort(compareNodes)
  for (const node of nodes) if (node.kind === 'folder') sortTree(node.children)
  return nodes
}

export function buildFileTree(files: readonly TreeFile[]): TreeNode[] {
  const root: TreeNode[] = []
  const folders = new Map<string, FolderNode>()
  for (const file of files) {
    const segments = file.path.split('/')
    let siblings = root
    const parents: FolderNode[] = []
    for (let index = 0; index < segments.length - 1; index++) {
      const path = segments.slice(0, index + 1).join('/')
      let folder = folders.get(path)
      if (!folder) {
        folder = { kind: 'folder', name: segments[index] ?? '', path, depth: index, children: [], fileCount: 0, sizeBytes: 0 }
        folders.set(path, folder)
        siblings.push(folder)
      }
      parents.push(folder)
      siblings = folder.children
    }
    for (const parent of parents) {
      parent.fileCount += 1
      parent.sizeBytes += file.sizeBytes
    }
    siblings.push({ kind: 'file', name: segments[segments.length - 1] ?? file.path, path: file.path, sizeBytes: file.sizeBytes, depth: segments.length - 1 })
  }
  return sortTree(root)
}

/** The folders that hold `path`, outermost first (`src`, `src/pages` for `src/pages/Home.vue`). */
export function parentFolders(path: string): string[] {
  const segments = path.split('/')
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'))
}

/** Every folder of the tree (to open them all). */
export function allFolders(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === 'folder' ? [node.path, ...allFolders(node.children)] : []))
}

export interface VisibleNode {
  node: TreeNode
  /** The folder it is in; null at the top. */
  parent: string | null
  /** Position among its siblings (1-based) and their number, for aria-posinset / aria-setsize. */
  position: number
  setSize: number
}

/** The rows a reader sees, in order: a folder's children only while it is open. */
export function visibleNodes(nodes: readonly TreeNode[], expanded: ReadonlySet<string>, parent: string | null = null): VisibleNode[] {
  return nodes.flatMap((node, index) => {
    const row: VisibleNode = { node, parent, position: index + 1, setSize: nodes.length }
    return node.kind === 'folder' && expanded.has(node.path) ? [row, ...visibleNodes(node.children, expanded, node.path)] : [row]
  })
}

export type TreeMove =
  | { kind: 'focus'; path: string }
  | { kind: 'expand'; path: string }
  | { kind: 'collapse'; path: string }
  | { kind: 'open'; path: string }
  | null

/**
 * What a key does on the focused row (https://www.w3.org/WAI/ARIA/apg/patterns/treeview/): Up/Down
 * move, Right opens a folder or enters it, Left closes it or goes to its folder, Home/End jump,
 * Enter/Space open a file or toggle a folder.
 */
export function treeMove(key: string, focused: string, rows: readonly VisibleNode[], expanded: ReadonlySet<string>): TreeMove {
  const index = rows.findIndex((row) => row.node.path === focused)
  const row = rows[index]
  if (!row) return rows[0] ? { kind: 'focus', path: rows[0].node.path } : null
  const at = (position: number) => {
    const target = rows[position]
    return target ? ({ kind: 'focus', path: target.node.path } as const) : null
  }
  const isFolder = row.node.kind === 'folder'
  const isOpen = isFolder && expanded.has(row.node.path)
  switch (key) {
    case 'ArrowDown':
      return at(index + 1)
    case 'ArrowUp':
      return at(index - 1)
    case 'Home':
      return at(0)
    case 'End':
      return at(rows.length - 1)
    case 'ArrowRight':
      if (!isFolder) return null
      if (!isOpen) return { kind: 'expand', path: row.node.path }
      return rows[index + 1]?.parent === row.node.path ? at(index + 1) : null
    case 'ArrowLeft':
      if (isOpen) return { kind: 'collapse', path: row.node.path }
      return row.parent ? { kind: 'focus', path: row.parent } : null
    case 'Enter':
    case ' ':
      if (!isFolder) return { kind: 'open', path: row.node.path }
      return isOpen ? { kind: 'collapse', path: row.node.path } : { kind: 'expand', path: row.node.path }
    default:
      return null
  }
}
