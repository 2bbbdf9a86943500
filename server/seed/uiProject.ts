import type { Db } from '../db'
import { RevisionSource, commitRevision, type Tree, readTemplateFiles, uiProjectKind } from '../modules/ui-project'

/**
 * The demo workspace UI project: the configurator started from the multi-page template yesterday and
 * reworded the home page this morning. Two revisions and no builds, so the seed stays fast.
 */

const author = 'usr-configurator'
const englishTexts = 'src/locales/en.json'
const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000)

export async function seedDemoUiProject(db: Db, now: Date): Promise<void> {
  const template = readTemplateFiles('multi-page')
  const started = await commitRevision(db, uiProjectKind, {
    baseRevisionId: null,
    baseField: 'BaseRevisionId',
    treeField: 'templateKey',
    message: 'Started from the multi-page template',
    source: RevisionSource.Template,
    authorUserId: author,
    now: hoursBefore(now, 26),
    nextTree: () => template,
  })
  await commitRevision(db, uiProjectKind, {
    baseRevisionId: started.Id,
    baseField: 'BaseRevisionId',
    treeField: 'Changes',
    message: 'Reword the home page',
    source: RevisionSource.Edit,
    authorUserId: author,
    now: hoursBefore(now, 3),
    nextTree: rewordHomePage,
  })
}

function rewordHomePage(tree: Tree): Tree {
  const text = tree.get(englishTexts)
  if (text === undefined) throw new Error(`The multi-page template has no ${englishTexts}.`)
  const texts = JSON.parse(text) as Record<string, string>
  texts['home.welcome'] = 'Start with the customers list, or read what this app is built with on the about page.'
  // The template's own layout (two spaces, a final newline), so the revision changes one line.
  return new Map([...tree, [englishTexts, `${JSON.stringify(texts, null, 2)}\n`]])
}
