import { useI18n } from 'vue-i18n'
import { useSourceProject } from './context'

/**
 * A text in the project's own words where it has them (`<textPrefix>.<key>`, e.g. the Net Operation
 * Project's stage names), else the shared one (`<shared>.<key>`).
 */
export function useProjectText() {
  const { t, te } = useI18n()
  const { textPrefix } = useSourceProject()
  return (shared: string, key: string, params: Record<string, unknown> = {}): string => {
    const own = `${textPrefix}.${key}`
    return t(te(own) ? own : `${shared}.${key}`, params)
  }
}
