/** What a log may keep of an unexpected error. */
export interface FailureDetails {
  errorType: string
  /** SQLSTATE (`22P02`) or a library's error code (`ERR_INVALID_ARG_TYPE`). */
  code?: string
  /** Stack frames (`at fn (file:line:column)`) without the message lines above them. */
  frames?: string[]
}

const safeCode = /^[A-Z0-9_]{1,64}$/i
/** Stack frames only: `at fn (file:1:2)`, `at file:1:2`, `at new Promise (<anonymous>)`. */
const stackFrame = /^at \S.*(:\d+:\d+\)?|\((<anonymous>|native)\))$/
const maxFrames = 12

/**
 * The type, code and stack frames of an error — never its message, SQL, parameters or details.
 * Database errors carry the statement's parameters (password hashes, typed credentials, request
 * values), and messages and details quote values ("invalid input syntax for type uuid: …"), so
 * neither is ever written to a log.
 */
export function failureDetails(error: unknown): FailureDetails {
  if (!(error instanceof Error)) return { errorType: typeof error }
  const details: FailureDetails = { errorType: error.constructor?.name || 'Error' }
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && safeCode.test(code)) details.code = code
  const frames = (error.stack ?? '').split('\n').map((line) => line.trim()).filter((line) => stackFrame.test(line))
  if (frames.length > 0) details.frames = frames.slice(0, maxFrames)
  return details
}
