/**
 * The C# toolchain of net operation projects: Mono's mcs and mono, always in a sandbox (jail.ts),
 * every failure a typed result rather than an exception.
 *
 * - generateProject(schema): the host contract and entity classes under Generated/.
 * - compileProject(...): check or build the project into one assembly; lists its functions.
 * - invokeFunction(...): run one function of a built assembly.
 * - templateFiles('empty' | 'sample'): starting points of a project.
 *
 * Generated/ belongs to the generator: project files there are left out of compiles, which use
 * the generated files given to them instead.
 */
export { compileProject } from './compile'
export { generateProject, schemaContractHash } from './generatedProject'
export { hostContractVersion } from './hostSources'
export { invokeFunction, warmWorkersVariable } from './invoke'
export { stopWarmWorkers } from './warmWorkers'
export { sandboxAvailable } from './sandbox'
export { templateFiles, type TemplateKey } from './templates'
export { findMonoToolchain, toolchainOverrideVariable, type MonoToolchain } from './toolchain'
export * from './types'
