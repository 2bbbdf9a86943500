import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeEach, describe, expect, it } from 'vitest'
import boundaries, { projectRoot, useAreaGraph } from './plugin.js'

const linter = new Linter({ configType: 'flat' })
const config = [
  {
    files: ['**/*.ts'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries },
    rules: {
      'boundaries/entry-only': 'error' as const,
      'boundaries/no-area-cycles': 'error' as const,
      'boundaries/sql-in-repositories': 'error' as const,
    },
  },
]

/** The message ids the boundary rules report for one import written in `file`. */
function refusals(file: string, code: string): Array<string | undefined> {
  return linter.verify(code, config, { filename: join(projectRoot, file) }).map((message) => message.messageId ?? message.message)
}

describe('boundary lint rules', () => {
  // A known graph without circles, so that the tree's own state does not decide these checks.
  beforeEach(() => useAreaGraph(new Map()))

  it('refuse a deep import into another feature and accept its index', () => {
    expect(refusals('src/features/boards/x.ts', "import { a } from '../entities/views/EntityFieldsTab.vue'")).toEqual(['deepFeatureImport'])
    expect(refusals('src/features/boards/x.ts', "import { a } from '@/features/entities/api/queryKeys'")).toEqual(['deepFeatureImport'])
    expect(refusals('src/features/boards/x.ts', "import { a } from '@/features/entities'")).toEqual([])
  })

  it('refuse a deep import into another server module, also from outside the modules', () => {
    expect(refusals('server/modules/auth/x.ts', "import { a } from '../principals/users.repo'")).toEqual(['deepModuleImport'])
    expect(refusals('server/seed/x.ts', "import { a } from '../modules/principals/users.repo'")).toEqual(['deepModuleImport'])
    expect(refusals('server/modules/auth/x.ts', "import { a } from '../principals'")).toEqual([])
  })

  it('keep the app, the server, shared code and tooling on their sides', () => {
    expect(refusals('src/features/entities/x.ts', "import { a } from '../../../server/expressions/sql'")).toEqual(['appImportsServer'])
    expect(refusals('server/modules/entities/x.ts', "import { a } from '../../../scripts/bench/env'")).toEqual(['serverImportsTooling'])
    expect(refusals('server/modules/entities/x.ts', "import { a } from '../../../openapi/src/enums'")).toEqual(['serverImportsTooling'])
    expect(refusals('shared/expressions/x.ts', "import { a } from '../../server/db'")).toEqual(['sharedImportsPlatform'])
  })

  it('let tests reach into what they test', () => {
    expect(refusals('server/modules/auth/x.test.ts', "import { a } from '../principals/users.repo'")).toEqual([])
    expect(refusals('server/test/fixtures/x.ts', "import { a } from '../../modules/principals/users.repo'")).toEqual([])
  })

  it('refuse an import that closes a circle of modules or features, not one that does not', () => {
    useAreaGraph(
      new Map([
        ['module:principals', new Set(['module:files'])],
        ['feature:entities', new Set(['feature:files'])],
      ]),
    )
    expect(refusals('server/modules/files/x.ts', "import { a } from '../principals'")).toEqual(['areaCycle'])
    expect(refusals('server/modules/auth/x.ts', "import { a } from '../principals'")).toEqual([])
    expect(refusals('src/features/files/x.ts', "import { a } from '@/features/entities'")).toEqual(['areaCycle'])
    expect(refusals('src/features/files/x.test.ts', "import { a } from '@/features/entities'")).toEqual([])
  })

  it('refuse an SQL statement outside a repository, not in one nor a fragment', () => {
    const select = 'const rows = db.query(`SELECT id FROM boards WHERE key = $1`, [key])'
    expect(refusals('server/modules/boards/admin/boards.service.ts', select)).toEqual(['sqlOutsideRepository'])
    expect(refusals('server/modules/boards/admin/x.ts', "db.query('DELETE FROM boards WHERE id = $1', [id])")).toEqual(['sqlOutsideRepository'])
    expect(refusals('server/modules/boards/admin/x.ts', 'db.query(`UPDATE ${table} SET name = $2 WHERE id = $1`, [id, name])')).toEqual(['sqlOutsideRepository'])
    expect(refusals('server/modules/boards/admin/boards.repo.ts', select)).toEqual([])
    expect(refusals('server/db/migrate.ts', select)).toEqual([])
    expect(refusals('server/modules/boards/admin/boards.test.ts', select)).toEqual([])
    // Sort columns and conditions are pieces of a repository's query, not statements.
    expect(refusals('server/modules/boards/admin/x.ts', "const sort = { Name: 'lower(b.name)' }; const where = 'b.is_active = true'")).toEqual([])
  })
})
