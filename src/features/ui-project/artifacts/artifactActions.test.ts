import { describe, expect, it } from 'vitest'
import { UiArtifactStatus } from '@/api'
import { artifactActions, canRollBack, rollbackTarget } from './artifactActions'
import { makeArtifact } from '@/test/ui-project/artifacts'

describe('artifactActions', () => {
  const active = makeArtifact({ BuildNumber: 8, IsActive: true, Status: UiArtifactStatus.Published })

  it('offers an older artifact as a roll back and a newer one as an activation', () => {
    expect(artifactActions(makeArtifact({ BuildNumber: 6 }), active)).toMatchObject({ activate: true, rollbackLabel: true, purge: true, deactivate: false })
    expect(artifactActions(makeArtifact({ BuildNumber: 9 }), active)).toMatchObject({ activate: true, rollbackLabel: false })
    expect(artifactActions(makeArtifact({ BuildNumber: 9 }), null)).toMatchObject({ activate: true, rollbackLabel: false })
  })

  it('never offers to activate or purge the active one, only to deactivate it', () => {
    expect(artifactActions(active, active)).toMatchObject({ activate: false, purge: false, deactivate: true })
  })

  it('offers nothing that needs the bytes once they are purged, and explains an incompatible one', () => {
    expect(artifactActions(makeArtifact({ AssetsAvailable: false }), active)).toMatchObject({ activate: false, purge: false, assets: false })
    expect(artifactActions(makeArtifact({ IsCompatible: false, CompatibilityMessage: 'Host contract 2 is not supported.' }), active)).toMatchObject({
      activate: false,
      activateBlocked: 'Host contract 2 is not supported.',
    })
  })

  it('offers pin or unpin', () => {
    expect(artifactActions(makeArtifact({ IsPinned: true }), active)).toMatchObject({ pin: false, unpin: true })
  })
})

describe('rollbackTarget', () => {
  const current = makeArtifact({ BuildNumber: 8, IsActive: true, WasActive: true, PublishedAt: '2026-11-28T10:00:00.000Z' })
  const previous = makeArtifact({ BuildNumber: 6, WasActive: true, PublishedAt: '2026-11-25T10:00:00.000Z', DeactivatedAt: '2026-11-28T10:00:00.000Z' })
  const older = makeArtifact({ BuildNumber: 4, WasActive: true, PublishedAt: '2026-11-26T10:00:00.000Z', DeactivatedAt: '2026-11-27T10:00:00.000Z' })
  const oldest = makeArtifact({ BuildNumber: 2, WasActive: true, PublishedAt: '2026-11-20T10:00:00.000Z', DeactivatedAt: '2026-11-25T10:00:00.000Z' })

  it('is the artifact the active one replaced', () => {
    expect(rollbackTarget([current, previous, older, oldest], current)?.BuildNumber).toBe(6)
  })

  it('falls back to the most recently published formerly active one that can be loaded, as the server does', () => {
    const purged = { ...previous, AssetsAvailable: false }
    expect(rollbackTarget([current, purged, older, oldest], current)?.BuildNumber).toBe(4)
    expect(rollbackTarget([purged, older, oldest], null)?.BuildNumber).toBe(4)
    expect(canRollBack([current, purged, { ...older, IsCompatible: false }, { ...oldest, AssetsAvailable: false }])).toBe(false)
    expect(canRollBack([current])).toBe(false)
    expect(canRollBack([current, oldest])).toBe(true)
  })
})
