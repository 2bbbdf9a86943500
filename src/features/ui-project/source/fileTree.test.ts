import { describe, expect, it } from 'vitest'
import { buildFileTree, parentFolders, treeMove, visibleNodes, type TreeNode } from './fileTree'

const files = [
  { path: 'src/pages/page10.vue', sizeBytes: 10 },
  { path: 'README.md', sizeBytes: 5 },
  { path: 'src/App.vue', sizeBytes: 100 },
  { path: 'src/pages/page2.vue', sizeBytes: 20 },
  { path: 'package.json', sizeBytes: 7 },
  { path: 'src/main.ts', sizeBytes: 30 },
]

const outline = (nodes: readonly TreeNode[]): unknown[] =>
  nodes.map((node) => (node.kind === 'folder' ? { [`${node.name}/ (${node.fileCount} files, ${node.sizeBytes} B)`]: outline(node.children) } : `${node.name} ${node.sizeBytes} B`))

describe('buildFileTree', () => {
  it('makes folders from the paths: folders first, names as people read them, sizes added up', () => {
    expect(outline(buildFileTree(files))).toEqual([
      {
        'src/ (4 files, 160 B)': [{ 'pages/ (2 files, 30 B)': ['page2.vue 20 B', 'page10.vue 10 B'] }, 'App.vue 100 B', 'main.ts 30 B'],
      },
      'package.json 7 B',
      'README.md 5 B',
    ])
  })

  it('gives every node its depth and full path', () => {
    const [src] = buildFileTree(files)
    expect(src).toMatchObject({ kind: 'folder', path: 'src', depth: 0 })
    const pages = src?.kind === 'folder' ? src.children[0] : undefined
    expect(pages).toMatchObject({ path: 'src/pages', depth: 1 })
    expect(pages?.kind === 'folder' ? pages.children.map((child) => [child.path, child.depth]) : []).toEqual([
      ['src/pages/page2.vue', 2],
      ['src/pages/page10.vue', 2],
    ])
  })

  it('names the folders that hold a file, outermost first', () => {
    expect(parentFolders('src/pages/Home.vue')).toEqual(['src', 'src/pages'])
    expect(parentFolders('README.md')).toEqual([])
  })
})

describe('keyboard moves in the tree', () => {
  const tree = buildFileTree(files)
  const open = new Set(['src'])
  const rows = visibleNodes(tree, open)

  it('shows only the rows of open folders, with their position among their siblings', () => {
    expect(rows.map((row) => `${row.node.path} ${row.position}/${row.setSize}`)).toEqual([
      'src 1/3',
      'src/pages 1/3',
      'src/App.vue 2/3',
      'src/main.ts 3/3',
      'package.json 2/3',
      'README.md 3/3',
    ])
  })

  it('moves up and down, to the first and the last row', () => {
    expect(treeMove('ArrowDown', 'src/App.vue', rows, open)).toEqual({ kind: 'focus', path: 'src/main.ts' })
    expect(treeMove('ArrowUp', 'src/App.vue', rows, open)).toEqual({ kind: 'focus', path: 'src/pages' })
    expect(treeMove('ArrowUp', 'src', rows, open)).toBeNull()
    expect(treeMove('Home', 'README.md', rows, open)).toEqual({ kind: 'focus', path: 'src' })
    expect(treeMove('End', 'src', rows, open)).toEqual({ kind: 'focus', path: 'README.md' })
  })

  it('opens a closed folder with Right and enters an open one; Left closes it or goes to its folder', () => {
    expect(treeMove('ArrowRight', 'src/pages', rows, open)).toEqual({ kind: 'expand', path: 'src/pages' })
    expect(treeMove('ArrowRight', 'src', rows, open)).toEqual({ kind: 'focus', path: 'src/pages' })
    expect(treeMove('ArrowLeft', 'src', rows, open)).toEqual({ kind: 'collapse', path: 'src' })
    expect(treeMove('ArrowLeft', 'src/main.ts', rows, open)).toEqual({ kind: 'focus', path: 'src' })
    expect(treeMove('ArrowRight', 'src/main.ts', rows, open)).toBeNull()
  })

  it('opens a file with Enter or Space and toggles a folder', () => {
    expect(treeMove('Enter', 'src/App.vue', rows, open)).toEqual({ kind: 'open', path: 'src/App.vue' })
    expect(treeMove(' ', 'src/App.vue', rows, open)).toEqual({ kind: 'open', path: 'src/App.vue' })
    expect(treeMove('Enter', 'src', rows, open)).toEqual({ kind: 'collapse', path: 'src' })
    expect(treeMove('Enter', 'src/pages', rows, open)).toEqual({ kind: 'expand', path: 'src/pages' })
    expect(treeMove('x', 'src', rows, open)).toBeNull()
  })
})
