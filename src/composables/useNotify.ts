import { t } from '@/app/plugins/i18n'
import { describeError } from './describeError'
import { pushNotification } from './notifications'

export interface Notifier {
  /** Shows `err` as a readable message; `contextKey` is an i18n key saying what failed. */
  error(err: unknown, contextKey?: string): void
  success(message: string): void
  warning(message: string): void
  info(message: string): void
}

const notifier: Notifier = {
  error(err, contextKey) {
    const text = describeError(err)
    pushNotification('error', contextKey ? t('notify.withContext', { context: t(contextKey), message: text }) : text)
  },
  success: (message) => void pushNotification('success', message),
  warning: (message) => void pushNotification('warning', message),
  info: (message) => void pushNotification('info', message),
}

/** The one notifier of the app (stacked messages in the layout; errors stay until dismissed). */
export function useNotify(): Notifier {
  return notifier
}
