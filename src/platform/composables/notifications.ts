import { reactive, ref } from 'vue'
import type { RouteLocationRaw } from 'vue-router'

export type NotificationKind = 'error' | 'success' | 'warning' | 'info'

/** A page the message leads to (e.g. the job a save started). */
export interface NotificationLink {
  text: string
  to: RouteLocationRaw
}

export interface AppNotification {
  id: number
  kind: NotificationKind
  text: string
  /** Milliseconds until it closes itself; null stays until dismissed. */
  timeout: number | null
  link?: NotificationLink
}

const autoCloseMs: Record<NotificationKind, number | null> = {
  error: null,
  warning: 10_000,
  success: 5_000,
  info: 6_000,
}

/** A message with a link stays long enough to follow it. */
const LINK_MIN_MS = 10_000

const MAX_VISIBLE = 5
let nextId = 1

/**
 * Width in pixels of a screen strip along the left edge that holds no form controls (the open,
 * docked navigation drawer: only links), or 0. The layout reports it; notifications start there,
 * reaching at most into the page's left margin, so they cover no page actions or dialog buttons.
 */
export const notificationSafeWidth = ref(0)

/** The one queue the layout renders; newest last. */
export const notifications = reactive<AppNotification[]>([])

export function pushNotification(kind: NotificationKind, text: string, link?: NotificationLink): AppNotification {
  // The same message twice in a row only shows once.
  const last = notifications.at(-1)
  if (last && last.kind === kind && last.text === text && !link && !last.link) return last
  const timeout = autoCloseMs[kind]
  const item: AppNotification = {
    id: nextId++,
    kind,
    text,
    timeout: link && timeout !== null ? Math.max(timeout, LINK_MIN_MS) : timeout,
    ...(link ? { link } : {}),
  }
  notifications.push(item)
  while (notifications.length > MAX_VISIBLE) notifications.shift()
  return item
}

export function dismissNotification(id: number): void {
  const index = notifications.findIndex((item) => item.id === id)
  if (index >= 0) notifications.splice(index, 1)
}

export function clearNotifications(): void {
  notifications.splice(0)
}
