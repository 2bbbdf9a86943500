import { computed, type ComputedRef } from 'vue'
import { useSessionStore } from '@/app/session'
import { effectiveTimeZone } from './zonedTime'

/** The zone the signed-in user's times are shown and entered in (zonedTime.ts states the rule). */
export function useTimeZone(): ComputedRef<string> {
  const session = useSessionStore()
  return computed(() => effectiveTimeZone(session.profile?.TimeZone))
}
