import { type FunctionResult, outcomeOf, RunStatus, type RunOutcome } from '../../modules/functions'

/**
 * How the runs of the demo history ended, worded exactly as the host words them (the function
 * results go through the executor's own mapping), plus how long each took.
 */

export interface Outcome extends RunOutcome {
  durationMs: number
  /** When someone asked the execution to stop (cancel run, or cancel job while it ran). */
  cancelRequestedAt?: number
}

export const finished = (result: FunctionResult, durationMs: number, log?: string[]): Outcome => ({
  ...outcomeOf(result),
  durationMs,
  logSummary: log && log.length > 0 ? log.slice(-20).join('\n') : null,
})

export function runtimeError(errorType: string, message: string, durationMs: number, log?: string[]): Outcome {
  return {
    status: RunStatus.RuntimeException,
    errorType,
    errorMessage: message,
    errorSummary: `${errorType}: ${message}`.slice(0, 500),
    durationMs,
    logSummary: log && log.length > 0 ? log.slice(-20).join('\n') : null,
  }
}

export function timedOut(timeoutMs: number, overrunMs: number): Outcome {
  const message = `The run exceeded its allowed time of ${timeoutMs} ms.`
  return { status: RunStatus.Timeout, errorType: 'Timeout', errorMessage: message, errorSummary: message, durationMs: timeoutMs + overrunMs }
}

/** The host stopped and asked the execution to stop (cancellable functions end like this). */
export function stoppedByShutdown(durationMs: number): Outcome {
  const message = 'The worker host stopped while the run was executing.'
  return { status: RunStatus.StoppedByWorkerRestart, errorType: 'WorkerStopped', errorMessage: message, errorSummary: message, durationMs }
}

/** The host went away mid-run; recovery on the next start closed the run. */
export function closedByRecovery(durationMs: number): Outcome {
  return { status: RunStatus.StoppedByWorkerRestart, errorSummary: 'The worker host restarted while the run was executing.', durationMs }
}

/** Cancel run by a person: the run ends at once with who cancelled it. */
export function cancelledBy(userName: string, durationMs: number, requestedAt: number): Outcome {
  const text = `Cancelled by ${userName}.`
  return { status: RunStatus.Cancelled, resultSummary: text, errorSummary: text, durationMs, cancelRequestedAt: requestedAt }
}

/** Cancel job while it ran: a cancellable function stops at its next step. */
export function cancelledOnRequest(durationMs: number, requestedAt: number): Outcome {
  const text = 'Cancelled on request.'
  return { status: RunStatus.Cancelled, resultSummary: text, errorSummary: text, durationMs, cancelRequestedAt: requestedAt }
}
