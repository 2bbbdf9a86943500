/** The one place for this feature's vue-query keys; mutations invalidate by these prefixes. */
export const recordMatchingKeys = {
  all: ['recordMatching'] as const,
  profiles: () => ['recordMatching', 'profiles'] as const,
  profile: (profileId: string) => ['recordMatching', 'profiles', profileId] as const,
  /** The enabled profiles the caller may scan and review with. */
  scannable: () => ['recordMatching', 'scannable'] as const,
  /** The caller's latest scan of a profile, archive scope and page. */
  latestScans: (entity: string, profileId: string) => ['recordMatching', 'latestScan', entity, profileId] as const,
  latestScan: (entity: string, profileId: string, archiveMode: number, page: number, anchorInstanceId: string | null) =>
    ['recordMatching', 'latestScan', entity, profileId, archiveMode, page, anchorInstanceId] as const,
  /** A record of a group, as the side-by-side view reads it. */
  candidate: (entity: string, instanceId: string) => ['recordMatching', 'candidate', entity, instanceId] as const,
}
