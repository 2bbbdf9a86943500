import { existsSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'
import { toolchainCacheDir } from './toolchainPaths'
import { workerProgram } from './workerProgram'

describe('the worker program', () => {
  it('is the worker bundled once into the toolchain cache, run by node without a loader', async () => {
    const first = await workerProgram()
    expect(await workerProgram()).toBe(first)
    expect(first.env).toEqual({})
    const [path, ...rest] = first.nodeArgs
    expect(rest).toEqual([])
    expect(dirname(path!)).toBe(toolchainCacheDir())
    expect(path).toMatch(/worker-[0-9a-f]{16}\.mjs$/)
    expect(existsSync(path!)).toBe(true)
    // Its packages stay imports (resolved from the toolchain's node_modules), not copies.
    expect(readFileSync(path!, 'utf8')).toMatch(/from "eslint"/)
  })
})
