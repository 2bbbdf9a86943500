import type { Db } from '../../db'
import { appContextOf } from '../../platform/appContext'
import { defineRegistry } from '../../platform/registry'
import type { BuiltinFunction } from './builtins/types'
import type { ProjectImplementation } from './catalog.repo'

/**
 * Functions whose code is not shipped with the host: the module that builds them contributes how
 * one of them runs (the Net Operation Project's assembly methods), so the catalog and the executor
 * treat them as every other function.
 */
export interface FunctionImplementationProvider {
  kind: ProjectImplementation['Kind']
  /** The runnable function of one catalog version. */
  implementationFor(key: string, implementation: ProjectImplementation): BuiltinFunction
}

export const functionImplementationRegistry = defineRegistry<FunctionImplementationProvider>('function implementations')

export function providedImplementation(db: Db, key: string, implementation: ProjectImplementation): BuiltinFunction | undefined {
  const provider = appContextOf(db).contributions(functionImplementationRegistry).find((candidate) => candidate.kind === implementation.Kind)
  return provider?.implementationFor(key, implementation)
}
