import type { ValidationRule, ValidationRuleCreateRequest, ValidationRuleUpdateRequest } from './rules.types'

/** A rule's or statement's Name: a letter, then letters, digits and underscores; at most 64 (the server's check). */
export const TECHNICAL_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/
/** A language code such as de or pt-BR (the server's check of MessageTranslations). */
export const LOCALE_PATTERN = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/
export const DISPLAY_NAME_MAX = 200
export const MESSAGE_MAX = 500
/** The app's languages: a rule offers a message row for each but the one its Message is written in. */
export const APP_LOCALES: readonly string[] = ['en', 'de']

export interface TranslationRow {
  Locale: string
  Message: string
}

export interface RuleFormValues extends Record<string, unknown> {
  Name: string
  DisplayName: string
  Expression: string
  Message: string
  MessageTranslations: TranslationRow[]
  Enabled: boolean
}

/** A problem the form shows before asking the server: an i18n key and its parameters. */
export interface Problem {
  key: string
  params?: Record<string, unknown>
}

export type Problems = Record<string, Problem>

/**
 * The app's languages first (empty when not translated), then the other languages in code order.
 * The language the Message itself is written in (the user's) gets no empty row of its own: it would
 * repeat the Message; a translation saved for it is shown all the same.
 */
export function translationRows(translations: Record<string, string> | null | undefined, messageLocale = 'en'): TranslationRow[] {
  const given = translations ?? {}
  const offered = APP_LOCALES.filter((locale) => locale !== messageLocale || given[locale] !== undefined)
  const rows = offered.map((locale) => ({ Locale: locale, Message: given[locale] ?? '' }))
  const others = Object.keys(given)
    .filter((locale) => !APP_LOCALES.includes(locale))
    .sort()
  return [...rows, ...others.map((locale) => ({ Locale: locale, Message: given[locale] ?? '' }))]
}

/** The rows as the contract's map; rows without a message are left out (the server drops them too). */
export function translationsOf(rows: readonly TranslationRow[]): Record<string, string> {
  const translations: Record<string, string> = {}
  for (const row of rows) {
    const locale = row.Locale.trim()
    const message = row.Message.trim()
    if (locale && message) translations[locale] = message
  }
  return translations
}

/** The form's values; `messageLocale`: the language the user writes the Message in (the app's). */
export function ruleValues(rule: ValidationRule | null, messageLocale = 'en'): RuleFormValues {
  return {
    Name: rule?.Name ?? '',
    DisplayName: rule?.DisplayName ?? '',
    Expression: rule?.Expression ?? '',
    Message: rule?.Message ?? '',
    MessageTranslations: translationRows(rule?.MessageTranslations, messageLocale),
    Enabled: rule?.Enabled ?? true,
  }
}

export function toRuleCreateRequest(values: RuleFormValues): ValidationRuleCreateRequest {
  return {
    Name: values.Name.trim(),
    DisplayName: values.DisplayName.trim(),
    Expression: values.Expression,
    Message: values.Message.trim(),
    MessageTranslations: translationsOf(values.MessageTranslations),
    Enabled: values.Enabled,
  }
}

export function toRuleUpdateRequest(values: RuleFormValues, rowVersion: string): ValidationRuleUpdateRequest {
  return {
    DisplayName: values.DisplayName.trim(),
    Expression: values.Expression,
    Message: values.Message.trim(),
    MessageTranslations: translationsOf(values.MessageTranslations),
    Enabled: values.Enabled,
    RowVersion: rowVersion,
  }
}

/** The PUT that changes only Enabled: the other members as listed, with the listed RowVersion. */
export function toggledRequest(rule: ValidationRule, enabled: boolean): ValidationRuleUpdateRequest {
  return {
    DisplayName: rule.DisplayName,
    Expression: rule.Expression,
    Message: rule.Message,
    MessageTranslations: rule.MessageTranslations,
    Enabled: enabled,
    RowVersion: rule.RowVersion,
  }
}

const required: Problem = { key: 'common.validation.required' }
const tooLong = (max: number): Problem => ({ key: 'common.validation.tooLong', params: { max } })

/** Name and display name, shared by rules and statements. */
export function checkNames(values: { Name: string; DisplayName: string }, isNew: boolean): Problems {
  const problems: Problems = {}
  if (isNew) {
    const name = values.Name.trim()
    if (!name) problems.Name = required
    else if (!TECHNICAL_NAME_PATTERN.test(name)) problems.Name = { key: 'entityRules.checks.name' }
  }
  const displayName = values.DisplayName.trim()
  if (!displayName) problems.DisplayName = required
  else if (displayName.length > DISPLAY_NAME_MAX) problems.DisplayName = tooLong(DISPLAY_NAME_MAX)
  return problems
}

/**
 * What the form can tell before saving, by member; a translation row's problems are keyed
 * `MessageTranslations.<index>.Locale` and `MessageTranslations.<index>.Message`.
 */
export function checkRule(values: RuleFormValues, isNew: boolean): Problems {
  const problems = checkNames(values, isNew)
  if (!values.Expression.trim()) problems.Expression = required
  const message = values.Message.trim()
  if (!message) problems.Message = required
  else if (message.length > MESSAGE_MAX) problems.Message = tooLong(MESSAGE_MAX)
  const seen = new Set<string>()
  values.MessageTranslations.forEach((row, index) => {
    const locale = row.Locale.trim()
    const at = `MessageTranslations.${index}`
    if (!locale) {
      if (row.Message.trim()) problems[`${at}.Locale`] = required
    } else if (!LOCALE_PATTERN.test(locale)) problems[`${at}.Locale`] = { key: 'entityRules.checks.locale' }
    else if (seen.has(locale)) problems[`${at}.Locale`] = { key: 'entityRules.checks.duplicateLocale', params: { locale } }
    seen.add(locale)
    if (row.Message.trim().length > MESSAGE_MAX) problems[`${at}.Message`] = tooLong(MESSAGE_MAX)
  })
  return problems
}
