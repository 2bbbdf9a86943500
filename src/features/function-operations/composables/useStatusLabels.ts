import { useI18n } from 'vue-i18n'
import { ActionTargetScope, FunctionExecutionSource, FunctionJobStatus, FunctionRunStatus, enumName } from '@/api/enums'

/** Readable names of the feature's enumerations, from the locale messages (keys are the member names). */
export function useStatusLabels() {
  const { t } = useI18n()
  const label = (group: string, name: string | undefined, value: number) =>
    name ? t(`functionOperations.enums.${group}.${name}`) : String(value)
  return {
    runStatusLabel: (value: number) => label('runStatus', enumName(FunctionRunStatus, value), value),
    jobStatusLabel: (value: number) => label('jobStatus', enumName(FunctionJobStatus, value), value),
    sourceLabel: (value: number) => label('source', enumName(FunctionExecutionSource, value), value),
    scopeLabel: (value: number) => label('scope', enumName(ActionTargetScope, value), value),
  }
}
