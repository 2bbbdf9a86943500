import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../test/testApi'

interface Described {
  info: { version: string }
  paths: Record<string, Record<string, { operationId: string }>>
}

let api: TestApi
beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api?.close()
})

async function operationIds(name: string): Promise<string[]> {
  const response = await fetch(`${api.url}/openapi/${name}.json`)
  expect(response.status, name).toBe(200)
  const document = (await response.json()) as Described
  expect(document.info.version).toBe(name)
  return Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId))
}

describe('the served descriptions', () => {
  it('serve run-history retention and sign-out in the product UI description only, and the API answers them', async () => {
    const productUi = ['FunctionOperations_GetRetentionSettings', 'FunctionOperations_UpdateRetentionSettings', 'FunctionOperations_PreviewRetention', 'FunctionOperations_PurgeRuns', 'Auth_Logout']
    const config = await operationIds('service-config-v1')
    const published = [...config, ...(await operationIds('service-public-v1'))]
    expect(await operationIds('product-ui-v1')).toEqual(expect.arrayContaining(productUi))
    for (const id of productUi) expect(published).not.toContain(id)
    expect(config).toContain('FunctionOperations_ListRuns')

    const token = await api.login('admin')
    const settings = await api.request('GET', '/api/workspace/admin/function-operations/settings/retention', { token })
    expect(settings.status).toBe(200)
    const signedOut = await api.request('POST', '/api/workspace/auth/logout', { token })
    expect(signedOut.status).toBe(200)
  })
})
