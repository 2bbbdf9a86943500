import { acceptBinaryBodies } from '../../http/binaryBodies'
import { defineModule } from '../../platform/serverModule'
import { builtinFunctionRegistry, functionImplementationRegistry } from '../functions'
import { buildNetOperationProject } from './build.builtin'
import { projectFunctionProvider } from './projectFunctions'
import { netOperationProjectOperations } from './routes'
import { stopWarmWorkers } from './toolchain'

/**
 * The Net Operation Project: the workspace's business logic as a C# project on the UI project's
 * source, build and artifact mechanism, compiled and run with Mono in a sandbox; the active
 * artifact's functions are catalog functions.
 */
export const netOperationProjectModule = defineModule({
  name: 'net-operation-project',
  operations: netOperationProjectOperations,
  contributes: [builtinFunctionRegistry.with(buildNetOperationProject), functionImplementationRegistry.with(projectFunctionProvider)],
  http: (server) => acceptBinaryBodies(server, 'application/zip'),
  // Warm workers end with the API (they would otherwise live out their time).
  shutdown: () => stopWarmWorkers(),
})
