import { ArchiveMode, RecordMatchingConfidenceBand as Band, type RecordMatchingDiagnostic as Diagnostic } from '@/api'

/** How scores, bands and findings read on the scan screen. */

/** Basis points as a percentage with one decimal: 9500 → "95.0 %". */
export function basisPoints(value: number): string {
  return `${(value / 100).toFixed(1)} %`
}

export function bandKey(band: Band): string {
  return band === Band.High ? 'recordMatching.band.high' : band === Band.Medium ? 'recordMatching.band.medium' : 'recordMatching.band.low'
}

export function bandColor(band: Band): string {
  return band === Band.High ? 'error' : band === Band.Medium ? 'warning' : 'secondary'
}

export function diagnosticKey(diagnostic: Diagnostic): string {
  return `recordMatching.diagnostic.${diagnostic}`
}

/** The archive scopes a scan reads, as select items. */
export function archiveItems(t: (key: string) => string) {
  return [
    { title: t('recordMatching.archive.active'), value: ArchiveMode.Active },
    { title: t('recordMatching.archive.archived'), value: ArchiveMode.Archived },
    { title: t('recordMatching.archive.combined'), value: ArchiveMode.Combined },
  ]
}
