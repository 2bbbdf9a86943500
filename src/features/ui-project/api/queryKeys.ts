/** The one place for the UI project feature's vue-query keys; mutations invalidate by these prefixes. */
export const uiProjectKeys = {
  all: ['ui-project'] as const,
  project: ['ui-project', 'project'] as const,
  templates: ['ui-project', 'templates'] as const,
  revisions: {
    all: ['ui-project', 'revisions'] as const,
    list: (page: number, pageSize: number) => ['ui-project', 'revisions', 'list', page, pageSize] as const,
    // Revisions and their files never change: these entries stay fresh for good.
    revision: (revisionId: string) => ['ui-project', 'revisions', 'revision', revisionId] as const,
    file: (revisionId: string, path: string) => ['ui-project', 'revisions', 'revision', revisionId, 'file', path] as const,
    diff: (fromRevisionId: string, toRevisionId: string) => ['ui-project', 'revisions', 'diff', fromRevisionId, toRevisionId] as const,
  },
  builds: {
    all: ['ui-project', 'builds'] as const,
    list: (filters: object) => ['ui-project', 'builds', 'list', filters] as const,
    build: (buildId: string) => ['ui-project', 'builds', 'build', buildId] as const,
    log: (buildId: string, stage: number, offset: number) => ['ui-project', 'builds', 'build', buildId, 'log', stage, offset] as const,
  },
  artifacts: {
    all: ['ui-project', 'artifacts'] as const,
    list: ['ui-project', 'artifacts', 'list'] as const,
    artifact: (artifactId: string) => ['ui-project', 'artifacts', 'artifact', artifactId] as const,
  },
}
