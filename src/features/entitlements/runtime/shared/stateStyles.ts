import { EntitlementEffectiveState, EntitlementPeriodStatus, EntitlementStatus } from '@/api'

/** Vuetify colours of the effective states: live is green, attention orange, ended grey, stopped red. */
export const effectiveStateColors: Record<number, string> = {
  [EntitlementEffectiveState.NotStarted]: 'info',
  [EntitlementEffectiveState.Active]: 'success',
  [EntitlementEffectiveState.InGrace]: 'warning',
  [EntitlementEffectiveState.Suspended]: 'warning',
  [EntitlementEffectiveState.Expired]: 'grey',
  [EntitlementEffectiveState.Cancelled]: 'error',
  [EntitlementEffectiveState.Revoked]: 'error',
  [EntitlementEffectiveState.Superseded]: 'grey',
}

/** Period bars on the timeline, in the same scheme. */
export const periodStatusColors: Record<number, string> = {
  [EntitlementPeriodStatus.Scheduled]: 'info',
  [EntitlementPeriodStatus.Active]: 'success',
  [EntitlementPeriodStatus.InGrace]: 'warning',
  [EntitlementPeriodStatus.Completed]: 'grey',
  [EntitlementPeriodStatus.Cancelled]: 'error',
  [EntitlementPeriodStatus.Superseded]: 'grey',
}

/**
 * Whether the stored status says something the effective state does not (Issued beside Active
 * means the job has not moved it yet; Active beside Expired likewise).
 */
export function statusDiffers(status: number, effectiveState: number): boolean {
  const sameName: Record<number, number> = {
    [EntitlementStatus.Draft]: EntitlementEffectiveState.NotStarted,
    [EntitlementStatus.Issued]: EntitlementEffectiveState.NotStarted,
    [EntitlementStatus.Active]: EntitlementEffectiveState.Active,
    [EntitlementStatus.Suspended]: EntitlementEffectiveState.Suspended,
    [EntitlementStatus.Expired]: EntitlementEffectiveState.Expired,
    [EntitlementStatus.Cancelled]: EntitlementEffectiveState.Cancelled,
    [EntitlementStatus.Revoked]: EntitlementEffectiveState.Revoked,
  }
  return sameName[status] !== effectiveState
}
