import type { UiArtifact } from '../api/uiProject.types'
import { diffDescriptors, type DescriptorDiff } from './descriptors'

export interface SizeDelta {
  from: number
  to: number
  delta: number
  /** Change relative to `from` in percent; null when `from` is 0. */
  percent: number | null
}

export function sizeDelta(from: number | undefined, to: number | undefined): SizeDelta {
  const a = from ?? 0
  const b = to ?? 0
  return { from: a, to: b, delta: b - a, percent: a === 0 ? null : ((b - a) / a) * 100 }
}

export interface VersionRow {
  key: 'Vue' | 'Pinia' | 'Vuetify' | 'Vite' | 'TypeScript' | 'Eslint' | 'Fingerprint' | 'HostContractVersion' | 'WebAppVersion'
  from: string
  to: string
  changed: boolean
}

const versionMembers: [VersionRow['key'], keyof UiArtifact][] = [
  ['Vue', 'VueVersion'],
  ['Pinia', 'PiniaVersion'],
  ['Vuetify', 'VuetifyVersion'],
  ['Vite', 'ViteVersion'],
  ['TypeScript', 'TypeScriptVersion'],
  ['Eslint', 'EslintVersion'],
  ['Fingerprint', 'ToolchainFingerprint'],
]

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const row = (key: VersionRow['key'], from: unknown, to: unknown): VersionRow => ({ key, from: text(from), to: text(to), changed: text(from) !== text(to) })

/** Each toolchain version and the fingerprint over them, side by side. */
export function toolchainDrift(from: UiArtifact, to: UiArtifact): VersionRow[] {
  return versionMembers.map(([key, member]) => row(key, from[member], to[member]))
}

/** The host contract the app is written against and the app's own version. */
export function contractDrift(from: UiArtifact, to: UiArtifact): VersionRow[] {
  return [row('HostContractVersion', from.HostContractVersion, to.HostContractVersion), row('WebAppVersion', from.WebAppVersion, to.WebAppVersion)]
}

export interface ArtifactComparison {
  sizes: { javascript: SizeDelta; css: SizeDelta; total: SizeDelta }
  toolchain: VersionRow[]
  contract: VersionRow[]
  pages: DescriptorDiff
  locales: DescriptorDiff
  dependencies: DescriptorDiff
}

/** What changes when `to` replaces `from` (e.g. the active artifact). */
export function compareArtifacts(from: UiArtifact, to: UiArtifact): ArtifactComparison {
  return {
    sizes: {
      javascript: sizeDelta(from.JavaScriptSizeBytes, to.JavaScriptSizeBytes),
      css: sizeDelta(from.CssSizeBytes, to.CssSizeBytes),
      total: sizeDelta(from.TotalSizeBytes, to.TotalSizeBytes),
    },
    toolchain: toolchainDrift(from, to),
    contract: contractDrift(from, to),
    pages: diffDescriptors(from.PageDescriptorJson, to.PageDescriptorJson),
    locales: diffDescriptors(from.LocaleDescriptorJson, to.LocaleDescriptorJson),
    dependencies: diffDescriptors(from.DependencyMetadataJson, to.DependencyMetadataJson),
  }
}
