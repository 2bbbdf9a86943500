import type { Db } from '../db'
import { netOperationProjectKind, netTemplateCatalog } from '../modules/net-operation-project'
import { RevisionSource, commitRevision, type Tree } from '../modules/ui-project'

/**
 * The demo Net Operation Project: the configurator started from the sample functions this morning
 * and noted who owns the project. Two revisions and no builds: builds need Mono, which a fresh
 * machine may not have (the project page says how to install it).
 */

const author = 'usr-configurator'
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000)

export async function seedDemoNetOperationProject(db: Db, now: Date): Promise<void> {
  const sample = netTemplateCatalog.files('sample')
  const started = await commitRevision(db, netOperationProjectKind, {
    baseRevisionId: null,
    baseField: 'BaseRevisionId',
    treeField: 'templateKey',
    message: 'Started from the sample functions',
    source: RevisionSource.Template,
    authorUserId: author,
    now: hoursBefore(now, 5),
    nextTree: () => sample,
  })
  await commitRevision(db, netOperationProjectKind, {
    baseRevisionId: started.Id,
    baseField: 'BaseRevisionId',
    treeField: 'Changes',
    message: 'Say who looks after the project',
    source: RevisionSource.Edit,
    authorUserId: author,
    now: hoursBefore(now, 2),
    nextTree: withOwner,
  })
}

function withOwner(tree: Tree): Tree {
  const readme = tree.get('README.md') ?? ''
  return new Map([...tree, ['README.md', `${readme}\nThe operations team looks after this project; ask them before you activate a build.\n`]])
}
