import type { ESLint } from 'eslint'

declare const plugin: ESLint.Plugin
export default plugin
export declare const projectRoot: string
export declare function resolveImport(fromFile: string, specifier: string): string | undefined
export declare function areaOf(file: string): string
export declare function isTestCode(file: string): boolean
export declare function crossing(from: string, to: string): string | undefined
export declare function useAreaGraph(known: Map<string, Set<string>>): void
