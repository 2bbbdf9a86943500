import {
  mdiAlertCircleOutline,
  mdiCancel,
  mdiCheckCircleOutline,
  mdiClockOutline,
  mdiCloseCircleOutline,
  mdiHelpCircleOutline,
  mdiLockAlertOutline,
  mdiPlayCircleOutline,
  mdiProgressClock,
  mdiRestartAlert,
  mdiSkipNextCircleOutline,
  mdiTimerAlertOutline,
} from '@mdi/js'
import { FunctionJobStatus, FunctionRunStatus } from '@/api/enums'

export interface StatusStyle {
  /** Vuetify theme colour; also used as the chart series colour. */
  color: string
  icon: string
  /** Fill of the chart series (a CSS colour that reads in light and dark themes). */
  chartColor: string
}

/** The one map of run status colours and icons: chips, timeline, chart and legend all read it. */
export const runStatusStyles: Record<FunctionRunStatus, StatusStyle> = {
  [FunctionRunStatus.Success]: { color: 'success', icon: mdiCheckCircleOutline, chartColor: '#2e7d32' },
  [FunctionRunStatus.ValidationFailure]: { color: 'warning', icon: mdiAlertCircleOutline, chartColor: '#ef6c00' },
  [FunctionRunStatus.PermissionFailure]: { color: 'error', icon: mdiLockAlertOutline, chartColor: '#ad1457' },
  [FunctionRunStatus.Timeout]: { color: 'error', icon: mdiTimerAlertOutline, chartColor: '#6a1b9a' },
  [FunctionRunStatus.RuntimeException]: { color: 'error', icon: mdiCloseCircleOutline, chartColor: '#c62828' },
  [FunctionRunStatus.Cancelled]: { color: 'secondary', icon: mdiCancel, chartColor: '#757575' },
  [FunctionRunStatus.Running]: { color: 'info', icon: mdiPlayCircleOutline, chartColor: '#1565c0' },
  [FunctionRunStatus.Skipped]: { color: 'secondary', icon: mdiSkipNextCircleOutline, chartColor: '#90a4ae' },
  [FunctionRunStatus.StoppedByWorkerRestart]: { color: 'warning', icon: mdiRestartAlert, chartColor: '#8d6e63' },
}

export const jobStatusStyles: Record<FunctionJobStatus, StatusStyle> = {
  [FunctionJobStatus.Queued]: { color: 'info', icon: mdiClockOutline, chartColor: '#1565c0' },
  [FunctionJobStatus.Leased]: { color: 'primary', icon: mdiProgressClock, chartColor: '#283593' },
  [FunctionJobStatus.Completed]: { color: 'success', icon: mdiCheckCircleOutline, chartColor: '#2e7d32' },
  [FunctionJobStatus.Failed]: { color: 'error', icon: mdiCloseCircleOutline, chartColor: '#c62828' },
  [FunctionJobStatus.Cancelled]: { color: 'secondary', icon: mdiCancel, chartColor: '#757575' },
}

const unknownStyle: StatusStyle = { color: 'secondary', icon: mdiHelpCircleOutline, chartColor: '#9e9e9e' }

export function runStatusStyle(status: number): StatusStyle {
  return runStatusStyles[status as FunctionRunStatus] ?? unknownStyle
}

export function jobStatusStyle(status: number): StatusStyle {
  return jobStatusStyles[status as FunctionJobStatus] ?? unknownStyle
}

/** Run statuses in the order the chart stacks and the legend lists them. */
export const runStatusOrder: FunctionRunStatus[] = [
  FunctionRunStatus.Success,
  FunctionRunStatus.Skipped,
  FunctionRunStatus.Running,
  FunctionRunStatus.ValidationFailure,
  FunctionRunStatus.PermissionFailure,
  FunctionRunStatus.Timeout,
  FunctionRunStatus.RuntimeException,
  FunctionRunStatus.StoppedByWorkerRestart,
  FunctionRunStatus.Cancelled,
]

/** Run statuses that are final (the run page stops polling). */
export function isTerminalRunStatus(status: number): boolean {
  return status !== FunctionRunStatus.Running
}
