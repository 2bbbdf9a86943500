/**
 * A source project's vue-query keys, under the project's own root so the two projects never share
 * an entry; mutations invalidate by these prefixes. The one place for them.
 */
export function sourceProjectKeys(root: string) {
  return {
    all: [root] as const,
    project: [root, 'project'] as const,
    templates: [root, 'templates'] as const,
    revisions: {
      all: [root, 'revisions'] as const,
      list: (page: number, pageSize: number) => [root, 'revisions', 'list', page, pageSize] as const,
      // Revisions and their files never change: these entries stay fresh for good.
      revision: (revisionId: string) => [root, 'revisions', 'revision', revisionId] as const,
      file: (revisionId: string, path: string) => [root, 'revisions', 'revision', revisionId, 'file', path] as const,
      diff: (fromRevisionId: string, toRevisionId: string) => [root, 'revisions', 'diff', fromRevisionId, toRevisionId] as const,
    },
    builds: {
      all: [root, 'builds'] as const,
      list: (filters: object) => [root, 'builds', 'list', filters] as const,
      build: (buildId: string) => [root, 'builds', 'build', buildId] as const,
      log: (buildId: string, stage: number, offset: number) => [root, 'builds', 'build', buildId, 'log', stage, offset] as const,
    },
    artifacts: {
      all: [root, 'artifacts'] as const,
      list: [root, 'artifacts', 'list'] as const,
      artifact: (artifactId: string) => [root, 'artifacts', 'artifact', artifactId] as const,
    },
  }
}

export type SourceProjectKeys = ReturnType<typeof sourceProjectKeys>
