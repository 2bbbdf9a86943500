import { useSourceProject } from '@/platform/source-project/context'
import { ref, shallowRef } from 'vue'
import { useQueryClient } from '@tanstack/vue-query'

import type { UiArtifact } from '../api/uiProject.types'
import { purgeOneByOne, type PurgeResult } from './purgePlan'

/** Runs a purge plan one artifact at a time, with progress, a stop between artifacts and each result. */
export function usePurgeRun() {
  const { api, keys } = useSourceProject()
  const client = useQueryClient()
  const running = ref(false)
  const stopping = ref(false)
  const done = ref(0)
  const total = ref(0)
  const results = shallowRef<PurgeResult[]>([])

  async function start(artifacts: readonly UiArtifact[]): Promise<PurgeResult[]> {
    running.value = true
    stopping.value = false
    done.value = 0
    total.value = artifacts.length
    results.value = []
    try {
      return await purgeOneByOne(artifacts, api.purgeArtifact, {
        shouldStop: () => stopping.value,
        onResult: (result, count) => {
          done.value = count
          results.value = [...results.value, result]
        },
      })
    } finally {
      running.value = false
      // What was purged (and what others changed meanwhile) shows at once.
      await Promise.all([client.invalidateQueries({ queryKey: keys.artifacts.all }), client.invalidateQueries({ queryKey: keys.project })])
    }
  }

  return { running, stopping, done, total, results, start, stop: () => (stopping.value = true), reset: () => (results.value = []) }
}
