import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import type { OpenAPI3 } from 'openapi-typescript'
import { findStaleFiles, generateApiFiles, readDocumentsFromFiles, renderEnums, type ContractDocuments } from './generate-api'

const run = promisify(execFile)

const doc = (schemas: NonNullable<OpenAPI3['components']>['schemas']): OpenAPI3 => ({
  openapi: '3.0.4',
  info: { title: 'T', version: 'v' },
  paths: {},
  components: { schemas },
})

describe('generate-api', () => {
  it('committed files in shared/contract match the contract documents', async () => {
    const files = await generateApiFiles(await readDocumentsFromFiles())

    // When this fails, run `npm run api:generate` and commit the result.
    expect(await findStaleFiles(files)).toEqual([])
  })

  it('generates the same output every time', async () => {
    const documents = await readDocumentsFromFiles()
    const first = await generateApiFiles(documents)
    const second = await generateApiFiles(documents)

    expect([...second.entries()]).toEqual([...first.entries()])
    for (const content of first.values()) expect(content).toMatch(/^\/\*\*\n \* generated — do not edit\./)
  })

  it('turns x-enum-varnames into const objects, types and label maps', () => {
    const documents: ContractDocuments = {
      'service-config-v1': doc({
        UserType: { type: 'integer', enum: [0, 1, 2], 'x-enum-varnames': ['WorkspaceUser', 'ServiceUser', 'SystemUser'] },
        UserSortField: { type: 'string', enum: ['UserName', 'Email'], 'x-enum-varnames': ['UserName', 'Email'] },
        Untitled: { type: 'integer', enum: [0, 1] },
      }),
      'service-public-v1': doc({
        UserType: { type: 'integer', enum: [0, 1, 2], 'x-enum-varnames': ['WorkspaceUser', 'ServiceUser', 'SystemUser'] },
        Severity: {
          type: 'integer',
          enum: [0, 1],
          'x-enum-varnames': ['Low', 'High'],
          'x-enum-descriptions': ['Low severity', "Needs attention (it's high)"],
        },
      }),
      'product-ui-v1': doc({
        UserType: { type: 'integer', enum: [0, 1, 2], 'x-enum-varnames': ['WorkspaceUser', 'ServiceUser', 'SystemUser'] },
      }),
    }

    const text = renderEnums(documents)

    expect(text).toContain(
      'export const UserType = {\n  WorkspaceUser: 0,\n  ServiceUser: 1,\n  SystemUser: 2,\n} as const\n' +
        'export type UserType = (typeof UserType)[keyof typeof UserType]\n' +
        "export const UserTypeLabels: Readonly<Record<UserType, string>> = {\n  0: 'Workspace user',\n",
    )
    expect(text.match(/export const UserType =/g)).toHaveLength(1)
    expect(text).toContain("UserSortFieldLabels: Readonly<Record<UserSortField, string>> = {\n  UserName: 'User name',")
    expect(text).toContain("1: 'Needs attention (it\\'s high)',")
    expect(text).not.toContain('Untitled')
  })

  it('--check exits 0 when the committed files are current', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/generate-api.ts', '--check'])

    expect(stdout).toContain('up to date')
  })
})
