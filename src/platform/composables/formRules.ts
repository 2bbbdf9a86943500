import { useI18n } from 'vue-i18n'

/** A Vuetify input rule: true when the value is fine, else the message to show under the input. */
export type FormRule = (value: unknown) => true | string

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(text: string): boolean {
  return EMAIL.test(text)
}

const text = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))

/**
 * The app's client-side checks for forms, with one wording everywhere (`common.validation.*`). They
 * mirror the server's bounds so a mistake shows before a round trip; the server stays the judge.
 */
export function useFormRules() {
  const { t } = useI18n()
  return {
    required: ((value) => text(value).trim() !== '' || t('common.validation.required')) satisfies FormRule,
    maxLength: (max: number): FormRule => (value) => text(value).length <= max || t('common.validation.tooLong', { max }),
    minLength: (min: number): FormRule => (value) => text(value) === '' || text(value).length >= min || t('common.validation.tooShort', { min }),
    email: ((value) => text(value).trim() === '' || isEmail(text(value).trim()) || t('common.validation.email')) satisfies FormRule,
  }
}
