/** The states of a full scan and the name of the function that runs it. */

export const scanFunctionKey = 'record-matching-full-scan'

/** The request limit of a target-wide scan: it compares at most this many records (ScanLimitReached). */
export const scanRecordLimit = 100_000

export { RecordMatchingFullScanStatus as FullScanStatus, RecordMatchingFullScanPhase as FullScanPhase } from '../../../../shared/enums'

export const ScanCodes = {
  profileDisabled: 'workspace.recordMatching.profileDisabled',
  profileOfOtherDefinition: 'workspace.recordMatching.profileOfOtherDefinition',
  scanUnavailable: 'workspace.recordMatching.scanUnavailable',
  scanDrifted: 'workspace.recordMatching.scanDrifted',
  anchorNotReadable: 'workspace.recordMatching.anchorNotReadable',
  profileMissing: 'workspace.recordMatching.profileMissing',
  scanEnded: 'workspace.recordMatching.scanEnded',
} as const
