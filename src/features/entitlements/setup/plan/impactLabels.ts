import { t } from '@/app/plugins/i18n'

const simpleCodes = ['terms', 'duration', 'grace', 'window', 'renewal'] as const
const limitCodes = ['limit-added', 'limit-removed', 'limit-amount'] as const

/** A difference code of the impact preview in words: 'limit-amount:tickets' → "Granted amount of tickets". */
export function differenceLabel(code: string, limitName: (key: string) => string = (key) => key): string {
  if ((simpleCodes as readonly string[]).includes(code)) return t(`entitlementsSetup.impact.differences.${code}`)
  const separator = code.indexOf(':')
  const kind = separator > 0 ? code.slice(0, separator) : code
  if ((limitCodes as readonly string[]).includes(kind)) return t(`entitlementsSetup.impact.differences.${kind}`, { name: limitName(code.slice(separator + 1)) })
  return code
}
