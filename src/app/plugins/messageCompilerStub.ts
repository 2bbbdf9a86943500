// Stands in for @intlify/message-compiler in the browser build: the app compiles messages with
// `compileMessage` (messageCompiler option), so vue-i18n's own compiler is never called.
// Only the names @intlify/core-base imports are provided.

export const COMPILE_ERROR_CODES_EXTEND_POINT = 17
export const CompileErrorCodes = {} as Record<string, number>

export function createCompileError(code: number): SyntaxError & { code: number } {
  return Object.assign(new SyntaxError(`Message compilation error ${code}`), { code })
}

export function defaultOnError(error: Error): never {
  throw error
}

export function detectHtmlTag(source: string): boolean {
  return /<\/?[\w\s="/.':;#-/]+>/.test(source)
}

export function baseCompile(): never {
  throw new Error('Messages are compiled by the app (compileMessage), not by @intlify/message-compiler.')
}
