/** The states of a full scan and the name of the function that runs it. */

export const scanFunctionKey = 'record-matching-full-scan'

/** The request limit of a target-wide scan: it compares at most this many records (ScanLimitReached). */
export const scanRecordLimit = 5000

/** RecordMatchingFullScanStatus. */
export const FullScanStatus = { Queued: 0, Running: 1, Succeeded: 2, Failed: 3, Cancelled: 4 } as const
export type FullScanStatus = (typeof FullScanStatus)[keyof typeof FullScanStatus]

/** RecordMatchingFullScanPhase: waiting for the host, comparing records, or done (whatever the end). */
export const FullScanPhase = { Waiting: 0, Comparing: 1, Completed: 2 } as const
export type FullScanPhase = (typeof FullScanPhase)[keyof typeof FullScanPhase]

export const ScanCodes = {
  profileDisabled: 'workspace.recordMatching.profileDisabled',
  profileOfOtherDefinition: 'workspace.recordMatching.profileOfOtherDefinition',
  scanUnavailable: 'workspace.recordMatching.scanUnavailable',
  scanDrifted: 'workspace.recordMatching.scanDrifted',
  anchorNotReadable: 'workspace.recordMatching.anchorNotReadable',
  profileMissing: 'workspace.recordMatching.profileMissing',
} as const
