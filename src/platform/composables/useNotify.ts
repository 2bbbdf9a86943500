import { t } from '@/app/plugins/i18n'
import { describeError } from './describeError'
import { pushNotification, type NotificationLink } from './notifications'

export interface Notifier {
  /** Shows `err` as a readable message; `contextKey` is an i18n key saying what failed. */
  error(err: unknown, contextKey?: string): void
  /** `link`: a page the message leads to, shown as a link in it. */
  success(message: string, link?: NotificationLink): void
  warning(message: string): void
  info(message: string, link?: NotificationLink): void
}

const notifier: Notifier = {
  error(err, contextKey) {
    const text = describeError(err)
    pushNotification('error', contextKey ? t('notify.withContext', { context: t(contextKey), message: text }) : text)
  },
  success: (message, link) => void pushNotification('success', message, link),
  warning: (message) => void pushNotification('warning', message),
  info: (message, link) => void pushNotification('info', message, link),
}

/** The one notifier of the app (stacked messages in the layout; errors stay until dismissed). */
export function useNotify(): Notifier {
  return notifier
}
